import { createRoute } from '@tanstack/react-router';
import { pageFacts } from '@/lib/route-meta';
import { rootRoute } from '../__root';
import { changePswGuard, page } from '../guards';
import { loginSearch, registerSearch } from '../search-params';

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/login',
  ...page({ title: 'login', back: 'home' }),
  validateSearch: loginSearch,
  // From the page's own chunk: the switches the form is built from travel with its code, and it is drawn with them.
  loader: () => import('./login.lazy').then((m) => m.loadAccountSettings()),
}).lazy(() => import('./login.lazy').then((m) => m.Route));

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/register',
  ...page({ title: 'register', back: 'home' }),
  validateSearch: registerSearch,
  loader: () => import('./register.lazy').then((m) => m.loadAccountSettings()),
}).lazy(() => import('./register.lazy').then((m) => m.Route));

const forgetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/forget',
  ...page({ title: 'forget', back: 'home' }),
}).lazy(() => import('./forget.lazy').then((m) => m.Route));

/** Without a stored session /m/changePsw goes home (not to login), so it sits outside the member layout. */
const changePswRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/changePsw',
  staticData: { page: pageFacts({ title: 'changePsw', role: 'member' }) },
  beforeLoad: changePswGuard,
}).lazy(() => import('./change-psw.lazy').then((m) => m.Route));

/** Login, register, forgotten password and change password (/m/register.html is the shell's alias of /m/register). */
export const accountRoutes = [loginRoute, registerRoute, forgetRoute, changePswRoute] as const;
