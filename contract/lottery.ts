/** The lotteries' draws as the lobby shows them (apart from the game catalogue's calls, which Home's first visit carries). */
export type { Numero } from './schemas/lottery';
export { lotteryCalls } from './calls/lottery';
