import * as z from 'zod/mini';
import { MATCH_ID_PATTERN, MATCH_PERIODS } from '../sports';
import { q } from './define';
import { gameSchema } from './domain';

export const matchIdSchema = z.string().check(z.trim(), z.regex(MATCH_ID_PATTERN));
const sideSchema = z.object({ name: z.string(), score: z.int().check(z.gte(0)) });
/** Decimal odds (a stake of 1 returns this much) of the match's three results. */
const oddsSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });

export const liveMatchSchema = z.object({
  matchId: z.string(),
  league: z.object({ code: z.string(), name: z.string() }),
  home: sideSchema,
  away: sideSchema,
  period: z.enum(MATCH_PERIODS),
  /** The minute being played (1 to 90); 45 during the break. */
  minute: z.int().check(z.gte(1), z.lte(90)),
  /** Minutes of stoppage time played past 45 or 90; 0 outside them. */
  addedMinute: z.int().check(z.gte(0)),
  kickoffAt: z.string(),
  odds: oddsSchema,
  /** The sports book's lobby game (in `books`) a tap launches at this match. */
  nodeId: z.string(),
});
export type LiveMatch = z.infer<typeof liveMatchSchema>;

export const liveMatchesValueSchema = z.object({
  /** The platform's clock when it answered (milliseconds since the epoch). */
  asOf: z.int(),
  matches: z.array(liveMatchSchema),
  /** The sports books' lobby games the matches open in, each once. */
  books: z.array(gameSchema),
});
export type LiveMatchesValue = z.infer<typeof liveMatchesValueSchema>;

export const sportsSchemas = {
  getLiveMatches: {
    request: z.strictObject({
      /** Only the hot-match panel's few, hottest first; otherwise every live match by league. */
      hot: z._default(q.flag(), false),
    }),
    response: liveMatchesValueSchema,
  },
};
