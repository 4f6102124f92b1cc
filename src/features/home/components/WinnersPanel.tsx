import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Game, Winner } from '@contract/domain';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { formatAmount } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { QueryResult } from '@/lib/query/use-query';
import { HomeSection } from './HomeSection';

/** Four entries show at once; longer boards scroll one entry at a time. */
const VISIBLE_ROWS = 4;
const STEP_MS = 2500;

export function WinnersPanel({ resource, onPlay }: { resource: QueryResult<Winner[]>; onPlay: (game: Game) => void }) {
  const { t } = useTranslation('home');
  const { data, status, failure, retry } = resource;
  // The board sits at the foot of Home: it is drawn, and starts scrolling, when the player comes near.
  const [placeholder, near] = useNearViewport<HTMLDivElement>(true);
  if (data && data.length === 0 && status !== 'loading') return null;
  return (
    <HomeSection title={t('sections.winners')} icon="trophy" testId="section-winners">
      {data && data.length > 0 && near ? (
        <WinnerList winners={data} onPlay={onPlay} />
      ) : status === 'error' ? (
        <LoadFailed failure={failure} onRetry={retry} />
      ) : (
        <div ref={placeholder} className="winners winners--skeleton" role="status" aria-label={t('loading')} />
      )}
    </HomeSection>
  );
}

function WinnerList({ winners, onPlay }: { winners: readonly Winner[]; onPlay: (game: Game) => void }) {
  const { t } = useTranslation('home');
  const scrolls = winners.length > VISIBLE_ROWS;
  const [step, setStep] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!scrolls || paused) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setStep((s) => s + 1);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [scrolls, paused]);

  // The list is drawn twice over: after the last entry it jumps back to the first without a visible seam.
  const rows = scrolls ? [...winners, ...winners.slice(0, VISIBLE_ROWS)] : winners;
  const onTransitionEnd = () => {
    if (step >= winners.length) {
      setAnimate(false);
      setStep(0);
    }
  };
  return (
    <div
      className="winners"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        className={`winners__list${animate ? ' winners__list--animate' : ''}`}
        style={{ transform: `translateY(calc(${-step} * var(--winner-row)))` }}
        onTransitionEnd={onTransitionEnd}
      >
        {rows.map((winner, index) => {
          const copy = index >= winners.length;
          return (
            <li key={index} className="winner" aria-hidden={copy || undefined}>
              <img className="winner__icon" src={winner.vo.iconUrl} alt="" loading="lazy" width={44} height={44} />
              <div className="winner__text">
                <span className="winner__game">{winner.vo.gameName}</span>
                <span className="winner__who">
                  {winner.vo.customerName} {t('justWon')}
                </span>
              </div>
              <span className="winner__amount">
                {winner.vo.currencySymbol}
                {formatAmount(winner.vo.winAmount)}
              </span>
              <button
                type="button"
                className="btn btn--gold btn--tiny"
                tabIndex={copy ? -1 : undefined}
                onClick={() => onPlay(winner.game)}
                aria-label={`${t('playNow')}: ${winner.vo.gameName}`}
              >
                <Icon name="chevronRight" size={14} />
                {t('playNow')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
