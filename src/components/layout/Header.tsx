import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, type MouseEvent } from 'react';
import { isTrialType } from '@contract/members';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { formatBadge } from '@/lib/format';
import { displayName, memberState } from '@/lib/member';
import { sessionState } from '@/lib/session';
import { isSafeAppPath } from '@/lib/route-meta';
import { memberCentrePath, useFlag, useTemplates } from '@/lib/site';
import { useUnread } from '@/lib/unread';
import { Icon, StarMark } from '../ui/icons';
import { useMemberAction } from '../ui/use-member-action';
import { Balance } from './Balance';
import { menuState, toggleOverlay } from './menu-state';
import { usePageFacts } from './use-page-facts';
import { visitorEntries } from './visitor-entries';

const HeaderMenu = lazy(() => import('./HeaderMenu').then((m) => ({ default: m.HeaderMenu })));

export function Header() {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const facts = usePageFacts();
  const session = useSnapshot(sessionState).info;
  const isHome = facts.back === 'none';

  // Only the bar stays at the top: the member's balance row scrolls away with the page, so a game
  // grid gets the screen (CSS alone, nothing added to start-up), and is back at the top of every page.
  return (
    <>
      <header className={`app-header${session ? '' : ' app-header--visitor'}${isHome ? ' app-header--home' : ''}`}>
        <div className="app-header__bar">
          {isHome ? <SideMenuButton /> : <BackButton to={facts.back === 'home' ? 'home' : 'history'} />}
          {(isHome || facts.logo) && <Logo />}
          {!isHome && <h1 className="app-header__title">{t(`titles.${facts.title ?? 'home'}`)}</h1>}
          <div className="app-header__actions">{session ? <MemberActions /> : <VisitorActions pathname={pathname} isHome={isHome} />}</div>
        </div>
      </header>
      {session && <MemberStrip />}
    </>
  );
}

/** Home with none of the lobby's filters: they live only in the lobby's address, which this link leaves behind. */
function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Link to="/m/home" className="logo" aria-label={t('header.logo')}>
      <StarMark size={26} />
      <span className="logo__word">Tala</span>
    </Link>
  );
}

function SideMenuButton() {
  const { t } = useTranslation('shell');
  const open = useSnapshot(menuState).open === 'side';
  return (
    <button type="button" className="icon-btn" aria-label={t('header.openMenu')} aria-expanded={open} onClick={() => toggleOverlay('side')}>
      <Icon name="menu" />
    </button>
  );
}

/**
 * Login, register, forget and download go home; a page opened with a `referrer` (the announcements
 * from the notice marquee) goes back to it; every other page goes one step back (home when there is no history).
 */
function BackButton({ to }: { to: 'home' | 'history' }) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const navigate = useNavigate();
  const referrer = useRouterState({
    select: (state) => {
      const value = (state.location.search as Record<string, unknown>).referrer;
      return isSafeAppPath(value) ? value : null;
    },
  });
  const goBack = () => {
    if (referrer && to === 'history') void router.navigate({ href: referrer, replace: true });
    else if (to === 'history' && window.history.length > 1 && router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/m/home', replace: true });
  };
  return (
    <button type="button" className="icon-btn" aria-label={t('header.back')} onClick={goBack}>
      <Icon name="back" />
    </button>
  );
}

function VisitorActions({ pathname, isHome }: { pathname: string; isHome: boolean }) {
  const { t } = useTranslation('shell');
  const { header } = visitorEntries(pathname, isHome);
  return (
    <>
      {header.includes('login') && (
        <Link to="/m/login" className="btn btn--outline btn--small">
          {t('actions.login')}
        </Link>
      )}
      {header.includes('register') && (
        <Link to="/m/register" className="btn btn--gold btn--small">
          {t('actions.register')}
        </Link>
      )}
      <HeaderMenuButton />
    </>
  );
}

function MemberActions() {
  const { t } = useTranslation('shell');
  const mailOn = useFlag('MAILCEN');
  const unread = useUnread();
  return (
    <>
      {mailOn && (
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

/** The ⋮ menu carries no count: its entries hold no unread content (the inbox count sits on the mail icon). */
function HeaderMenuButton() {
  const { t } = useTranslation('shell');
  const open = useSnapshot(menuState).open === 'drop';
  return (
    <div className="header-menu-anchor">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('header.more')}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => toggleOverlay('drop')}
      >
        <Icon name="more" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderMenu />
        </Suspense>
      )}
    </div>
  );
}

function MemberStrip() {
  const { t } = useTranslation('shell');
  const member = useSnapshot(memberState).info;
  const session = useSnapshot(sessionState).info;
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
