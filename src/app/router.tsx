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
 * Resolves the current address (guards, redirects, the page's code) before the first render.
 * Loaded on mount instead, the router would update its state while React commits the first
 * screen, and those updates redraw the page synchronously, in one long task.
 */
export function loadCurrentPage(): Promise<void> {
  return router.load().catch((error: unknown) => console.warn('page not loaded before the first render', error));
}
