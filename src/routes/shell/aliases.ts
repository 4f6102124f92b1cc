import { createRoute, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@/lib/route-meta';
import { rootRoute } from '../__root';

/** Old and short addresses of the route table and where they lead. */
const ALIASES: ReadonlyArray<readonly [path: string, target: string]> = [
  ['/', APP_PATHS.home],
  ['/m', APP_PATHS.home],
  ['/m/index', APP_PATHS.home],
  ['/m/index.html', APP_PATHS.home],
  ['/m/register.html', APP_PATHS.register],
];

export const aliasRoutes = ALIASES.map(([path, target]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ location }) => {
      throw redirect({ href: target + (location.searchStr ?? ''), replace: true });
    },
  }),
);

/** Any path no page claims goes home. */
export const fallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: APP_PATHS.home, replace: true });
  },
});
