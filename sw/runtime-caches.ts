/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isBannerImage, isBuiltAsset, isHotGames, isIcon, isPromoImage, isSiteInfo } from './cache-rules';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * Runtime caches, each with a size limit. Site info and hot games show at once and are
 * refreshed behind the scenes; icons, banner and promotion art rarely change, so the cache answers first.
 * Built files the precache leaves out (the account pages) are kept the first time they load.
 * Nothing else is cached: session, member, wallet and order calls always go to the network.
 */
export function registerRuntimeCaches(): void {
  const origin = self.location.origin;
  registerRoute(
    ({ url, request }) => isSiteInfo(url, request.method, origin),
    new StaleWhileRevalidate({
      cacheName: 'tala-site-info',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 7 * DAY })],
    }),
  );
  registerRoute(
    ({ url, request }) => isHotGames(url, request.method, origin),
    new StaleWhileRevalidate({
      cacheName: 'tala-hot-games',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 2 * DAY })],
    }),
  );
  registerRoute(
    ({ url, request }) => isIcon(url, request.method, origin),
    new CacheFirst({
      cacheName: 'tala-icons',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url, request }) => isBuiltAsset(url, request.method, origin),
    new CacheFirst({
      cacheName: 'tala-assets',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url, request }) => isBannerImage(url, request.method, origin),
    new CacheFirst({
      cacheName: 'tala-banners',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url, request }) => isPromoImage(url, request.method, origin),
    new CacheFirst({
      cacheName: 'tala-promotions',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
    }),
  );
}
