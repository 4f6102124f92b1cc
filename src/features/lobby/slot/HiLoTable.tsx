import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { HiLoGuess, HiLoRound, HiLoState, PlayingCard } from '@contract/lobby';
import { playHiLo } from '../api/play-hilo';
import { BetChips, GameBalance, RoundFailure } from './GameParts';
import { outcomeKind, outcomeText } from './outcome';
import { useRound } from './use-round';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const SUIT_MARKS: Record<PlayingCard['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_MARKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

const cardName = (t: Translate, card: PlayingCard) =>
  t('lobby:hilo.cardName', { rank: t(`lobby:hilo.ranks.${card.rank}`), suit: t(`lobby:hilo.suits.${card.suit}`) });

function Card({ card, label, testId }: { card: PlayingCard; label: string; testId: string }) {
  const red = card.suit === 'H' || card.suit === 'D';
  const mark = `${RANK_MARKS[card.rank] ?? card.rank}${SUIT_MARKS[card.suit]}`;
  return (
    <span className={`hilo-card${red ? ' hilo-card--red' : ''}`} role="img" aria-label={label} data-testid={testId} data-rank={card.rank}>
      <span aria-hidden="true">{mark}</span>
    </span>
  );
}

/**
 * Hi-Lo: the card on the table, a bet, and two buttons, higher or lower, each showing what
 * it pays on this card. The drawn card becomes the next round's card.
 */
export function HiLoTable({ launch, state, money }: { launch: string; state: HiLoState; money: (n: number) => string }) {
  const { t } = useTranslation(['lobby', 'errors']);
  const send = useCallback(
    (roundId: string, choice: { bet: number; guess: HiLoGuess }) => playHiLo(launch, roundId, choice.bet, choice.guess),
    [launch],
  );
  const keyOf = useCallback((choice: { bet: number; guess: HiLoGuess }) => `${choice.bet}:${choice.guess}`, []);
  const { round, playing, failure, play } = useRound<{ bet: number; guess: HiLoGuess }, HiLoRound>(send, keyOf);
  const [bet, setBet] = useState(() => state.bets[0] ?? 1);
  const card = round?.next ?? state.card;
  const odds = round?.nextOdds ?? state.odds;
  const balance = round?.balance ?? state.balance;
  const shown = round ?? state.lastRound;

  const guessButton = (guess: HiLoGuess, multiple: number) => {
    const key = guess === 'HIGHER' ? 'higher' : 'lower';
    return (
      <button
        type="button"
        className="btn btn--gold hilo__guess"
        disabled={playing || multiple === 0 || balance < bet}
        onClick={() => void play({ bet, guess })}
      >
        {multiple === 0 ? t(`lobby:hilo.no_${key}`) : t(`lobby:hilo.${key}`, { odds: multiple.toFixed(2) })}
      </button>
    );
  };

  return (
    <div className="slot hilo">
      <GameBalance balance={balance} playMoney={state.playMoney} money={money} />
      <div className="hilo__table">
        <figure className="hilo__spot">
          <Card card={card} label={cardName(t, card)} testId="hilo-card" />
          <figcaption>{t('lobby:hilo.onTable')}</figcaption>
        </figure>
        {shown && (
          <figure className="hilo__spot hilo__spot--past">
            <Card card={shown.card} label={cardName(t, shown.card)} testId="hilo-previous" />
            <figcaption>{t('lobby:hilo.previous')}</figcaption>
          </figure>
        )}
      </div>
      <p
        className={`slot__result${round ? ` is-${outcomeKind(round)}` : ''}`}
        aria-live="polite"
        data-testid="round-result"
        data-net={round?.net ?? ''}
        data-round={round?.roundId ?? ''}
      >
        {round ? `${t('lobby:hilo.drawn', { card: cardName(t, round.next) })} ${outcomeText(t, round, money)}` : t('lobby:hilo.ready')}
        {round && (
          <span className="slot__net" data-testid="round-net">
            {t('lobby:game.net', { net: money(round.net) })}
          </span>
        )}
      </p>
      <RoundFailure failure={failure} retryKey="retryRound" />
      <BetChips bets={state.bets} bet={bet} onChange={setBet} disabled={playing} money={money} />
      <div className="hilo__guesses">
        {guessButton('HIGHER', odds.higher)}
        {guessButton('LOWER', odds.lower)}
      </div>
      <details className="slot__paytable">
        <summary>{t('lobby:hilo.rulesTitle', { rtp: (state.rtp * 100).toFixed(2) })}</summary>
        <p>{t('lobby:hilo.rules')}</p>
      </details>
    </div>
  );
}
