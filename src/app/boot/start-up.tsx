import { startTransition } from 'react';
import { EnvError, readEnv } from './env';
import { afterFirstScreen } from '@/lib/hydration';
import { whenIdle } from '@/lib/idle';
import { detectAppContext } from '@/lib/pwa';
import { takeServedReads } from '@/lib/query/client';
import { keepsSignIn, restoreSession, sessionState, setRenderedSession, unnamedSession } from '@/lib/session';
import { applyCachedSiteInfo, applyRenderedSite, followSiteClosing, loadSystemStatus, refreshSiteInfo, setMerchant } from '@/lib/site';
import { readServedPage, type ServedPage } from '../served-page';
import type { EarlyTaps } from './early-taps';
import type { AppRouter } from '../router';

/**
 * The first screen waits at most this long for the platform's status; past it the app
 * draws and a maintenance or restriction answer still takes over when it comes.
 */
const STATUS_WAIT_MS = 1200;

/**
 * A page the server drew is already on screen: the app takes it over once the page's code and data
 * are here, waiting this long at most. Taken over earlier, the page's content stays the server's
 * markup without the app's handlers for a while, and a tap on it then is lost.
 */
const SERVED_PAGE_WAIT_MS = 15_000;

/**
 * Installing the service worker downloads the shell (about 600 KB) and compiles it on a worker
 * thread: it waits for the first screen and the page's load, then the browser's first idle moment
 * (this long at most), and no longer, so a player who loses signal right after opening any page
 * can still reload it.
 */
const SERVICE_WORKER_IDLE_MS = 1000;

/**
 * A device kept signed in resumes its sign-in before the first page is chosen (a member page
 * must not send the member to the login form); past this wait the page starts as a visitor's and
 * the member's own follows when the answer comes.
 */
const RESUME_WAIT_MS = 3000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets the browser paint and answer input between start-up stages. Each stage's modules
 * (languages, React, the routes) are evaluated in their own task: together they were one
 * task a slow phone could not interrupt for a quarter of a second.
 */
const nextTask = () => wait(0);

/**
 * Start-up in the platform's order: merchant, app detection, language, common status, render.
 * A page the server rendered (it carries its facts, see served-page.ts) starts from those facts
 * and is hydrated: the browser takes over the markup on screen instead of drawing it again.
 */
export async function startApp(container: HTMLElement, earlyTaps: EarlyTaps): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    showStartupProblem(container, error);
    return;
  }
  // The browser's storage is opened in a task after the scripts' own (its first read is slow on a phone).
  await nextTask();
  const { changeLanguage, initialLanguage, languageState, startI18n, storedLanguage } = await import('@/lib/i18n');
  // A page the server drew in another language than the player chose (their cookie lost) is drawn
  // again in theirs, not shown in the wrong one and then switched under their eyes.
  const drawn = readServedPage();
  const served = drawn && (storedLanguage() ?? drawn.language) === drawn.language ? drawn : null;
  restoreSession();
  const resuming =
    sessionState.info === null && keepsSignIn() ? import('@/lib/kept-sign-in').then(({ resumeKeptSignIn }) => resumeKeptSignIn()) : null;
  const cached = served ? null : await applyCachedSiteInfo();
  if (served) applyRenderedSite(served.site, 0);
  setMerchant(env.merchantCode ?? served?.site.merchantCode ?? cached?.merchantCode ?? 'TALA');
  detectAppContext(env.appUserAgentMarker);
  await startI18n(served?.language ?? initialLanguage(cached?.defaultLanguage), served?.texts);
  if (served) takeServedReads(served.reads);

  followSiteClosing();
  const freshSiteInfo = served ? Promise.resolve(served.site) : refreshSiteInfo();
  const status = served ? Promise.resolve(0) : loadSystemStatus();
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // The route table (the shell's components, each page's entry), the router built over it and
  // the current address resolved: three tasks, each short enough not to hold up a tap.
  await import('@/routes/route-tree');
  await nextTask();
  const { loadCurrentPage, router } = await import('../router');
  await nextTask();
  if (resuming) await Promise.race([resuming, wait(RESUME_WAIT_MS)]);
  const page = loadCurrentPage();
  await nextTask();
  const [{ AppProviders }, { startSessionTasks }] = await Promise.all([import('../providers'), import('./session-tasks')]);
  // A first visit (no cached site info) also waits for the site info: arriving during the first
  // render, it would redraw everything that reads it at once.
  await Promise.race([Promise.all([status, page, cached ? null : freshSiteInfo]), wait(served ? SERVED_PAGE_WAIT_MS : STATUS_WAIT_MS)]);

  const app = <AppProviders router={router} />;
  earlyTaps.stop();
  if (served && hydrates(served, canonicalHref(router))) {
    // Drawn as the server drew it: without the signed-in member's own name and data, which follow.
    setRenderedSession(unnamedSession(served.signedIn));
    // The server renders the route tree without the root's loading boundary; so must the browser.
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app, { onRecoverableError: (error) => console.warn('page redrawn by the app', error) });
  } else {
    // Rendered as a transition: React yields to the browser between parts of the first screen instead of one long task.
    startTransition(() => createRoot(container).render(app));
  }

  startSessionTasks();
  void freshSiteInfo.then((info) => {
    // A first visit follows the operator's configured language unless the player chose one.
    const wanted = storedLanguage() ?? (served ? null : info?.defaultLanguage);
    if (wanted && wanted !== languageState.ui) void changeLanguage(wanted, { remember: false });
  });
  // The service worker's registration waits until the first screen is up, the page loaded and the browser idle.
  const register = () =>
    whenIdle(() => {
      import('./service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('service worker not registered', error));
    }, SERVICE_WORKER_IDLE_MS);
  void afterFirstScreen().then(() => {
    // The app has taken over the page: what the player taps from now on is the app's.
    document.documentElement.dataset.app = 'ready';
    earlyTaps.replay();
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}

/**
 * Whether the page on screen is the one the app draws: the address it resolved is the one the
 * server rendered. (A session the server was not told of is drawn right after hydrating, as a
 * member's own data is.)
 */
const hydrates = (served: ServedPage, resolvedHref: string | undefined) => resolvedHref === served.href;

/**
 * The address resolved, written as the router writes it (a search value's default filled in), as the
 * server wrote it: `/m/notice` is `/m/notice?index=0` on both sides.
 */
function canonicalHref(router: AppRouter): string | undefined {
  const page = router.state.matches.at(-1);
  if (!page) return router.state.resolvedLocation?.href;
  return router.buildLocation({ to: page.pathname, search: page.search } as Parameters<AppRouter['buildLocation']>[0]).href;
}

function showStartupProblem(container: HTMLElement, error: unknown): void {
  console.error(error);
  const message = document.createElement('pre');
  message.className = 'startup-problem';
  message.textContent = error instanceof EnvError ? error.message : 'Tala could not start.';
  container.replaceChildren(message);
}
