import type { Game, Language } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { CATALOGUE_FRESH_MS, MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/** A shared link's game, kept for offline like the lobby's lists: a link opened again without signal still shows it. */
const getGameQueryOptions = (nodeId: string, language: Language) =>
  queryOptions<Game>({
    key: ['game', nodeId, language],
    load: (signal) => callApi(gameCalls.getGame, { nodeId, language }, { signal }),
    freshMs: CATALOGUE_FRESH_MS,
    persist: {
      maxAgeMs: MAX_AGE.catalogue,
      check: () => import('@/lib/query/checks').then((checks) => checks.isGame),
    },
  });

/** No node id (a link cut short) reads nothing. */
export const useGame = (nodeId: string | undefined, language: Language) => useQuery(nodeId ? getGameQueryOptions(nodeId, language) : null);
