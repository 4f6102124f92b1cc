import * as z from 'zod/mini';
import { announcementsValueSchema } from '@contract/schemas/content';
import { announcementSchema, bannerSchema, gameSchema, vendorSchema, winnerSchema } from '@contract/schemas/domain';
import { gameListValueSchema, jackpotSchema, vendorSortingEntrySchema } from '@contract/schemas/games';
import { walletSchema } from '@contract/schemas/wallet';

/*
 * Checks of stored copies, built from the contract's response schemas. This module is loaded
 * only when a stored copy exists (never on a first visit), so Home's first download carries no
 * schema; the client's contract calls carry none either (see build/contract-for-client.ts).
 * A persisted read names its check here.
 */

const fits =
  <S extends z.ZodMiniType>(schema: S) =>
  (value: unknown): value is z.output<S> =>
    schema.safeParse(value).success;

export const isGame = fits(gameSchema);
export const isGames = fits(z.array(gameSchema));
export const isGameListPage = fits(gameListValueSchema);
export const isVendors = fits(z.array(vendorSchema));
export const isVendorSorting = fits(z.array(vendorSortingEntrySchema));
export const isWinners = fits(z.array(winnerSchema));
export const isAnnouncements = fits(announcementsValueSchema);
export const isLobbyContent = fits(z.object({ banners: z.array(bannerSchema), notices: z.array(announcementSchema) }));
export const isWallet = fits(walletSchema);
export const isJackpot = fits(jackpotSchema);
export const isAnnouncementList = fits(z.array(announcementSchema));
