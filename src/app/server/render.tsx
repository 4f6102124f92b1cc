import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language } from '@contract/domain';
import type { PageRequest, RenderedPage } from '@contract/page-rendering';
import { siteCalls } from '@contract/site';
import { callApi, setTransport } from '@/lib/api-client';
import { CORE_NAMESPACES } from '@/lib/core-namespaces';
import { startI18n, translator } from '@/lib/i18n';
import { noteReads } from '@/lib/query/client';
import { setServerSanitiser } from '@/lib/safe-html';
import { sessionState, setRenderedSession, unnamedSession } from '@/lib/session';
import { applyRenderedSite } from '@/lib/site';
import type { NamespaceTexts } from '@/lib/translator';
import { setRenderedUserAgent } from '@/lib/user-agent';
import { noteNamespaces } from '@/lib/use-translation';
import { isPainted } from '@/routes/first-pages';
import { AppProviders } from '../providers';
import { createAppRouter, type AppRouter } from '../router';
import { servedPageBlock, type ServedPage } from '../served-page';
import { safeHtmlMarkup } from './safe-html-markup';

setServerSanitiser(safeHtmlMarkup);

/** Every text of every language, at hand: a render never waits for one. */
const TEXTS = import.meta.glob<{ default: NamespaceTexts }>('../../locales/*/*.json', { eager: true });
let textsAdded = false;
function addAllTexts(): void {
  if (textsAdded) return;
  textsAdded = true;
  for (const [file, texts] of Object.entries(TEXTS)) {
    const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
    translator.addTexts(language!, namespace!, texts.default);
  }
}

/**
 * The router over the address, resolved: when the router writes the address canonically (a search
 * value's default filled in), the canonical address, as the browser will show it; a redirect to
 * another page is that page's, never rendered in this one's place.
 */
async function loadAddress(url: string): Promise<AppRouter> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const canonical = redirectTarget(router);
  if (!canonical || new URL(canonical, 'http://page').pathname !== new URL(url, 'http://page').pathname) return router;
  const again = createAppRouter(createMemoryHistory({ initialEntries: [canonical] }));
  await again.load();
  return again;
}

/** Where the router sent the address on the server (its own record of the load: the router has no public one). */
function redirectTarget(router: AppRouter): string | null {
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: { headers: Headers } } })._serverResult;
  return result?.type === 'redirect' ? (result.redirect?.headers.get('Location') ?? null) : null;
}

/** A boundary the server could not finish (it waited for something): the browser would draw it again. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

// The app's stores, texts and router are the process's own: one page renders at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the first screen of a page the server paints (PAINTED_PAGES) with the app's own
 * components, its data read by the route's loader through `request.call`; null for any other page,
 * a page the player is sent away from, or a page whose data could not be read.
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const turn = queue.then(() => render(request));
  queue = turn.catch(() => undefined);
  return turn;
}

async function render(request: PageRequest): Promise<RenderedPage | null> {
  setTransport(request.call);
  const session = unnamedSession(request.signedIn);
  sessionState.info = session;
  setRenderedSession(session);
  setRenderedUserAgent(request.userAgent);
  const [site, { status }] = await Promise.all([
    callApi(siteCalls.getSiteInfo, {}, { silent: true }),
    callApi(siteCalls.getSystemStatus, {}, { silent: true }),
  ]);
  // A maintenance or restriction page is the app's to draw.
  if (status !== 0) return null;
  applyRenderedSite(site, status);
  const language = (LANGUAGES as readonly string[]).includes(request.language ?? '')
    ? (request.language as Language)
    : site.defaultLanguage;
  addAllTexts();
  await startI18n(language);

  const router = await loadAddress(request.url);
  const resolved = router.state.resolvedLocation;
  const page = router.state.matches.at(-1);
  // Sent elsewhere (a guard, an alias) or not a painted page: the browser gets the app's shell.
  if (!resolved || !page || resolved.pathname !== new URL(request.url, 'http://page').pathname) return null;
  if (!isPainted(router.routesById[page.routeId].fullPath) || page.status !== 'success') return null;

  const reads = noteReads();
  const namespaces = noteNamespaces();
  let root: string | null = null;
  try {
    root = renderToString(<AppProviders router={router} />);
  } catch (error) {
    console.warn('page not rendered', error);
  }
  const { served, failed } = reads();
  const drawnFrom = namespaces();
  if (root === null || failed || root.includes(UNFINISHED_BOUNDARY)) return null;
  // With the shell's own, which start-up reads before the takeover: the page asks for no texts' file.
  const texts = Object.fromEntries(
    [...new Set([...CORE_NAMESPACES, ...drawnFrom])].map((namespace) => [namespace, translator.texts(language.toLowerCase(), namespace)!]),
  );
  const facts: ServedPage = { href: resolved.href, language, signedIn: request.signedIn, site, texts, reads: served };
  return { root, facts: servedPageBlock(facts) };
}
