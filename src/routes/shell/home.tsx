import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../__root';

/** Home: its page is a chunk of its own, fetched when the route is matched. */
export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/m/home' }).lazy(() =>
  import('./home.lazy').then((module) => module.Route),
);
