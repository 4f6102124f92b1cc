/** Error codes the lobby answers with besides the common catalogue (contract/errors.ts). */
export const LOBBY_ERROR_CODES = {
  favouritesFull: 'favourites.full',
  gameNotFound: 'game.notFound',
  launchExpired: 'game.launchExpired',
  roundConflict: 'round.conflict',
  betInvalid: 'bet.invalid',
  /** A Hi-Lo guess that cannot win on the card shown (higher than a king, lower than an ace). */
  guessInvalid: 'guess.invalid',
  /** The launch is of another game than the call plays. */
  wrongGame: 'game.wrong',
  /** A sports launch at a match that is not live (ended, not started, never was) or not carried by the game's sports book. */
  matchNotLive: 'match.notLive',
  /** A lottery launch asked for another prize mode than the site's rule gives (contract/prize-mode.ts). */
  prizeModeWrong: 'lottery.prizeMode',
} as const;
/** The in-house slots' symbols: Tala Fruits (cherry to seven) and Gem Palace (topaz to the crown, its wild). */
export const SLOT_SYMBOLS = [
  'CHERRY',
  'LEMON',
  'ORANGE',
  'PLUM',
  'BELL',
  'BAR',
  'SEVEN',
  'TOPAZ',
  'AMETHYST',
  'EMERALD',
  'SAPPHIRE',
  'RUBY',
  'DIAMOND',
  'CROWN',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Hi-Lo: the guesses a round can take. */
export const HILO_GUESSES = ['HIGHER', 'LOWER'] as const;
export type HiLoGuess = (typeof HILO_GUESSES)[number];
export type { OriginalGame, SlotMachineId } from './originals';
export { lobbyCalls } from './calls/lobby';
export type {
  DrawState,
  DrawTicket,
  FavouriteChange,
  HiLoRound,
  HiLoState,
  LaunchValue,
  PlayingCard,
  SlotRound,
  SlotState,
} from './schemas/lobby';
