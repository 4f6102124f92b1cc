import * as z from 'zod/mini';
import { JACKPOT_POOLS, WINNER_LIMIT } from '../domain';
import { q } from './define';
import { dataTypeSchema, gameSchema, gameTypeSchema, languageSchema, nodeIdSchema, vendorSchema, winnerSchema } from './domain';

const vendorCode = z.string().check(z.trim(), z.regex(/^[A-Z0-9_]{1,20}$/));
export const gameListValueSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;
/**
 * The platform's jackpot figure `value` at `asOf` (milliseconds since the epoch, the platform's clock),
 * growing by `perSecond`; shown with `decimals`, stepping at one of `intervalsMs`. A figure with a
 * `range` starts again from its `min` when it reaches its `max` (the jackpot was won).
 */
export const jackpotSchema = z.object({
  value: z.number().check(z.gte(0)),
  asOf: z.int().check(z.positive()),
  perSecond: z.number().check(z.gte(0)),
  decimals: z.int().check(z.gte(0), z.lte(2)),
  intervalsMs: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  range: z.optional(z.object({ min: z.number().check(z.gte(0)), max: z.number().check(z.positive()) })),
});
export const vendorMappingEntrySchema = z.object({
  gameType: gameTypeSchema,
  vendors: z.array(z.string()),
  gameClassify: z.array(z.object({ key: z.string(), vendors: z.array(z.string()) })),
  gameCount: z.int(),
});
export const vendorSortingEntrySchema = z.object({
  gameCategory: gameTypeSchema,
  vendorNames: z.array(z.object({ vassalage: z.string(), accountTypeName: z.string(), displayName: z.string() })),
});

/** Each call's request and response. */
export const gameSchemas = {
  getVendorGameTypes: {
    request: z.strictObject({ typeId: z._default(z.literal('1'), '1'), language: z.optional(languageSchema) }),
    response: z.object({ vendors: z.array(vendorSchema) }),
  },
  getVendorMapping: {
    request: z.strictObject({}),
    response: z.object({ mapping: z.array(vendorMappingEntrySchema) }),
  },
  getVendorSorting: {
    request: z.strictObject({}),
    response: z.object({ list: z.array(vendorSortingEntrySchema) }),
  },
  getGameList: {
    request: z.strictObject({
      gameName: z.optional(q.text(60)),
      gameType: z.optional(gameTypeSchema),
      vassalage: z.optional(vendorCode),
      gameClassify: z.optional(z.string().check(z.regex(/^[A-Z0-9_]{1,20}$/))),
      minBet: z.optional(z.coerce.number().check(z.gte(0), z.lte(1_000_000))),
      minLine: z.optional(q.int(0, 10_000)),
      isNew: z.optional(z.enum(['0', '1'])),
      dataType: z._default(dataTypeSchema, 'ALL'),
      pageNo: z._default(q.int(1, 10_000), 1),
      pageSize: z._default(q.int(1, 100), 36),
      language: z.optional(languageSchema),
      platform: z._default(z.literal('html5'), 'html5'),
      clientType: z._default(z.literal('2'), '2'),
    }),
    response: gameListValueSchema,
  },
  /** One game of the catalogue by node id (a shared link's game), under the game list's rules; unknown or switched off: game.notFound (404). */
  getGame: {
    request: z.strictObject({ nodeId: nodeIdSchema, language: z.optional(languageSchema) }),
    response: gameSchema,
  },
  getHotGames: {
    request: z.strictObject({
      gameType: z.optional(gameTypeSchema),
      language: z.optional(languageSchema),
      platform: z._default(z.literal('html5'), 'html5'),
    }),
    response: z.object({ list: z.array(gameSchema) }),
  },
  getWinnerBoard: {
    request: z.strictObject({
      gameCategory: z._default(z.union([z.literal('ALL'), gameTypeSchema]), 'ALL'),
      language: z.optional(languageSchema),
      limitNum: z._default(q.int(1, WINNER_LIMIT), WINNER_LIMIT),
    }),
    response: z.object({ list: z.array(winnerSchema) }),
  },
  getLotteryList: {
    request: z.strictObject({ gameType: z.optional(z.enum(['LOTT', 'ELOTT'])) }),
    response: z.object({
      list: z.array(z.object({ displayName: z.string(), vassalage: z.string(), gameClassifyNew: z.string(), games: z.array(gameSchema) })),
    }),
  },
  getJackpot: {
    /** Home's jackpot, or the game lobbies' (`lobby`). */
    request: z.strictObject({ pool: z._default(z.enum(JACKPOT_POOLS), 'home') }),
    response: jackpotSchema,
  },
};
