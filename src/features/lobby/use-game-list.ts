import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game } from '@contract/domain';
import { ApiFailure } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/i18n';
import { getGamePage, type GameListFilters } from './api/get-game-page';

export interface GameListState {
  key: string | null;
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  failure: ApiFailure | null;
}

const initial = (key: string | null): GameListState => ({
  key,
  games: [],
  pageNum: 0,
  totalPages: 0,
  totalCount: 0,
  status: 'loading',
  loadingMore: false,
  failure: null,
});

const asFailure = (error: unknown) => (error instanceof ApiFailure ? error : new ApiFailure('http', 'system.error', String(error)));

/** Appends a page, leaving out games already listed (a list that shifted between pages must not show one twice). */
export function appendPage(listed: readonly Game[], page: readonly Game[]): Game[] {
  const seen = new Set(listed.map((game) => game.nodeId));
  return [...listed, ...page.filter((game) => !seen.has(game.nodeId))];
}

/**
 * A paged game list: any change of filters starts again at page 1 (replacing the list);
 * `loadMore` appends the next page. `limit` caps how many games are ever listed.
 */
export function useGameList(filters: GameListFilters | null, options: { limit?: number } = {}) {
  const language = useContentLanguage();
  const key = filters
    ? JSON.stringify([filters.dataType, filters.gameType, filters.vassalage, filters.gameClassify, filters.gameName?.trim(), language])
    : null;
  const [state, setState] = useState<GameListState>(() => initial(key));
  const [attempt, setAttempt] = useState(0);
  const current = useRef({ filters, key, state, language });
  current.current = { filters, key, state, language };
  const more = useRef<AbortController | null>(null);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;

  useEffect(() => {
    more.current?.abort();
    setState(initial(key));
    if (!key || !current.current.filters) return;
    const controller = new AbortController();
    getGamePage(current.current.filters, 1, current.current.language, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState({
          ...initial(key),
          games: appendPage([], page.games).slice(0, limit),
          pageNum: 1,
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          status: 'ready',
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...initial(key), status: 'error', failure: asFailure(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt, limit]);

  const loadMore = useCallback(() => {
    const { filters: now, key: nowKey, state: s, language: lang } = current.current;
    if (!now || s.key !== nowKey || s.status !== 'ready' || s.loadingMore) return;
    if (s.pageNum >= s.totalPages || s.games.length >= limit) return;
    const controller = new AbortController();
    more.current = controller;
    setState((previous) => ({ ...previous, loadingMore: true, failure: null }));
    getGamePage(now, s.pageNum + 1, lang, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.key !== nowKey
            ? previous
            : {
                ...previous,
                games: appendPage(previous.games, page.games).slice(0, limit),
                pageNum: page.pageNum,
                totalPages: page.totalPages,
                totalCount: page.totalCount,
                loadingMore: false,
              },
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => (previous.key !== nowKey ? previous : { ...previous, loadingMore: false, failure: asFailure(error) }));
      },
    );
  }, [limit]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const view = state.key === key ? state : initial(key);
  const hasMore = view.status === 'ready' && view.pageNum < view.totalPages && view.games.length < limit;
  return { ...view, hasMore, loadMore, retry };
}
