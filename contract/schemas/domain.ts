import * as z from 'zod/mini';
import { DATA_TYPES, LANGUAGES, PLAY_TYPES } from '../domain';
import { gameTypeSchema } from './params';

export { gameTypeSchema, launchTokenSchema, nodeIdSchema } from './params';

export const dataTypeSchema = z.enum(DATA_TYPES);
export const languageSchema = z.enum(LANGUAGES);
export const gameSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  gameType: gameTypeSchema,
  gameCategory: gameTypeSchema,
  gameClassify: z.nullable(z.string()),
  vassalage: z.string(),
  vendorName: z.string(),
  iconUrl: z.string(),
  showIcon: z.boolean(),
  supportPlay: z.boolean(),
  isGameH5: z.boolean(),
  playType: z.enum(PLAY_TYPES),
  lottoMode: z.nullable(z.string()),
  isHot: z.boolean(),
  isNew: z.boolean(),
  minBet: z.number(),
  minLine: z.int(),
  /** Live casino tables only: the dealer (whose art is the tile), the bet limits and the players seated now. */
  liveTable: z.optional(z.object({ dealer: z.string(), minBet: z.number(), maxBet: z.number(), players: z.int() })),
});
export type Game = z.infer<typeof gameSchema>;
export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  vendorNames: z.string(),
  gameCategory: gameTypeSchema,
  gameType: gameTypeSchema,
  mobileLargeIcon: z.string(),
  gameCount: z.int(),
  /** A vendor whose games open through one lobby game (sports books, lotteries). */
  lobbyGameCode: z.nullable(z.string()),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  groupName: z.string(),
  link: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;
export const announcementImageSchema = z.object({ sequence: z.int(), url: z.string() });
export const announcementSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  promoAnnouncementCategoryIds: z.array(z.int()),
  announcementImages: z.array(announcementImageSchema),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const promoCategorySchema = z.object({ id: z.int(), name: z.string() });
export const helpItemSchema = z.object({ id: z.int(), title: z.string(), content: z.string(), tag: z.string() });
export const winnerSchema = z.object({
  vo: z.object({
    iconUrl: z.string(),
    gameName: z.string(),
    customerName: z.string(),
    winAmount: z.number(),
    currencySymbol: z.string(),
  }),
  game: gameSchema,
});
export type Winner = z.infer<typeof winnerSchema>;
