import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { formatBadge } from '@/lib/format';
import { displayName, memberState } from '@/lib/member';
import { sessionState } from '@/lib/session';
import { isSafeAppPath } from '@/lib/route-meta';
import { memberCentrePath, useFlag, useTemplates } from '@/lib/site';
import { useUnread } from '@/lib/unread';
import { Icon, StarMark } from '../ui/icons';
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

  return (
    <header className={`app-header${session ? '' : ' app-header--visitor'}${isHome ? ' app-header--home' : ''}`}>
      <div className="app-header__bar">
        {isHome ? <SideMenuButton /> : <BackButton to={facts.back === 'home' ? 'home' : 'history'} />}
        {isHome ? <Logo /> : <h1 className="app-header__title">{t(`titles.${facts.title ?? 'home'}`)}</h1>}
        <div className="app-header__actions">{session ? <MemberActions /> : <VisitorActions pathname={pathname} isHome={isHome} />}</div>
      </div>
      {session && <MemberStrip />}
    </header>
  );
}

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
        <Link to="/m/webEmail" className="icon-btn" aria-label={unread.inbox > 0 ? t('header.mailUnread') : t('header.mail')}>
          <Icon name="mail" />
          {unread.inbox > 0 && <span className="dot" data-testid="mail-dot" />}
        </Link>
      )}
      <HeaderMenuButton />
    </>
  );
}

function HeaderMenuButton() {
  const { t } = useTranslation('shell');
  const open = useSnapshot(menuState).open === 'drop';
  const { total } = useUnread();
  const badge = formatBadge(total);
  return (
    <div className="header-menu-anchor">
      <button
        type="button"
        className="icon-btn"
        aria-label={badge ? t('header.moreUnread', { count: total }) : t('header.more')}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => toggleOverlay('drop')}
      >
        <Icon name="more" />
        {badge && <span className="badge">{badge}</span>}
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
  return (
    <div className="member-strip">
      <Link to={memberCentrePath(templates)} className="avatar" aria-label={t('header.memberCentre')}>
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      </Link>
      <div className="member-strip__who">
        <span className="member-strip__name">{name}</span>
        <Balance />
      </div>
      {/* Round icon buttons: with Tagalog labels, two labelled pills leave the balance no room on a phone.
          The label stays as hidden text, so the link keeps its name; the footer and the drop menu carry visible labels. */}
      <Link to="/m/voucherCenter" className="member-strip__action member-strip__action--gold">
        <Icon name="deposit" size={22} />
        <span className="visually-hidden">{t('actions.deposit')}</span>
      </Link>
      {withdrawOn && (
        <Link to="/m/withdraw" className="member-strip__action">
          <Icon name="withdraw" size={22} />
          <span className="visually-hidden">{t('actions.withdraw')}</span>
        </Link>
      )}
    </div>
  );
}
