import { aliasRoutes, fallbackRoute } from './aliases';
import { homeRoute } from './home';

export const shellRoutes = [homeRoute, ...aliasRoutes, fallbackRoute] as const;
