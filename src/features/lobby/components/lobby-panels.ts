/* The lobby's panels that load on their own, as one download: see lazy-panels.ts. */
export { default as GameFilter } from './GameFilter';
export { default as PopularGames } from './PopularGames';
export { default as LobbyJackpot } from '../jackpot/LobbyJackpot';
