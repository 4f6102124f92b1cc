/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerNavigationFallback } from './navigation';
import { listenForNotificationTaps } from './notifications';
import { registerRuntimeCaches } from './runtime-caches';
import { listenForSkipWaiting } from './update';

declare const self: ServiceWorkerGlobalScope;

// The shell (HTML, scripts, styles, icons) as built, listed by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigationFallback();
registerRuntimeCaches();
listenForSkipWaiting();
listenForNotificationTaps();
// The first install takes charge of the open page at once, so its calls are cached from then on.
// Later versions wait for the player (see update.ts), and claiming only happens once they activate.
clientsClaim();
