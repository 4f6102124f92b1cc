import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from '../__root';
import { registerSearch } from '../search-params';

/** Old and short addresses of Home. */
const HOME_ALIASES = ['/', '/m', '/m/index', '/m/index.html'] as const;

const homeAliasRoutes = HOME_ALIASES.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/m/home', replace: true });
    },
  }),
);

/** /m/register.html is the register page's old address; an invitation code in it is kept. */
const registerAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/register.html',
  validateSearch: registerSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/m/register', search, replace: true });
  },
});

export const aliasRoutes = [...homeAliasRoutes, registerAliasRoute] as const;

/** Any path no page claims goes home. */
export const fallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/m/home', replace: true });
  },
});
