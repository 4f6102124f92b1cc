import { createRouter } from '@tanstack/react-router';
import { PageLoading } from '@/components/ui/Loading';
import { routeTree } from '@/routes/route-tree';
import { searchSchemas } from '@/routes/search-params';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PageLoading,
  // A fast page should not flash a spinner first.
  defaultPendingMs: 400,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const loadSearchSchemas = () => searchSchemas.load().catch((error: unknown) => console.warn('search schemas not loaded', error));

/**
 * Routes check their search values with schemas that arrive on demand (src/routes/search-params.ts).
 * Until they have, every navigation (a link, a redirect, back and forward) and every preload on
 * intent waits for them, so no page is ever matched without its check.
 */
function waitForSearchSchemas(): void {
  if (searchSchemas.loaded()) return;
  const unblock = router.history.block({
    blockerFn: async () => {
      await loadSearchSchemas();
      if (searchSchemas.loaded()) unblock();
      return false;
    },
    enableBeforeUnload: false,
  });
  const preload = router.preloadRoute;
  router.preloadRoute = async (options) => {
    await loadSearchSchemas();
    return preload(options);
  };
}
waitForSearchSchemas();

/**
 * Resolves the current address (guards, redirects, the page's code) before the first render.
 * Loaded on mount instead, the router would update its state while React commits the first
 * screen, and those updates redraw the page synchronously, in one long task.
 */
export async function loadCurrentPage(): Promise<void> {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (routes.some((route) => route.options.validateSearch)) await loadSearchSchemas();
  return router.load().catch((error: unknown) => console.warn('page not loaded before the first render', error));
}
