import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../__root';
import { page } from '../guards';

/** Home: its page is a chunk of its own, fetched when the route is matched, with its first screen's data. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/home',
  ...page({ title: 'home', back: 'none' }),
  // From the page's own chunk: its first screen's reads travel with its code.
  loader: () => import('./home.lazy').then((m) => m.loadHomeFirstScreen()),
}).lazy(() => import('./home.lazy').then((module) => module.Route));
