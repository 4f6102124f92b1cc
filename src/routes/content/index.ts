import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../__root';
import { page } from '../guards';
import { helpSearch, idSearch, noticeSearch } from '../search-params';

/*
 * Pages anyone may open: help, announcements, promotions, app download, missions. Pages not
 * built yet (`built: false`) send the path to /m/home; each built one loads its component with
 * `.lazy(() => import('./x.lazy').then((m) => m.Route))`.
 */

const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/help',
  ...page({ title: 'help' }),
  validateSearch: helpSearch,
  loader: () => import('@/features/content/api/loaders').then((m) => m.loadHelp()),
}).lazy(() => import('./help.lazy').then((m) => m.Route));

const helpDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/helpDetail',
  ...page({ title: 'help' }),
  validateSearch: helpSearch,
}).lazy(() => import('./help-detail.lazy').then((m) => m.Route));

const noticeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/notice',
  ...page({ title: 'notice' }),
  validateSearch: noticeSearch,
  loader: () => import('@/features/content/api/loaders').then((m) => m.loadNotices()),
}).lazy(() => import('./notice.lazy').then((m) => m.Route));

const noticeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/noticeDetail',
  ...page({ title: 'notice' }),
  validateSearch: idSearch,
}).lazy(() => import('./notice-detail.lazy').then((m) => m.Route));

const activityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/activity',
  ...page({ title: 'activity', back: 'home' }),
  validateSearch: idSearch,
  loader: () => import('@/features/content/api/loaders').then((m) => m.loadPromotions()),
}).lazy(() => import('./activity.lazy').then((m) => m.Route));

const activityDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/activityDetail',
  ...page({ title: 'activity' }),
  validateSearch: idSearch,
  loader: () => import('@/features/content/api/loaders').then((m) => m.loadPromotions()),
}).lazy(() => import('./activity-detail.lazy').then((m) => m.Route));

const downloadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/download',
  ...page({ title: 'download', back: 'home' }),
}).lazy(() => import('./download.lazy').then((m) => m.Route));

const leaderBoardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/leaderBoard',
  ...page({ title: 'leaderBoard', flag: 'MISSION' }),
}).lazy(() => import('./leader-board.lazy').then((m) => m.Route));

/** The member page without a header: a visitor sees it too, and is asked to log in by each entry. */
const mineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/mine',
  ...page({ title: 'mine', header: false }),
}).lazy(() => import('./mine.lazy').then((m) => m.Route));

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
