import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../__root';
import { page } from '../guards';

/** The live chat with support: members chat under their account, visitors under a name they give. */
const chatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/chat',
  ...page({ title: 'chat' }),
}).lazy(() => import('./chat.lazy').then((m) => m.Route));

export const messagingRoutes = [chatRoute] as const;
