import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../__root';
import { page } from '../guards';
import { helpSearch, idSearch, noticeSearch } from '../search-params';

/*
 * Pages anyone may open: help, announcements, promotions, app download, missions. Their pages
 * arrive with their own issues (`built: false` sends the path to /m/home until then); each
 * adds its component with `.lazy(() => import('./x.lazy').then((m) => m.Route))` and drops `built`.
 */

const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/help',
  ...page({ title: 'help', built: false }),
  validateSearch: helpSearch,
});

const helpDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/helpDetail',
  ...page({ title: 'help', built: false }),
  validateSearch: helpSearch,
});

const noticeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/notice',
  ...page({ title: 'notice', built: false }),
  validateSearch: noticeSearch,
});

const noticeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/noticeDetail',
  ...page({ title: 'notice', built: false }),
  validateSearch: idSearch,
});

const activityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/activity',
  ...page({ title: 'activity', back: 'home', built: false }),
  validateSearch: idSearch,
});

const activityDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/activityDetail',
  ...page({ title: 'activity', built: false }),
  validateSearch: idSearch,
});

const downloadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/download',
  ...page({ title: 'download', back: 'home', built: false }),
});

const leaderBoardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/leaderBoard',
  ...page({ flag: 'MISSION', built: false }),
});

/** The member page without a header: a visitor sees it too, and is asked to log in by each entry. */
const mineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/mine',
  ...page({ title: 'mine', header: false, built: false }),
});

export const contentRoutes = [
  helpRoute,
  helpDetailRoute,
  noticeRoute,
  noticeDetailRoute,
  activityRoute,
  activityDetailRoute,
  downloadRoute,
  leaderBoardRoute,
  mineRoute,
] as const;
