import './sports.css';
import { useCallback } from 'react';
import type { OnOpenGame } from '../game/GameTile';
import { useGameOpener } from '../game/use-game-opener';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { MatchesByLeague } from './MatchesByLeague';
import { useMatchOpener } from './use-match-opener';
import { useLiveMatches } from '@/lib/games/live-matches';
import { useTranslation } from '@/lib/use-translation';

/**
 * Sports in play: every live match by league with its minute, score and odds, kept current while
 * the page is open. Tapping a match opens its sports book at that match.
 */
export default function InPlayPage() {
  const { t } = useTranslation('sports');
  const live = useLiveMatches('all');
  const launch = useGameOpener();
  const open = useMatchOpener(
    live.data,
    useCallback<OnOpenGame>((game, options) => void launch(game, options), [launch]),
  );
  if (!live.data) {
    return (
      <div className="lobby in-play">
        {live.status === 'error' ? <LoadFailed failure={live.failure} onRetry={live.retry} /> : <PageLoading />}
      </div>
    );
  }
  if (live.data.matches.length === 0) {
    return (
      <div className="lobby in-play">
        <EmptyState icon="ball" message={t('inPlay.empty')} />
      </div>
    );
  }
  return (
    <div className="lobby in-play">
      <p className="in-play__note">
        <span className="in-play__live">{t('inPlay.live')}</span> {t('inPlay.refreshing')}
      </p>
      {live.status === 'error' && <LoadFailed failure={live.failure} onRetry={live.retry} compact />}
      <MatchesByLeague matches={live.data.matches} onOpen={open} />
    </div>
  );
}
