/** Error codes the lobby answers with besides the common catalogue (contract/errors.ts). */
export const LOBBY_ERROR_CODES = {
  favouritesFull: 'favourites.full',
  gameNotFound: 'game.notFound',
  launchExpired: 'game.launchExpired',
  roundConflict: 'round.conflict',
  betInvalid: 'bet.invalid',
} as const;
/** The demo slot: three reels, three rows, five lines. */
export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'BELL', 'BAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export { lobbyCalls } from './calls/lobby';
export type { FavouriteChange, LaunchValue, SlotRound, SlotState } from './schemas/lobby';
