import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { useHydrated } from '@/lib/hydration';
import { sessionState, useSession } from '@/lib/session';
import { isSafeAppPath } from '@/lib/route-meta';
import { Icon, StarMark } from '../ui/icons';
import { HeaderMenuButton } from './HeaderMenuButton';
import { menuState, toggleOverlay } from './menu-state';
import type * as MemberHeaderModule from './MemberHeader';
import { usePageFacts } from './use-page-facts';
import { visitorEntries } from './visitor-entries';

type MemberHeaderParts = typeof MemberHeaderModule;
let memberHeader: MemberHeaderParts | null = null;
const loadMemberHeader = () => import('./MemberHeader').then((parts) => (memberHeader = parts));
// A visitor's first visit does without the member's header; a restored session asks for it while start-up goes on.
if (sessionState.info) void loadMemberHeader();

/**
 * The member's header parts once loaded (null until then, and for a visitor). A page the server
 * rendered is hydrated with the strip's outline, as the server drew it without the member's name.
 */
function useMemberHeader(signedIn: boolean): MemberHeaderParts | null {
  const [, setLoaded] = useState(memberHeader);
  const hydrated = useHydrated();
  useEffect(() => {
    if (signedIn && !memberHeader) void loadMemberHeader().then(setLoaded);
  }, [signedIn]);
  return signedIn && hydrated ? memberHeader : null;
}

export function Header() {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const facts = usePageFacts();
  const session = useSession();
  const member = useMemberHeader(session !== null);
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
          <div className="app-header__actions">
            {!session ? <VisitorActions pathname={pathname} isHome={isHome} /> : member ? <member.MemberActions /> : <HeaderMenuButton />}
          </div>
        </div>
      </header>
      {session && (member ? <member.MemberStrip /> : <div className="member-strip" aria-hidden="true" />)}
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
