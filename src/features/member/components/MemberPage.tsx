import '../member.css';
import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { isAgentType, isTrialType } from '@contract/members';
import { Balance } from '@/components/layout/Balance';
import { useBetRecordAction } from '@/components/ui/BetRecordLink';
import { confirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { logout } from '@/lib/auth';
import { formatBadge } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { isFlagOn, useTemplates } from '@/lib/site';
import { useUnread } from '@/lib/unread';
import { useTranslation } from '@/lib/use-translation';
import { useMemberCentre } from '../api/member-centre';
import { MEMBER_SHORTCUTS, type MemberShortcut } from '../shortcuts';
import { useVisibleShortcuts } from './use-visible-shortcuts';

const GROUPS = ['money', 'records', 'benefits', 'account'] as const;
/** A line's height with nothing to read in it. */
const HELD_LINE = '\u00a0';

/**
 * /m/mine (no header: the page names itself) and /m/member/home: who is logged in, the balance,
 * and the entries the flags and the member type allow. A visitor is asked to log in, a trial
 * account to register. The operator's `mem_cen` template picks tiles (new) or rows (base).
 */
export function MemberPage({ ownHeading }: { ownHeading: boolean }) {
  const { t } = useTranslation(['member', 'shell']);
  const session = useSession();
  const trial = session ? isTrialType(session.type) : false;
  // The server renders a member's page knowing only that a member is signed in: their own facts
  // (name, VIP, unread and unclaimed counts) follow in the browser's render after taking over.
  const hydrated = useHydrated();
  const centre = useMemberCentre(Boolean(session) && !trial && hydrated);
  const templates = useTemplates();
  const navigate = useNavigate();
  const viewer = {
    agent: session ? isAgentType(session.type) : false,
    type: session?.type ?? 0,
    hasUpline: centre.data?.hasUpline ?? false,
    trial,
  };
  const visible = useVisibleShortcuts(viewer);
  const unread = useUnread();
  const badgeOf = (entry: MemberShortcut): number =>
    entry.badge === undefined || !hydrated ? 0 : entry.badge === 'rewards' ? (centre.data?.unclaimedRewards ?? 0) : unread[entry.badge];
  const layout = templates.memberCentre === 'new' ? 'tiles' : 'rows';

  async function confirmLogout() {
    const sure = await confirmDialog({
      message: t('shell:logout.confirm'),
      confirmLabel: t('shell:actions.logout'),
      cancelLabel: t('shell:actions.cancel'),
    });
    if (!sure) return;
    await logout();
    await navigate({ to: '/m/home', replace: true });
  }

  return (
    <div className="member-page">
      {ownHeading && <h1 className="member-page__title">{t('shell:titles.mine')}</h1>}
      <section className="member-card" aria-label={t('profile')}>
        {!session ? (
          <div className="member-card__guest">
            <p>{t('guest')}</p>
            <div className="member-card__actions">
              <Link to="/m/login" className="btn btn--gold">
                {t('shell:actions.login')}
              </Link>
              <Link to="/m/register" className="btn btn--outline">
                {t('shell:actions.register')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <div className="member-card__who">
              {centre.data?.headIcon ? (
                <img className="member-card__avatar" src={centre.data.headIcon} alt={t('headIcon')} width={56} height={56} />
              ) : (
                <span className="member-card__avatar member-card__avatar--blank" aria-hidden="true">
                  <Icon name="user" size={32} />
                </span>
              )}
              {/* Each line holds its place until the member's facts arrive (a page the server drew has none): nothing below moves. */}
              <div className="member-card__names">
                <p className="member-card__name">{centre.data?.nickname || centre.data?.account || session.userName || HELD_LINE}</p>
                <p className="member-card__meta">
                  {centre.data ? (
                    <>
                      <span>{t('account', { account: centre.data.account })}</span>
                      <span className="member-card__vip">{centre.data.vipName}</span>
                    </>
                  ) : (
                    HELD_LINE
                  )}
                </p>
                <p className="member-card__meta">{centre.data ? t('days', { count: centre.data.daysSinceRegistration }) : HELD_LINE}</p>
              </div>
            </div>
            <Balance />
            {centre.status === 'error' && <LoadFailed failure={centre.failure} onRetry={centre.retry} compact />}
          </>
        )}
        {trial && (
          <div className="member-card__trial" role="note">
            <p>{t('trial')}</p>
            <Link to="/m/register" className="btn btn--gold">
              {t('shell:actions.register')}
            </Link>
          </div>
        )}
      </section>
      {GROUPS.map((group) => {
        const entries = visible(MEMBER_SHORTCUTS[group]);
        if (entries.length === 0) return null;
        return (
          <section key={group} className="member-group" aria-labelledby={`member-group-${group}`}>
            <h2 id={`member-group-${group}`} className="member-group__title">
              {t(`groups.${group}`)}
            </h2>
            <ul className={`member-shortcuts member-shortcuts--${layout}`}>
              {entries.map((entry) => (
                <ShortcutItem key={entry.key} entry={entry} badge={badgeOf(entry)} />
              ))}
            </ul>
          </section>
        );
      })}
      {session && (
        <button type="button" className="btn btn--outline btn--block member-logout" onClick={() => void confirmLogout()}>
          <Icon name="logout" size={20} />
          {t('shell:actions.logout')}
        </button>
      )}
    </div>
  );
}

function ShortcutItem({ entry, badge }: { entry: MemberShortcut; badge: number }) {
  const { t } = useTranslation('member');
  const betRecords = useBetRecordAction();
  const label = t(`shortcuts.${entry.key}`);
  const badgeLabel = entry.badge === 'rewards' ? t('unclaimed', { count: badge }) : t('unreadCount', { count: badge });
  // The bet-record rule: with the site's bet records off, the entry asks to contact customer service instead.
  const onClick = (event: MouseEvent) => {
    if (!entry.betRecords || isFlagOn('TRANSBETREPMEM3')) return;
    event.preventDefault();
    betRecords();
  };
  return (
    <li>
      <Link to={entry.to} className="member-shortcut" onClick={onClick}>
        <Icon name={entry.icon} size={24} />
        <span className="member-shortcut__label">{label}</span>
        {badge > 0 && (
          <span className="member-shortcut__badge" aria-label={badgeLabel}>
            {formatBadge(badge)}
          </span>
        )}
      </Link>
    </li>
  );
}
