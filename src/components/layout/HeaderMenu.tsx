import { useNavigate, useRouterState, type NavigateOptions } from '@tanstack/react-router';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { logout } from '@/lib/auth';
import { isAgentSession, useSession } from '@/lib/session';
import { useFlag, useSiteInfo } from '@/lib/site';
import { refreshBalance, toggleBalanceHidden, walletState } from '@/lib/wallet';
import { confirmDialog } from '../ui/dialog';
import { Icon, type IconName } from '../ui/icons';
import { showToast } from '../ui/toast';
import { useMemberAction } from '../ui/use-member-action';
import { closeOverlays } from './menu-state';
import { usePageFacts } from './use-page-facts';
import { visitorEntries } from './visitor-entries';

interface Item {
  key: string;
  icon: IconName;
  label: string;
  run: () => void;
}

/** The header's drop menu: money shortcuts, balance controls (or a visitor's register entry), recent games, feedback, logout. */
export function HeaderMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const facts = usePageFacts();
  const memberAction = useMemberAction();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const wallet = useSnapshot(walletState);
  const site = useSiteInfo();
  const referralOn = useFlag('REFERRAL');
  const feedbackOn = useFlag('FEEDBACK3');
  const go = (to: NavigateOptions['to']) => () => {
    closeOverlays();
    void navigate({ to });
  };
  // Pages for real accounts: a trial account is offered registration rather than sent there and on to Home.
  const goReal = (to: NavigateOptions['to']) => () => {
    closeOverlays();
    void memberAction(() => void navigate({ to }), { realMember: true });
  };

  const items: Item[] = [];
  // An agent's account has no wallet: its menu has no money shortcuts and no balance controls.
  if (session && !isAgentSession(session)) {
    items.push({ key: 'deposit', icon: 'deposit', label: t('actions.deposit'), run: goReal('/m/voucherCenter') });
    if (referralOn) items.push({ key: 'invite', icon: 'invite', label: t('actions.invite'), run: goReal('/m/inviteFriends') });
    items.push({ key: 'withdraw', icon: 'withdraw', label: t('actions.withdraw'), run: goReal('/m/withdraw') });
    items.push({
      key: 'refresh',
      icon: 'refresh',
      label: t('header.refreshBalance'),
      run: () => {
        closeOverlays();
        void refreshBalance().catch(() => undefined);
      },
    });
    items.push({
      key: 'hide',
      icon: wallet.hidden ? 'eye' : 'eyeOff',
      label: wallet.hidden ? t('header.showBalance') : t('header.hideBalance'),
      run: () => {
        closeOverlays();
        toggleBalanceHidden();
      },
    });
  }
  if (!session) {
    const { menu } = visitorEntries(pathname, facts.back === 'none');
    if (menu.includes('login')) items.push({ key: 'login', icon: 'user', label: t('actions.login'), run: go('/m/login') });
    if (menu.includes('register')) items.push({ key: 'register', icon: 'invite', label: t('actions.register'), run: go('/m/register') });
  }
  items.push({
    key: 'recent',
    icon: 'clock',
    label: t('menu.recentGames'),
    run: () => {
      closeOverlays();
      void memberAction(() => void navigate({ to: '/m/fav-games', search: { dataType: 'RECENT' } }));
    },
  });
  if (feedbackOn) items.push({ key: 'feedback', icon: 'feedback', label: t('menu.feedback'), run: go('/m/feedback') });
  if (session) {
    items.push({
      key: 'logout',
      icon: 'logout',
      label: t('actions.logout'),
      run: () => {
        closeOverlays();
        void confirmLogout();
      },
    });
  }

  async function confirmLogout() {
    const sure = await confirmDialog({
      message: t('logout.confirm'),
      confirmLabel: t('actions.logout'),
      cancelLabel: t('actions.cancel'),
    });
    if (!sure) return;
    await logout();
    showToast(t('logout.done'), { kind: 'success' });
    await navigate({ to: '/m/home', replace: true });
  }

  return (
    <>
      <div className="click-away" onClick={closeOverlays} aria-hidden="true" />
      <div className="drop-menu" role="menu" aria-label={t('header.more')}>
        {items.map((item) => (
          <button key={item.key} type="button" role="menuitem" className="drop-menu__item" onClick={item.run}>
            <Icon name={item.icon} size={20} />
            {item.label}
          </button>
        ))}
        <p className="drop-menu__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), site: site?.siteName ?? 'Tala', age: site?.ageLimit ?? 18 })}
        </p>
      </div>
    </>
  );
}
