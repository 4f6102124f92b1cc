import { createRouter } from '@tanstack/react-router';
import { PageLoading } from '@/components/ui/Loading';
import { routeTree } from '@/routes/route-tree';

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
/**
 * Fetches the code of the page at the current address, so it arrives alongside the
 * platform's status rather than after the first render asks for it.
 */
export function preloadCurrentPage(): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  return Promise.all(routes.map((route) => router.loadRouteChunk(route))).catch(() => undefined);
}
