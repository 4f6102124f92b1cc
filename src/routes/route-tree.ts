import { rootRoute } from './__root';
import { accountRoutes } from './account';
import { agentRoutes } from './agent';
import { contentRoutes } from './content';
import { agentLayout, memberLayout } from './layouts';
import { lobbyMemberRoutes, lobbyRoutes } from './lobby';
import { memberRoutes } from './member';
import { messagingRoutes } from './messaging';
import { shellRoutes } from './shell';

/**
 * Every path of the route table. Each route carries its page's facts (`staticData.page`) and
 * its search schema; member pages sit under `memberLayout`, agent pages under `agentLayout`.
 * A path whose page is not built yet is registered with `built: false` and goes to /m/home.
 */
export const routeTree = rootRoute.addChildren([
  ...shellRoutes,
  ...accountRoutes,
  ...lobbyRoutes,
  ...contentRoutes,
  ...messagingRoutes,
  memberLayout.addChildren([...lobbyMemberRoutes, ...memberRoutes]),
  agentLayout.addChildren([...agentRoutes]),
]);
