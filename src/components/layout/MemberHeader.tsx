import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isTrialType } from '@contract/members';
import { formatBadge } from '@/lib/format';
import { displayName, memberState } from '@/lib/member';
import { isAgentSession, useSession } from '@/lib/session';
import { memberCentrePath, useFlag, useTemplates } from '@/lib/site';
import { useUnread } from '@/lib/unread';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '../ui/icons';
import { useMemberAction } from '../ui/use-member-action';
import { Balance } from './Balance';
import { HeaderMenuButton } from './HeaderMenuButton';

/** The header's parts for a signed-in member: loaded only for a session (see `useMemberHeader` in Header.tsx). */
export function MemberActions() {
  const { t } = useTranslation('shell');
  const mailOn = useFlag('MAILCEN');
  const unread = useUnread();
  // An agent's account has no inbox.
  const agent = isAgentSession(useSession());
  return (
    <>
      {mailOn && !agent && (
        <Link
          to="/m/webEmail"
          className="icon-btn"
          aria-label={unread.inbox > 0 ? t('header.mailUnread', { count: unread.inbox }) : t('header.mail')}
        >
          <Icon name="mail" />
          {unread.inbox > 0 && <span className="dot" data-testid="mail-dot" aria-hidden="true" />}
        </Link>
      )}
      <HeaderMenuButton />
    </>
  );
}

export function MemberStrip() {
  const session = useSession();
  return isAgentSession(session) ? <AgentStrip /> : <PlayerStrip />;
}

/** An agent's strip: the name and the way to the agent's own pages; an agent's account has no balance to show. */
function AgentStrip() {
  const { t } = useTranslation('shell');
  const member = useSnapshot(memberState).info;
  const name = displayName(member, useSession()?.userName ?? '');
  return (
    <div className="member-strip">
      <span className="avatar" aria-hidden="true">
        <span>{name.slice(0, 1).toUpperCase()}</span>
      </span>
      <div className="member-strip__who">
        <span className="member-strip__name">{name}</span>
      </div>
      <Link to="/m/agent/home" className="member-strip__action member-strip__action--gold">
        <span className="member-strip__icon" aria-hidden="true">
          <Icon name="trophy" size={20} />
        </span>
        <span className="member-strip__label">{t('footer.agent')}</span>
      </Link>
      <Link to="/m/agent" className="member-strip__action">
        <span className="member-strip__icon" aria-hidden="true">
          <Icon name="invite" size={20} />
        </span>
        <span className="member-strip__label">{t('footer.agency')}</span>
      </Link>
    </div>
  );
}

function PlayerStrip() {
  const { t } = useTranslation('shell');
  const member = useSnapshot(memberState).info;
  const session = useSession();
  const templates = useTemplates();
  const withdrawOn = useFlag('DIRECTREG3');
  const name = displayName(member, session?.userName ?? '');
  // Everything unread (announcements, chat, inbox) counts on the member's avatar.
  const { total } = useUnread();
  // A trial account's avatar opens the member page with its register prompt; its deposit and withdraw
  // offer registration, since those pages are for real accounts and would send it on to Home.
  const trial = session ? isTrialType(session.type) : false;
  const memberAction = useMemberAction();
  const offerRegistration = trial
    ? (event: MouseEvent) => {
        event.preventDefault();
        void memberAction(() => undefined, { realMember: true });
      }
    : undefined;
  return (
    <div className="member-strip">
      <Link
        to={trial ? '/m/mine' : memberCentrePath(templates)}
        className="avatar"
        aria-label={total > 0 ? t('header.memberCentreUnread', { count: formatBadge(total) }) : t('header.memberCentre')}
      >
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        {total > 0 && (
          <span className="badge" data-testid="unread-badge" aria-hidden="true">
            {formatBadge(total)}
          </span>
        )}
      </Link>
      <div className="member-strip__who">
        <span className="member-strip__name">{name}</span>
        <Balance />
      </div>
      {/* Round icons with their word under them: two labelled pills leave the balance no room on a phone in Tagalog. */}
      <Link to="/m/voucherCenter" className="member-strip__action member-strip__action--gold" onClick={offerRegistration}>
        <span className="member-strip__icon" aria-hidden="true">
          <Icon name="deposit" size={20} />
        </span>
        <span className="member-strip__label">{t('header.depositShort')}</span>
      </Link>
      {withdrawOn && (
        <Link to="/m/withdraw" className="member-strip__action" onClick={offerRegistration}>
          <span className="member-strip__icon" aria-hidden="true">
            <Icon name="withdraw" size={20} />
          </span>
          <span className="member-strip__label">{t('header.withdrawShort')}</span>
        </Link>
      )}
    </div>
  );
}
