export { gameCalls } from './calls/games';
export type { GameListValue } from './schemas/games';
