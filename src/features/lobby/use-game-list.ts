import { useCallback, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE, type DataType, type Game, type GameType, type Language } from '@contract/domain';
import type { GameListValue } from '@contract/games';
import { ApiFailure } from '@/lib/api-client';
import { getGameListQueryOptions, type GameListFilter } from '@/lib/games/game-list';
import { useContentLanguage } from '@/lib/i18n';
import { fetchQuery } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { useSession } from '@/lib/session';
import type { NarrowedPage } from './game-narrowing';

export interface GameListFilters {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  dataType: DataType;
}

const asFailure = (error: unknown) => (error instanceof ApiFailure ? error : new ApiFailure('http', 'system.error', String(error)));

/** Appends a page, leaving out games already listed (a list that shifted between pages must not show one twice). */
export function appendPage(listed: readonly Game[], page: readonly Game[]): Game[] {
  const seen = new Set(listed.map((game) => game.nodeId));
  return [...listed, ...page.filter((game) => !seen.has(game.nodeId))];
}

interface LaterPages {
  /** The first page these pages follow: a refreshed or different first page starts the list again. */
  after: GameListValue | undefined;
  pages: GameListValue[];
  loadingMore: boolean;
  failure: ApiFailure | null;
}

const memberBound = (dataType: DataType) => dataType === 'FAV' || dataType === 'RECENT';

/** A page of the list: the game filter's narrowed list when the filter narrows it. */
const pageQueryOptions = (filter: GameListFilter, narrowed: NarrowedPage | undefined, pageNo: number, language: Language) =>
  (narrowed ?? getGameListQueryOptions)(filter, pageNo, language);

/**
 * A paged game list: the first page is a read of the query layer (shown at once when seen
 * before, refreshed, refetched when a favourite toggle invalidates it); `loadMore` appends the
 * next page. Any change of filters starts again at page 1. `limit` caps how many games are listed;
 * `narrowed` reads the pages as the game filter narrows them.
 */
export function useGameList(filters: GameListFilters | null, options: { limit?: number; narrowed?: NarrowedPage | undefined } = {}) {
  const language = useContentLanguage();
  const member = useSession()?.userName;
  const filter: GameListFilter | null = filters
    ? { ...filters, pageSize: PAGE_SIZE, member: memberBound(filters.dataType) ? member : undefined }
    : null;
  const narrowed = options.narrowed;
  const first = useQuery(filter ? pageQueryOptions(filter, narrowed, 1, language) : null);
  const [later, setLater] = useState<LaterPages>({ after: undefined, pages: [], loadingMore: false, failure: null });
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const current = useRef({ filter, narrowed, language, first, later });
  current.current = { filter, narrowed, language, first, later };

  const shownLater = later.after === first.data ? later : { after: first.data, pages: [], loadingMore: false, failure: null };
  const games = useMemo(
    () =>
      shownLater.pages.reduce((listed, page) => appendPage(listed, page.games), appendPage([], first.data?.games ?? [])).slice(0, limit),
    [first.data, shownLater.pages, limit],
  );
  const last = shownLater.pages.at(-1) ?? first.data;

  const loadMore = useCallback(() => {
    const { filter: now, narrowed: narrowedPage, language: lang, first: page1, later: more } = current.current;
    const lastPage = (more.after === page1.data ? more.pages.at(-1) : undefined) ?? page1.data;
    if (!now || !page1.data || !lastPage || (more.after === page1.data && more.loadingMore)) return;
    if (lastPage.pageNum >= lastPage.totalPages) return;
    const after = page1.data;
    const previous = more.after === after ? more.pages : [];
    setLater({ after, pages: previous, loadingMore: true, failure: null });
    fetchQuery(pageQueryOptions(now, narrowedPage, lastPage.pageNum + 1, lang)).then(
      (page) => setLater((state) => (state.after === after ? { ...state, pages: [...state.pages, page], loadingMore: false } : state)),
      (error: unknown) =>
        setLater((state) => (state.after === after ? { ...state, loadingMore: false, failure: asFailure(error) } : state)),
    );
  }, []);

  // A first page already on screen stays there while it refreshes; a failed refresh keeps it too.
  const status = first.data !== undefined ? 'ready' : first.status;
  const hasMore = status === 'ready' && !!last && last.pageNum < last.totalPages && games.length < limit;
  return {
    games,
    pageNum: last?.pageNum ?? 0,
    totalPages: last?.totalPages ?? 0,
    totalCount: last?.totalCount ?? 0,
    status,
    loadingMore: shownLater.loadingMore,
    failure: first.data !== undefined ? shownLater.failure : first.failure,
    hasMore,
    loadMore,
    retry: first.retry,
  };
}
