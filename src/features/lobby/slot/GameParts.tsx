import { useTranslation } from '@/lib/use-translation';
import { lobbyErrorMessage } from '@/components/game/lobby-error';
import type { ApiFailure } from '@/lib/api-client';

/** The balance a game plays with; play money (a trial account's, or free play) is labelled as such. */
export function GameBalance({ balance, playMoney, money }: { balance: number; playMoney: boolean; money: (n: number) => string }) {
  const { t } = useTranslation('lobby');
  return (
    <section className="slot__balance" aria-label={t('game.balance')}>
      <span className="slot__label">{playMoney ? t('game.playBalance') : t('game.balance')}</span>
      <output className="slot__money" data-testid="game-balance" data-value={balance}>
        {money(balance)}
      </output>
      {playMoney && (
        <span className="pill" data-testid="game-play-money">
          {t('game.playMoney')}
        </span>
      )}
    </section>
  );
}

/** The stakes offered, one radio chip each. */
export function BetChips({
  bets,
  bet,
  onChange,
  disabled,
  money,
}: {
  bets: readonly number[];
  bet: number;
  onChange: (bet: number) => void;
  disabled: boolean;
  money: (n: number) => string;
}) {
  const { t } = useTranslation('lobby');
  return (
    <fieldset className="slot__bets">
      <legend>{t('game.bet')}</legend>
      {bets.map((amount) => (
        <label key={amount} className={`bet-chip${amount === bet ? ' is-selected' : ''}`}>
          <input type="radio" name="bet" value={amount} checked={amount === bet} onChange={() => onChange(amount)} disabled={disabled} />
          <span>{money(amount)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Why a round did not go through, and what to do. */
export function RoundFailure({ failure, retryKey }: { failure: ApiFailure | null; retryKey: 'retrySpin' | 'retryRound' }) {
  const { t } = useTranslation(['lobby', 'errors']);
  if (!failure) return null;
  return (
    <p className="slot__failure" role="alert">
      {failure.errorCode === 'wallet.insufficient'
        ? t('lobby:game.insufficient')
        : failure.kind === 'offline' || failure.kind === 'timeout'
          ? t(`lobby:game.${retryKey}`, { reason: lobbyErrorMessage(t, failure) })
          : lobbyErrorMessage(t, failure)}
    </p>
  );
}
