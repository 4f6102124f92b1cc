/** How many live matches the hot-match panel shows. */
export const HOT_MATCH_LIMIT = 4;
/** A match of the fixture feed: its league's code, its round and its place in the round (`EPL-246543-1`). */
export const MATCH_ID_PATTERN = /^[A-Z0-9]{2,12}-\d{1,9}-[0-9]$/;
/** The part of a live match being played: the first half, the break, the second half. */
export const MATCH_PERIODS = ['FIRST_HALF', 'HALF_TIME', 'SECOND_HALF'] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];
export type { LiveMatch, LiveMatchesValue } from './schemas/sports';
export { sportsCalls } from './calls/sports';
