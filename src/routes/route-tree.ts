import { rootRoute } from './__root';
import { accountRoutes } from './account';
import { lobbyRoutes } from './lobby';
import { memberLayout } from './member-layout';
import { shellRoutes } from './shell';

/**
 * Every registered page. A page not built yet is simply absent, so its path falls to
 * /m/home. Each area adds its routes with one spread line; member-only pages go under
 * `memberLayout`.
 */
export const routeTree = rootRoute.addChildren([...shellRoutes, ...accountRoutes, ...lobbyRoutes, memberLayout.addChildren([])]);
