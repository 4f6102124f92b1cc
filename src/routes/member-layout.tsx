import { createRoute, Outlet, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@/lib/route-meta';
import { isLoggedIn } from '@/lib/session';
import { rootRoute } from './__root';

export { changePswGuard, flagGuard, guardFor } from './guards';

/** A same-site path to come back to after logging in; anything else becomes /m/home. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return APP_PATHS.home;
  return target;
}

/**
 * The pathless layout every member-only page sits under: a visitor is sent to /m/login
 * with the page they wanted as a same-site `redirect`, so logging in returns them there.
 */
export const memberLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'member',
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ href: `${APP_PATHS.login}?redirect=${encodeURIComponent(location.href)}` });
  },
  component: () => <Outlet />,
});
