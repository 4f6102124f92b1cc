import { aliasRoutes, fallbackRoute } from './aliases';
import { homeRoute } from './home';
import { systemPageRoutes } from './system-pages';

export const shellRoutes = [homeRoute, ...aliasRoutes, ...systemPageRoutes, fallbackRoute] as const;
