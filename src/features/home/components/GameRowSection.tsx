import type { LinkOptions } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@contract/domain';
import { GameSlider } from '@/components/game/GameSlider';
import type { OnOpenGame } from '@/components/game/GameTile';
import type { IconName } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { QueryResult } from '@/lib/query/use-query';
import { HomeSection } from './HomeSection';

/**
 * A Home row of games; hidden when the list is empty, a retry block when it could not load.
 * Memoised: Home re-renders as each of its nine calls answers, and a row redraws only for its own.
 */
export const GameRowSection = memo(function GameRowSection({
  id,
  title,
  icon,
  more,
  rows,
  resource,
  onOpen,
  belowFirstScreen = false,
  onlyWithGames = false,
}: {
  id: string;
  title: string;
  icon: IconName;
  more: LinkOptions;
  rows: number;
  resource: QueryResult<Game[]>;
  onOpen: OnOpenGame;
  /** Tiles are drawn only when the player scrolls near; until then the row keeps its place. */
  belowFirstScreen?: boolean;
  /** The row takes no room until it has games: a member's own list, often empty, must not push Home down as it arrives. */
  onlyWithGames?: boolean;
}) {
  const { t } = useTranslation('home');
  const { data, status, failure, retry } = resource;
  const [placeholder, near] = useNearViewport<HTMLDivElement>(belowFirstScreen);
  if (data && data.length === 0 && status !== 'loading') return null;
  if (onlyWithGames && !data?.length) return null;
  return (
    <HomeSection title={title} icon={icon} more={more} testId={`section-${id}`}>
      {data && data.length > 0 && near ? (
        <GameSlider games={data} rows={rows} onOpen={onOpen} label={title} />
      ) : status === 'error' ? (
        <LoadFailed failure={failure} onRetry={retry} />
      ) : (
        <div
          ref={placeholder}
          className="slider-skeleton shimmer"
          style={{ ['--rows' as string]: rows }}
          aria-label={t('loading')}
          role="status"
        />
      )}
    </HomeSection>
  );
});
