import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SlotRound, SlotState, SlotSymbol } from '@contract/lobby';
import { BetChips, GameBalance, RoundFailure } from './GameParts';
import { outcomeKind, outcomeText } from './outcome';
import { SymbolArt } from './SymbolArt';
import { useSlot } from './use-slot';

/** One of the in-house slots (Tala Fruits, Gem Palace): the reels, bet, spin, the outcome and the paytable. */
export function SlotMachine({ launch, state, money }: { launch: string; state: SlotState; money: (n: number) => string }) {
  const { t } = useTranslation(['lobby', 'errors']);
  const { round, spinning, failure, spin } = useSlot(launch);
  const [bet, setBet] = useState(() => state.bets[0] ?? 1);
  const shown = round ?? state.lastRound;
  const balance = round?.balance ?? state.balance;
  const winningCells = winningCellsOf(shown, state.lines);

  return (
    <div className={`slot slot--${state.machine.toLowerCase()}`}>
      <GameBalance balance={balance} playMoney={state.playMoney} money={money} />

      <div className={`reels${spinning ? ' is-spinning' : ''}`} role="img" aria-label={reelsLabel(t, shown)}>
        {[0, 1, 2].map((row) =>
          [0, 1, 2].map((reel) => {
            const cell = shown?.grid[row]?.[reel];
            return (
              <span key={`${row}-${reel}`} className={`reels__cell${winningCells.has(`${row}-${reel}`) ? ' is-winning' : ''}`}>
                {cell ? <SymbolArt symbol={cell} /> : <span className="reels__blank">?</span>}
              </span>
            );
          }),
        )}
      </div>

      <p
        className={`slot__result${round ? ` is-${outcomeKind(round)}` : ''}`}
        aria-live="polite"
        data-testid="round-result"
        data-net={round?.net ?? ''}
        data-round={round?.roundId ?? ''}
      >
        {round ? outcomeText(t, round, money) : t('lobby:game.ready')}
        {round && (
          <span className="slot__net" data-testid="round-net">
            {t('lobby:game.net', { net: money(round.net) })}
          </span>
        )}
      </p>
      <RoundFailure failure={failure} retryKey="retrySpin" />

      <BetChips bets={state.bets} bet={bet} onChange={setBet} disabled={spinning} money={money} />

      <button
        type="button"
        className="btn btn--gold btn--block slot__spin"
        disabled={spinning || balance < bet}
        onClick={() => void spin(bet)}
      >
        {spinning ? t('lobby:game.spinning') : t('lobby:game.spin', { bet: money(bet) })}
      </button>

      <details className="slot__paytable">
        <summary>{t('lobby:game.paytable', { rtp: (state.rtp * 100).toFixed(2) })}</summary>
        <p>{t('lobby:game.rules', { lines: state.lines.length })}</p>
        {state.machine === 'GEMS' && <p>{t('lobby:game.wild')}</p>}
        <table>
          <tbody>
            {state.paytable.map((entry) => (
              <tr key={`${entry.symbol}-${entry.count}`}>
                <th scope="row">{t(`lobby:game.combo.${entry.count}`, { symbol: t(`lobby:game.symbols.${entry.symbol}`) })}</th>
                <td>×{entry.multiplier}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** Cells on a paying line, as "row-reel". */
function winningCellsOf(round: SlotRound | null | undefined, lines: readonly (readonly number[])[]): Set<string> {
  const cells = new Set<string>();
  for (const win of round?.lineWins ?? []) {
    const rows = lines[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${rows[reel]}-${reel}`);
  }
  return cells;
}

function reelsLabel(t: (key: string, options?: Record<string, unknown>) => string, round: SlotRound | null | undefined): string {
  if (!round) return t('lobby:game.reelsIdle');
  const rows = round.grid.map((row) => row.map((s: SlotSymbol) => t(`lobby:game.symbols.${s}`)).join(', '));
  return t('lobby:game.reels', { rows: rows.join('; ') });
}
