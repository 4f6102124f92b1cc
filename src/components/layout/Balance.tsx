import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { formatMoney, MASKED_BALANCE } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { refreshBalance, toggleBalanceHidden, walletState } from '@/lib/wallet';
import { Icon } from '../ui/icons';

const UNKNOWN_BALANCE = { sumBalance: null, hidden: false, refreshing: false, playMoney: false, saved: false } as const;

/** The balance with show/hide and refresh; masked while a refresh runs or when hidden; labelled when it is a saved figure. */
export function Balance() {
  const { t } = useTranslation('shell');
  const live = useSnapshot(walletState);
  // A page the server rendered knows no balance: it is taken over with the figure unknown, as drawn.
  const wallet = useHydrated() ? live : UNKNOWN_BALANCE;
  const site = useSiteInfo();
  const masked = wallet.hidden || wallet.refreshing;
  const figure = wallet.sumBalance === null ? '—' : formatMoney(wallet.sumBalance, currencySymbol(site), site?.currency.decimals ?? 2);
  return (
    <div className="balance">
      <span className="balance__label visually-hidden">{t('header.balance')}</span>
      <output className={`balance__value${wallet.refreshing ? ' balance__value--busy' : ''}`} aria-live="polite" data-testid="balance">
        {masked ? MASKED_BALANCE : figure}
      </output>
      {/* A trial account plays with play money: never shown as if it were the player's own. */}
      {wallet.playMoney && wallet.sumBalance !== null && (
        <span className="balance__play" data-testid="play-money">
          {t('header.playMoney')}
        </span>
      )}
      {/* A figure read back from the device, or one whose refresh failed, may be out of date: say so. */}
      {wallet.saved && !masked && wallet.sumBalance !== null && <span className="balance__saved">{t('header.savedBalance')}</span>}
      <button
        type="button"
        className="icon-btn icon-btn--small"
        aria-label={wallet.hidden ? t('header.showBalance') : t('header.hideBalance')}
        aria-pressed={wallet.hidden}
        onClick={toggleBalanceHidden}
      >
        <Icon name={wallet.hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className={`icon-btn icon-btn--small${wallet.refreshing ? ' is-spinning' : ''}`}
        aria-label={t('header.refreshBalance')}
        disabled={wallet.refreshing}
        onClick={() => void refreshBalance().catch(() => undefined)}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}
