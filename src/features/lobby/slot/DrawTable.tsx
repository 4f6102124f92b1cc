import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BetRecordLink } from '@/components/ui/BetRecordLink';
import { DRAW_ERROR_CODES } from '@contract/draw';
import type { DrawState, DrawTicket } from '@contract/lobby';
import { invalidate } from '@/lib/query/client';
import { buyDrawTicket } from '../api/buy-draw-ticket';
import { BetChips, GameBalance, RoundFailure } from './GameParts';
import { useRound } from './use-round';
import { formatTime } from '@/lib/dates';

interface TicketLine {
  pick: string;
  stake: number;
}
interface TicketChoice {
  drawNo: string;
  lines: TicketLine[];
}

const toCents = (amount: number) => Math.round(amount * 100);
const spaced = (pick: string) => pick.split('').join(' ');
const luckyPick = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1000).padStart(3, '0');

/**
 * Tala 3D: choose a draw, pick three digits and a stake for each line, and buy the ticket.
 * The stakes leave the balance at once; each line waits for its draw and can be cancelled in
 * the bet records until the draw's tickets close.
 */
export function DrawTable({ launch, state, money }: { launch: string; state: DrawState; money: (n: number) => string }) {
  const { t } = useTranslation(['lobby', 'errors']);
  const send = useCallback(
    (ticketId: string, choice: TicketChoice) => buyDrawTicket(launch, ticketId, choice.drawNo, choice.lines),
    [launch],
  );
  const keyOf = useCallback((choice: TicketChoice) => JSON.stringify(choice), []);
  const { round: ticket, playing, failure, play } = useRound<TicketChoice, DrawTicket>(send, keyOf);
  const [drawNo, setDrawNo] = useState(() => state.draws[0]?.drawNo ?? '');
  const [pick, setPick] = useState('');
  const [stake, setStake] = useState(() => state.stakes[0] ?? 1);
  const [lines, setLines] = useState<TicketLine[]>([]);
  const balance = ticket?.balance ?? state.balance;
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.stake), 0);
  const draw = state.draws.find((d) => d.drawNo === drawNo) ?? state.draws[0];
  const full = lines.length >= state.maxLines;

  const addLine = () => {
    if (pick.length !== 3 || full) return;
    setLines([...lines, { pick, stake }]);
    setPick('');
  };
  const buy = async () => {
    if (!draw || lines.length === 0) return;
    const bought = await play({ drawNo: draw.drawNo, lines });
    if (bought) setLines([]);
  };
  // A draw that closed while the page was open leaves the list: the next draws are asked for again.
  useEffect(() => {
    if (failure?.errorCode === DRAW_ERROR_CODES.drawClosed) invalidate(['drawState', launch]);
  }, [failure, launch]);

  return (
    <div className="slot draw">
      <GameBalance balance={balance} playMoney={state.playMoney} money={money} />

      <fieldset className="draw__draws">
        <legend>{t('lobby:draw.chooseDraw')}</legend>
        {state.draws.map((option) => (
          <label key={option.drawNo} className={`bet-chip draw__chip${option.drawNo === draw?.drawNo ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="draw"
              value={option.drawNo}
              checked={option.drawNo === draw?.drawNo}
              onChange={() => setDrawNo(option.drawNo)}
              disabled={playing}
            />
            <span>{t('lobby:draw.drawAt', { time: formatTime(option.drawAt) })}</span>
          </label>
        ))}
      </fieldset>
      {draw && <p className="draw__closes">{t('lobby:draw.closesAt', { time: formatTime(draw.closesAt) })}</p>}

      <div className="draw__pick">
        <label className="draw__pick-label" htmlFor="draw-pick">
          {t('lobby:draw.pick')}
        </label>
        <input
          id="draw-pick"
          className="draw__digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={pick}
          onChange={(event) => setPick(event.target.value.replace(/\D/g, '').slice(0, 3))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') addLine();
          }}
        />
        <button type="button" className="btn btn--outline" onClick={() => setPick(luckyPick())}>
          {t('lobby:draw.lucky')}
        </button>
      </div>
      <BetChips bets={state.stakes} bet={stake} onChange={setStake} disabled={playing} money={money} />
      <button type="button" className="btn btn--outline btn--block" disabled={pick.length !== 3 || full || playing} onClick={addLine}>
        {full ? t('lobby:draw.full', { count: state.maxLines }) : t('lobby:draw.addLine')}
      </button>

      {lines.length > 0 && (
        <ul className="draw__lines" aria-label={t('lobby:draw.lines')}>
          {lines.map((line, index) => (
            <li key={`${index}-${line.pick}`} className="draw__line">
              <span className="draw__line-pick">{spaced(line.pick)}</span>
              <span>{money(line.stake)}</span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t('lobby:draw.removeLine', { line: index + 1 })}
                disabled={playing}
                onClick={() => setLines(lines.filter((_, i) => i !== index))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}

      <button
        type="button"
        className="btn btn--gold btn--block slot__spin"
        disabled={playing || lines.length === 0 || toCents(balance) < totalCents}
        onClick={() => void buy()}
      >
        {playing ? t('lobby:draw.buying') : t('lobby:draw.buy', { total: money(totalCents / 100) })}
      </button>
      <RoundFailure failure={failure} retryKey="retryRound" />

      <p className="slot__result" aria-live="polite" data-testid="ticket-result" data-ticket={ticket?.ticketId ?? ''}>
        {ticket
          ? t('lobby:draw.bought', {
              time: formatTime(ticket.drawAt),
              count: ticket.lines.length,
              total: money(ticket.bet),
            })
          : t('lobby:draw.ready')}
      </p>
      {ticket && (
        <BetRecordLink className="btn btn--outline btn--block" order={ticket.ticketId}>
          {t('lobby:draw.seeTicket')}
        </BetRecordLink>
      )}

      <section className="draw__results" aria-labelledby="draw-results">
        <h2 id="draw-results" className="draw__results-title">
          {t('lobby:draw.results')}
        </h2>
        {state.results.length === 0 ? (
          <p>{t('lobby:draw.noResults')}</p>
        ) : (
          <ul className="draw__lines">
            {state.results.map((result) => (
              <li key={result.drawNo} className="draw__line">
                <span>{t('lobby:draw.drawAt', { time: formatTime(result.drawAt) })}</span>
                <span className="draw__line-pick">{spaced(result.numbers)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <details className="slot__paytable">
        <summary>{t('lobby:draw.rulesTitle', { rtp: ((state.payout / 1000) * 100).toFixed(0) })}</summary>
        <p>{t('lobby:draw.rules', { payout: state.payout })}</p>
      </details>
    </div>
  );
}
