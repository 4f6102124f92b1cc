import type { Game } from '@contract/domain';
import { sportsCalls, type LiveMatch, type LiveMatchesValue } from '@contract/sports';
import { callApi } from '../api-client';
import { queryOptions } from '../query/client';
import { useQuery, type QueryResult } from '../query/use-query';
import { useRefreshWhileShown } from '../use-refresh-while-shown';

/** A live match's minute moves once a minute: asking every 20 seconds shows a goal within a third of one. */
export const LIVE_MATCHES_REFRESH_MS = 20_000;

/** Every live match by league, or the hot-match panel's few. Never stored: a saved score would be a wrong one. */
export const getLiveMatchesQueryOptions = (hot: boolean) =>
  queryOptions<LiveMatchesValue>({
    key: ['liveMatches', hot ? 'hot' : 'all'],
    load: (signal) => callApi(sportsCalls.getLiveMatches, { hot: hot ? '1' : '0' }, { signal }),
  });

/** The live matches, kept current while the page is on screen. Null reads nothing yet (a section not on screen). */
export function useLiveMatches(scope: 'all' | 'hot' | null): QueryResult<LiveMatchesValue> {
  const result = useQuery(scope ? getLiveMatchesQueryOptions(scope === 'hot') : null);
  useRefreshWhileShown(result.retry, LIVE_MATCHES_REFRESH_MS, scope !== null);
  return result;
}

/** The sports book's lobby game a match opens in. */
export const bookOf = (value: LiveMatchesValue, match: LiveMatch): Game | undefined =>
  value.books.find((book) => book.nodeId === match.nodeId);
