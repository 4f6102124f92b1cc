import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageLoading } from '@/components/ui/Loading';
import { routeTree } from '@/routes/route-tree';

/** The app's router over a history: the browser's, or the server's for the one address it renders. */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // The browser restores scroll positions; the server has none to restore.
    scrollRestoration: typeof document !== 'undefined',
    defaultPendingComponent: PageLoading,
    // A fast page should not flash a spinner first.
    defaultPendingMs: 400,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
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
