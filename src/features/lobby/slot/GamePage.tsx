import './slot.css';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SlotRound, SlotState, SlotSymbol } from '@contract/lobby';
import { LOBBY_ERROR_CODES } from '@contract/lobby';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { lobbyErrorMessage } from '@/components/game/lobby-error';
import { formatMoney } from '@/lib/format';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useSlotState } from '../api/get-slot-state';
import { SymbolArt } from './SymbolArt';
import { useSlot } from './use-slot';

export interface GamePageSearch {
  nodeId: string;
  launch: string;
  name?: string | undefined;
  art?: string | undefined;
}

/**
 * The in-house demo game every launch opens, full screen inside the app: the chosen
 * game's name and art, the balance it plays with, bet, spin, the reels and the last win.
 */
export function GamePage({ search }: { search: GamePageSearch }) {
  const { t } = useTranslation(['lobby', 'errors']);
  const router = useRouter();
  const state = useSlotState(search.launch);
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/m/home', replace: true });
  };
  const name = state.data?.game.gameName ?? search.name ?? '';
  const art = state.data?.game.iconUrl ?? search.art;
  return (
    <div className="game-page">
      <header className="game-page__bar">
        <button type="button" className="icon-btn" aria-label={t('lobby:game.back')} onClick={goBack}>
          <Icon name="back" />
        </button>
        {art && <img className="game-page__art" src={art} alt="" width={36} height={36} />}
        <h1 className="game-page__title">{name}</h1>
      </header>
      {state.status === 'error' && !state.data ? (
        state.failure?.errorCode === LOBBY_ERROR_CODES.launchExpired ? (
          <div className="game-page__ended">
            <p>{t('lobby:game.ended')}</p>
            <button type="button" className="btn btn--gold" onClick={goBack}>
              {t('lobby:game.back')}
            </button>
          </div>
        ) : (
          <LoadFailed failure={state.failure} onRetry={state.retry} />
        )
      ) : state.data ? (
        <SlotMachine launch={search.launch} state={state.data} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}

function SlotMachine({ launch, state }: { launch: string; state: SlotState }) {
  const { t } = useTranslation(['lobby', 'errors']);
  const site = useSiteInfo();
  const symbol = currencySymbol(site);
  const { round, spinning, failure, spin } = useSlot(launch);
  const [bet, setBet] = useState(() => state.bets[0] ?? 1);
  const shown = round ?? state.lastRound;
  const balance = round?.balance ?? state.balance;
  const money = (amount: number) => formatMoney(amount, symbol);
  const winningCells = winningCellsOf(shown, state.lines);

  return (
    <div className="slot">
      <section className="slot__balance" aria-label={t('lobby:game.balance')}>
        <span className="slot__label">{t('lobby:game.balance')}</span>
        <output className="slot__money" data-testid="game-balance" data-value={balance}>
          {money(balance)}
        </output>
        {state.playMoney && <span className="pill">{t('lobby:game.playMoney')}</span>}
      </section>

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
        className="slot__result"
        aria-live="polite"
        data-testid="round-result"
        data-net={round?.net ?? ''}
        data-round={round?.roundId ?? ''}
      >
        {round
          ? round.win > 0
            ? t('lobby:game.won', { win: money(round.win), net: money(round.net) })
            : t('lobby:game.lost', { bet: money(round.bet) })
          : t('lobby:game.ready')}
      </p>
      {failure && (
        <p className="slot__failure" role="alert">
          {failure.errorCode === 'wallet.insufficient'
            ? t('lobby:game.insufficient')
            : failure.kind === 'offline' || failure.kind === 'timeout'
              ? t('lobby:game.retrySpin', { reason: lobbyErrorMessage(t, failure) })
              : lobbyErrorMessage(t, failure)}
        </p>
      )}

      <fieldset className="slot__bets">
        <legend>{t('lobby:game.bet')}</legend>
        {state.bets.map((amount) => (
          <label key={amount} className={`bet-chip${amount === bet ? ' is-selected' : ''}`}>
            <input type="radio" name="bet" value={amount} checked={amount === bet} onChange={() => setBet(amount)} disabled={spinning} />
            <span>{money(amount)}</span>
          </label>
        ))}
      </fieldset>

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
