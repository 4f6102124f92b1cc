import { lazySearchSchemas } from '@/lib/lazy-search';

/*
 * Each route's search check, by name. The schemas themselves (zod) are in `search-schemas.ts`,
 * loaded before the first location with search values is resolved (`searchSchemas.load()`, which
 * start-up, navigations and preloads await: see src/app/router.tsx).
 */
export const searchSchemas = lazySearchSchemas(() => import('./search-schemas'));

export const loginSearch = searchSchemas.validatorOf('loginSearch');
export const registerSearch = searchSchemas.validatorOf('registerSearch');
export const providerSearch = searchSchemas.validatorOf('providerSearch');
export const categorySearch = searchSchemas.validatorOf('categorySearch');
export const gameTypeSearch = searchSchemas.validatorOf('gameTypeSearch');
export const favGamesSearch = searchSchemas.validatorOf('favGamesSearch');
export const homeContentSearch = searchSchemas.validatorOf('homeContentSearch');
export const gamePageSearch = searchSchemas.validatorOf('gamePageSearch');
export const idSearch = searchSchemas.validatorOf('idSearch');
export const noticeSearch = searchSchemas.validatorOf('noticeSearch');
export const helpSearch = searchSchemas.validatorOf('helpSearch');
export const depositSearch = searchSchemas.validatorOf('depositSearch');
export const recordsSearch = searchSchemas.validatorOf('recordsSearch');
export const transactionSearch = searchSchemas.validatorOf('transactionSearch');
export const betRecordsSearch = searchSchemas.validatorOf('betRecordsSearch');
