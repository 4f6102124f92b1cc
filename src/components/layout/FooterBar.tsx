import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '@/lib/use-translation';
import { TRIAL_TYPE } from '@contract/account';
import { formatAmount } from '@/lib/format';
import { isAgentSession, useSession } from '@/lib/session';
import { currencySymbol, memberCentrePath, useFlag, useSiteInfo, useTemplates } from '@/lib/site';
import { alertDialog } from '../ui/dialog';
import { Icon, type IconName } from '../ui/icons';
import { useMemberAction } from '../ui/use-member-action';

interface FooterItem {
  key: string;
  icon: IconName;
  label: string;
  to: '/m/home' | '/m/activity' | '/m/voucherCenter' | '/m/inviteFriends' | '/m/mine' | '/m/member/home' | '/m/agent/home' | '/m/agent';
  tag?: string;
  centre?: boolean;
  /** Runs instead of following the link (a visitor is asked to log in first, a trial account to register). */
  onPress?: () => void;
}

/**
 * The footer bar: Home, Promotion, Deposit (centre), Invite, Member centre; for an agent, whose
 * account has no wallet, bonus or member centre: Home, Promotion, agent home (centre), agency centre.
 */
export function FooterBar() {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const memberAction = useMemberAction();
  const session = useSession();
  const site = useSiteInfo();
  const templates = useTemplates();
  const referralOn = useFlag('REFERRAL');
  const memberHome = memberCentrePath(templates);
  const symbol = currencySymbol(site);

  const openMemberCentre = async () => {
    if (!session) return navigate({ to: '/m/login' });
    if (session.type === TRIAL_TYPE) {
      const register = await alertDialog({ message: t('footer.trialRegister'), confirmLabel: t('actions.register') });
      if (register) await navigate({ to: '/m/register' });
      return;
    }
    await navigate({ to: memberHome });
  };

  const agent = isAgentSession(session);
  const items: FooterItem[] = [
    {
      key: 'home',
      icon: 'home',
      label: t('footer.home'),
      to: '/m/home',
      onPress: () => {
        void navigate({ to: '/m/home' });
      },
    },
    {
      key: 'promotion',
      icon: 'gift',
      label: t('footer.promotion'),
      to: '/m/activity',
    },
  ];
  if (agent) {
    items.push(
      { key: 'agent', icon: 'trophy', label: t('footer.agent'), to: '/m/agent/home', centre: true },
      { key: 'agency', icon: 'invite', label: t('footer.agency'), to: '/m/agent' },
    );
    return <FooterNav items={items} pathname={pathname} label={t('footer.label')} />;
  }
  items.push({
    key: 'deposit',
    icon: 'deposit',
    label: t('footer.deposit'),
    to: '/m/voucherCenter',
    centre: true,
    tag: t('footer.bonusTag'),
    onPress: () => void memberAction(() => void navigate({ to: '/m/voucherCenter' }), { realMember: true }),
  });
  if (referralOn) {
    items.push({
      key: 'invite',
      icon: 'invite',
      label: t('footer.invite'),
      to: '/m/inviteFriends',
      tag: site ? `${symbol}${formatAmount(site.bonuses.invite, 0)}` : undefined,
      onPress: () => void memberAction(() => void navigate({ to: '/m/inviteFriends' }), { realMember: true }),
    });
  }
  items.push({ key: 'member', icon: 'user', label: t('footer.member'), to: memberHome, onPress: () => void openMemberCentre() });
  return <FooterNav items={items} pathname={pathname} label={t('footer.label')} />;
}

function FooterNav({ items, pathname, label }: { items: readonly FooterItem[]; pathname: string; label: string }) {
  return (
    <nav className="footer-bar" aria-label={label}>
      {items.map((item) => {
        const current = pathname === item.to || (item.key === 'member' && (pathname === '/m/mine' || pathname === '/m/member/home'));
        const { onPress } = item;
        return (
          <Link
            key={item.key}
            to={item.to}
            className={`footer-bar__item${item.centre ? ' footer-bar__item--centre' : ''}`}
            aria-current={current ? 'page' : undefined}
            activeOptions={{ exact: true }}
            onClick={
              onPress &&
              ((event) => {
                event.preventDefault();
                onPress();
              })
            }
          >
            <span className="footer-bar__icon">
              <Icon name={item.icon} size={item.centre ? 28 : 24} />
              {item.tag && <span className="footer-bar__tag">{item.tag}</span>}
            </span>
            <span className="footer-bar__label">{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
