import './sports.css';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { OnOpenGame } from '@/components/game/GameTile';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { useLiveMatches } from '@/lib/games/live-matches';
import { useTranslation } from '@/lib/use-translation';
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
    <section className="hot-matches" aria-labelledby={headingId} data-testid="hot-matches">
      <div className="hot-matches__head">
        <h2 id={headingId} className="hot-matches__title">
          <Icon name="ball" size={20} />
          {t('hot.title')}
        </h2>
        <Link to="/m/in-play" className="hot-matches__all">
          {t('hot.all')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
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
    </section>
  );
}
