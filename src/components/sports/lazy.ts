import { lazy } from 'react';

/*
 * Live scores are read online: the sports screens' code and texts are cached when first opened,
 * not installed with the lobby and Home (sw/cache-rules.ts). They come as one chunk, so the pages
 * that show them carry one small reference each.
 */
const screens = () => import('./screens');

export const HomeSports = lazy(() => screens().then((m) => ({ default: m.HomeSports })));
export const HotMatches = lazy(() => screens().then((m) => ({ default: m.HotMatches })));
export const InPlayPage = lazy(() => screens().then((m) => ({ default: m.InPlayPage })));
