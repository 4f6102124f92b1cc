import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from '../__root';
import { changePswGuard } from '../guards';
import { lazySearch } from '@/lib/lazy-search';
import { loginSchema } from '../search-params';

/** /m/login?redirect=&door=agent : the agents' door is a separate login. */
export const loginPageSearch = lazySearch(() => z.extend(loginSchema(), { door: z.catch(z.optional(z.enum(['agent'])), undefined) }));

/** /m/register?affiliateCode= : an invitation link fills the invitation code. */
export const registerSearch = lazySearch(() =>
  z.object({ affiliateCode: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/))), undefined) }),
);

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/login',
  validateSearch: loginPageSearch,
}).lazy(() => import('./login.lazy').then((m) => m.Route));

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/register',
  validateSearch: registerSearch,
}).lazy(() => import('./register.lazy').then((m) => m.Route));

const forgetRoute = createRoute({ getParentRoute: () => rootRoute, path: '/m/forget' }).lazy(() =>
  import('./forget.lazy').then((m) => m.Route),
);

/** Without a stored session /m/changePsw goes home (not to login). */
const changePswRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/changePsw',
  beforeLoad: changePswGuard,
}).lazy(() => import('./change-psw.lazy').then((m) => m.Route));

/** /m/register.html is the shell's alias of /m/register. */
export const accountRoutes = [loginRoute, registerRoute, forgetRoute, changePswRoute] as const;
