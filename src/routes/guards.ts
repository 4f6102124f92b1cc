import { redirect } from '@tanstack/react-router';
import { translator } from '@/lib/translator';
import { isAgentType, isTrialType } from '@contract/account';
import { showToast, TOAST_MS } from '@/components/ui/toast';
import { pageFacts, type PageFacts } from '@/lib/route-meta';
import { isAgentSession, isLoggedIn, sessionState } from '@/lib/session';
import { isFlagOn, siteInfoReady } from '@/lib/site';
import './page-facts';

const toHome = () => redirect({ to: '/m/home', replace: true });

/**
 * A guard's message, shown when the player really navigates (not when a link is merely hovered and
 * preloaded). It is given the long time: it comes with a page the player did not ask for, while that
 * page is still starting, and the phone is busiest.
 */
function tell(
  key: 'errors:codes.nonAgentLogin' | 'errors:codes.trialNotAllowed' | 'errors:codes.withdrawOnly' | 'shell:memberPageForAgent',
  preload: boolean,
): void {
  if (!preload) showToast(translator.t(key), { kind: 'error', durationMs: TOAST_MS.long });
}

interface GuardContext {
  location: { href: string };
  preload: boolean;
}

/**
 * Member pages: a visitor is sent to log in, with the page (and its search) to come back to; an
 * agent, whose account has no wallet or member centre, goes to agent home and is told why.
 */
export function requireMember({ location, preload }: GuardContext): void {
  if (!isLoggedIn()) throw redirect({ to: '/m/login', search: { redirect: location.href } });
  if (isAgentSession(sessionState.info)) {
    tell('shell:memberPageForAgent', preload);
    throw redirect({ to: '/m/agent/home', replace: true });
  }
}

/** Agent pages: a visitor or a member who is not an agent goes home and is told why. */
export function requireAgent({ preload }: GuardContext): void {
  const session = sessionState.info;
  if (session && isAgentType(session.type)) return;
  tell('errors:codes.nonAgentLogin', preload);
  throw toHome();
}

/** /m/changePsw without a stored session goes to /m/home (not to login). */
export function changePswGuard(): void {
  if (!isLoggedIn()) throw toHome();
}

/**
 * A page's own guard, from its facts: a page behind a whitelabel flag the operator has off, a
 * page for real members opened on a trial account, and a path whose page is not built yet all go
 * to /m/home; a member page a withdraw-only session may not open goes to /m/withdraw. Who may be
 * here at all is settled by the layout above.
 */
export function guardPage(facts: PageFacts) {
  const checkRest = ({ preload }: { preload: boolean }) => {
    const session = sessionState.info;
    if (facts.role === 'realMember' && session && isTrialType(session.type)) {
      tell('errors:codes.trialNotAllowed', preload);
      throw toHome();
    }
    // A player on a break opens only the withdraw-only pages: any other member page says why and leads to withdrawing.
    if (session?.onBreak && facts.role !== 'visitor' && !facts.duringBreak) {
      tell('errors:codes.withdrawOnly', preload);
      throw redirect({ to: '/m/withdraw', replace: true });
    }
    if (!facts.built) throw toHome();
  };
  const flag = facts.flag;
  if (!flag) return checkRest;
  return async (context: { preload: boolean }): Promise<void> => {
    await siteInfoReady();
    if (!isFlagOn(flag)) throw toHome();
    checkRest(context);
  };
}

/**
 * A route's page options from its facts: `createRoute({ getParentRoute, path, ...page({ title: 'help' }) })`
 * carries the facts for the shell (`staticData.page`) and guards the page by them.
 */
export function page(facts: Partial<PageFacts>) {
  const complete = pageFacts(facts);
  return { staticData: { page: complete }, beforeLoad: guardPage(complete) };
}
