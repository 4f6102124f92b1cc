import type { LiveMatch } from '@contract/sports';
import { useTranslation } from '@/lib/use-translation';

/** The minute as a match shows it: 67', 45+2', or half time. */
export function MatchClock({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('sports');
  if (match.period === 'HALF_TIME') {
    return (
      <p className="match-clock">
        <span aria-hidden="true">{t('clock.halfTime')}</span>
        <span className="visually-hidden">{t('clock.halfTimeLabel')}</span>
      </p>
    );
  }
  const shown = match.addedMinute > 0 ? `${match.minute}+${match.addedMinute}'` : `${match.minute}'`;
  return (
    <p className="match-clock">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">
        {match.addedMinute > 0
          ? t('clock.added', { minute: match.minute, added: match.addedMinute })
          : t('clock.minute', { minute: match.minute })}
      </span>
    </p>
  );
}

const price = (odds: number) => odds.toFixed(2);

/**
 * One live match: the minute, the two sides with their goals, and the three results' odds. The whole
 * card is one button's target (named by the two sides): a tap opens the sports book at the match.
 */
export function MatchCard({ match, onOpen }: { match: LiveMatch; onOpen: (match: LiveMatch) => void }) {
  const { t } = useTranslation('sports');
  const odds = [
    { mark: '1', label: t('match.homeWin', { team: match.home.name }), value: match.odds.home },
    { mark: 'X', label: t('match.draw'), value: match.odds.draw },
    { mark: '2', label: t('match.awayWin', { team: match.away.name }), value: match.odds.away },
  ];
  return (
    <li className="match-card" data-match={match.matchId}>
      <MatchClock match={match} />
      <button
        type="button"
        className="match-card__open"
        aria-label={t('match.open', { home: match.home.name, away: match.away.name })}
        onClick={() => onOpen(match)}
      >
        <span className="match-card__team">{match.home.name}</span>
        <span className="match-card__team">{match.away.name}</span>
      </button>
      <p className="match-card__score">
        <span className="visually-hidden">{t('match.score')} </span>
        <span>{match.home.score}</span>
        <span className="visually-hidden"> – </span>
        <span>{match.away.score}</span>
      </p>
      <dl className="match-card__odds">
        {odds.map((entry) => (
          <div key={entry.mark} className="match-card__price">
            <dt>
              <span aria-hidden="true">{entry.mark}</span>
              <span className="visually-hidden">{entry.label}</span>
            </dt>
            <dd>{price(entry.value)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
