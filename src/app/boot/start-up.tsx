import { startTransition } from 'react';
import { EnvError, readEnv } from './env';
import { afterLoad, whenIdle } from '@/lib/idle';
import { detectAppContext } from '@/lib/pwa';
import { applyCachedSiteInfo, loadSystemStatus, refreshSiteInfo, setMerchant } from '@/lib/site';
import { bootPictureDrawn, captureBootScreen } from './boot-screen';
import { restoreSession } from '@/lib/session';

/**
 * The first screen waits at most this long for the platform's status; past it the app
 * draws and a maintenance or restriction answer still takes over when it comes.
 */
const STATUS_WAIT_MS = 1200;

/**
 * Installing the service worker downloads the shell again (about 600 KB) and compiles it on
 * a worker thread. On a first visit that competed with Home's own images and scripts for a
 * phone's two or four cores and its bandwidth, so it waits until the page has settled.
 */
const SERVICE_WORKER_SETTLE_MS = 3000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets the browser paint and answer input between start-up stages. Each stage's modules
 * (languages, React, the routes) are evaluated in their own task: together they were one
 * task a slow phone could not interrupt for a quarter of a second.
 */
const nextTask = () => wait(0);

/** Start-up in the platform's order: merchant, app detection, language, common status, render. */
export async function startApp(container: HTMLElement): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    showStartupProblem(container, error);
    return;
  }
  // The browser's storage is opened in a task after the scripts' own (its first read is slow on a
  // phone), and after the picture the server painted has drawn.
  await bootPictureDrawn(container);
  await nextTask();
  restoreSession();
  const cached = await applyCachedSiteInfo();
  setMerchant(env.merchantCode ?? cached?.merchantCode ?? 'TALA');
  detectAppContext(env.appUserAgentMarker);
  const { changeLanguage, initialLanguage, languageState, startI18n, storedLanguage } = await import('@/lib/i18n');
  await startI18n(initialLanguage(cached?.defaultLanguage));

  const freshSiteInfo = refreshSiteInfo();
  const status = loadSystemStatus();
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // The route table (the shell's components, each page's entry), the router built over it and
  // the current address resolved: three tasks, each short enough not to hold up a tap.
  await import('@/routes/route-tree');
  await nextTask();
  const { loadCurrentPage } = await import('../router');
  await nextTask();
  const page = loadCurrentPage();
  await nextTask();
  const [{ AppProviders }, { startSessionTasks }] = await Promise.all([import('../providers'), import('./session-tasks')]);
  // A first visit (no cached site info) also waits for the site info: arriving during the first
  // render, it would redraw everything that reads it at once.
  await Promise.race([Promise.all([status, page, cached ? null : freshSiteInfo]), wait(STATUS_WAIT_MS)]);

  captureBootScreen(container);
  // Rendered as a transition: React yields to the browser between parts of the first screen instead of one long task.
  startTransition(() => createRoot(container).render(<AppProviders />));

  startSessionTasks();
  void freshSiteInfo.then((info) => {
    // A first visit follows the operator's configured language unless the player chose one.
    if (info && !storedLanguage() && info.defaultLanguage !== languageState.ui)
      void changeLanguage(info.defaultLanguage, { remember: false });
  });
  // The service worker's registration waits until the first screen is up, the page settled and the browser idle.
  afterLoad(() =>
    setTimeout(
      () =>
        whenIdle(() => {
          import('./service-worker')
            .then(({ registerServiceWorker }) => registerServiceWorker())
            .catch((error: unknown) => console.warn('service worker not registered', error));
        }),
      SERVICE_WORKER_SETTLE_MS,
    ),
  );
}

function showStartupProblem(container: HTMLElement, error: unknown): void {
  console.error(error);
  const message = document.createElement('pre');
  message.className = 'startup-problem';
  message.textContent = error instanceof EnvError ? error.message : 'Tala could not start.';
  container.replaceChildren(message);
}
