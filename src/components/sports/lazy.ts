import { lazy } from 'react';

/*
 * Live scores are read online: the sports screens' code and texts are cached when first opened,
 * not installed with the lobby and Home (sw/cache-rules.ts). One module holds the lazy handles,
 * so the pages that show them carry one reference each.
 */
export const HotMatches = lazy(() => import('./HotMatches'));
export const InPlayPage = lazy(() => import('./InPlayPage'));
