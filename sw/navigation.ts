/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './cache-rules';

/**
 * Every page of the app is the same shell: navigations are answered with the precached
 * index.html, so the app opens offline. API, art and development paths are left alone.
 */
export function registerNavigationFallback(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));
}
