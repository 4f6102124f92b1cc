import './sports.css';
import { useId } from 'react';
import type { OnOpenGame } from '@/components/game/GameTile';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { useLiveMatches } from '@/lib/games/live-matches';
import { useTranslation } from '@/lib/use-translation';
import { SportsPanel } from './SportsPanel';
import { MatchCard } from './MatchCard';
import { useMatchOpener } from './use-match-opener';

/**
 * The hot-match panel: the platform's few hottest live matches (the most goals, then the closest
 * score), kept current while on screen, and a way to every live match. It takes no room when no
 * match is live.
 */
export default function HotMatches({ onOpen }: { onOpen: OnOpenGame }) {
  const { t } = useTranslation('sports');
  const headingId = useId();
  const live = useLiveMatches('hot');
  const open = useMatchOpener(live.data, onOpen);
  if (live.data?.matches.length === 0) return null;
  return (
    <SportsPanel headingId={headingId} testId="hot-matches" title={t('hot.title')} to="/m/in-play" more={t('hot.all')}>
      {live.data ? (
        <ul className="match-list" aria-labelledby={headingId}>
          {live.data.matches.map((match) => (
            <MatchCard key={match.matchId} match={match} onOpen={open} />
          ))}
        </ul>
      ) : live.status === 'error' ? (
        <LoadFailed failure={live.failure} onRetry={live.retry} compact />
      ) : (
        <div className="match-list match-list--loading shimmer" role="status" aria-label={t('hot.title')} />
      )}
    </SportsPanel>
  );
}
