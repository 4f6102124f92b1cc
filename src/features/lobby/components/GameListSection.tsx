import { useTranslation } from '@/lib/use-translation';
import { GameGrid } from '@/components/game/GameGrid';
import type { OnOpenGame } from '@/components/game/GameTile';
import { useInfiniteScroll } from '@/components/game/infinite-scroll';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { Spinner } from '@/components/ui/Loading';
import type { useGameList } from '../use-game-list';

type GameList = ReturnType<typeof useGameList>;

/** A game list with its states: loading, failed (retry), empty, the grid, and the next page arriving at the end. */
export function GameListSection({
  list,
  onOpen,
  label,
  id,
  emptyMessage,
}: {
  list: GameList;
  onOpen: OnOpenGame;
  label: string;
  id?: string;
  emptyMessage?: string;
}) {
  const { t } = useTranslation('lobby');
  const endRef = useInfiniteScroll({ hasMore: list.hasMore, loading: list.loadingMore, loadMore: list.loadMore });
  return (
    <section className="game-list" id={id} aria-busy={list.status === 'loading' || list.loadingMore}>
      {list.status === 'error' ? (
        <LoadFailed failure={list.failure} onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <div className="game-list__skeleton shimmer" role="status" aria-label={t('list.loading')} />
      ) : list.games.length === 0 ? (
        <EmptyState icon="grid" message={emptyMessage ?? t('list.empty')} />
      ) : (
        <GameGrid games={list.games} onOpen={onOpen} label={label} />
      )}
      <div ref={endRef} className="game-list__end">
        {list.loadingMore && (
          <span className="game-list__more" role="status">
            <Spinner size={22} />
            <span>{t('list.loadingMore')}</span>
          </span>
        )}
        {list.failure && list.status === 'ready' && <LoadFailed failure={list.failure} onRetry={list.loadMore} compact />}
        {list.status === 'ready' && !list.hasMore && list.games.length > 0 && (
          <span className="game-list__done">{t('list.end', { count: list.games.length })}</span>
        )}
      </div>
    </section>
  );
}
