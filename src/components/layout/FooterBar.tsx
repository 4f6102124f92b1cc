import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isAgentType, TRIAL_TYPE } from '@contract/account';
import { formatAmount } from '@/lib/format';
import { requestHomeReset } from '@/lib/nav-events';
import { APP_PATHS } from '@/lib/route-meta';
import { sessionState } from '@/lib/session';
import { currencySymbol, memberCentrePath, useFlag, useSiteInfo, useTemplates } from '@/lib/site';
import { useAppNavigate } from '../ui/AppLink';
import { alertDialog } from '../ui/dialog';
import { Icon, type IconName } from '../ui/icons';
import { useMemberAction } from '../ui/use-member-action';

interface FooterItem {
  key: string;
  icon: IconName;
  label: string;
  href: string;
  tag?: string;
  centre?: boolean;
  onPress: () => void;
}

/** The footer bar: Home, Promotion, Deposit (centre), Invite, Member centre. */
export function FooterBar() {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useAppNavigate();
  const memberAction = useMemberAction();
  const session = useSnapshot(sessionState).info;
  const site = useSiteInfo();
  const templates = useTemplates();
  const referralOn = useFlag('REFERRAL');
  const memberHome = memberCentrePath(templates);
  const symbol = currencySymbol(site);

  const openMemberCentre = async () => {
    if (!session) return navigate(APP_PATHS.login);
    if (session.type === TRIAL_TYPE) {
      const register = await alertDialog({ message: t('footer.trialRegister'), confirmLabel: t('actions.register') });
      if (register) navigate(APP_PATHS.register);
      return;
    }
    navigate(memberHome);
  };

  const items: FooterItem[] = [
    {
      key: 'home',
      icon: 'home',
      label: t('footer.home'),
      href: APP_PATHS.home,
      onPress: () => {
        requestHomeReset();
        navigate(APP_PATHS.home);
      },
    },
    {
      key: 'promotion',
      icon: 'gift',
      label: t('footer.promotion'),
      href: APP_PATHS.promotions,
      onPress: () => navigate(APP_PATHS.promotions),
    },
    {
      key: 'deposit',
      icon: 'deposit',
      label: t('footer.deposit'),
      href: APP_PATHS.deposit,
      centre: true,
      tag: t('footer.bonusTag'),
      onPress: () => void memberAction(() => navigate(APP_PATHS.deposit)),
    },
  ];
  if (referralOn && !(session && isAgentType(session.type))) {
    items.push({
      key: 'invite',
      icon: 'invite',
      label: t('footer.invite'),
      href: APP_PATHS.invite,
      tag: site ? `${symbol}${formatAmount(site.bonuses.invite, 0)}` : undefined,
      onPress: () => void memberAction(() => navigate(APP_PATHS.invite)),
    });
  }
  items.push({ key: 'member', icon: 'user', label: t('footer.member'), href: memberHome, onPress: () => void openMemberCentre() });

  return (
    <nav className="footer-bar" aria-label={t('footer.label')}>
      {items.map((item) => {
        const current = pathname === item.href || (item.key === 'member' && (pathname === '/m/mine' || pathname === '/m/member/home'));
        return (
          <a
            key={item.key}
            href={item.href}
            className={`footer-bar__item${item.centre ? ' footer-bar__item--centre' : ''}`}
            aria-current={current ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              item.onPress();
            }}
          >
            <span className="footer-bar__icon">
              <Icon name={item.icon} size={item.centre ? 28 : 24} />
              {item.tag && <span className="footer-bar__tag">{item.tag}</span>}
            </span>
            <span className="footer-bar__label">{item.label}</span>
          </a>
        );
      })}
    </nav>
  );
}
