import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../__root';
import { page } from '../guards';

/** Home: its page is a chunk of its own, fetched when the route is matched. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/home',
  ...page({ title: 'home', back: 'none' }),
}).lazy(() => import('./home.lazy').then((module) => module.Route));
