import * as z from 'zod/mini';
import { gameTypeSchema } from '@contract/schemas/params';
import { lazySearch } from '@/lib/lazy-search';

/**
 * Search parameters the route table's pages read, each with a fallback so a hand-edited
 * or stale link still opens the page: `validateSearch: providerSearch` and so on. Each schema
 * is built when its page first opens (`lazySearch`).
 */
const vendorCode = () => z.string().check(z.regex(/^[A-Z0-9_]{1,20}$/));
const positiveInt = () => z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000));

/** /m/provider?vassalage=JILI */
export const providerSearch = lazySearch(() => z.object({ vassalage: z.catch(z.optional(vendorCode()), undefined) }));

/** Category lobbies: ?vassalage=&gameClassify= */
export const categorySearch = lazySearch(() =>
  z.object({
    vassalage: z.catch(z.optional(vendorCode()), undefined),
    gameClassify: z.catch(z.optional(z.string().check(z.regex(/^[A-Z0-9_]{1,20}$/))), undefined),
  }),
);

/** /m/search-games and /m/fav-games: ?gameType= */
export const gameTypeSearch = lazySearch(() =>
  z.object({
    gameType: z.catch(z.optional(gameTypeSchema), undefined),
    dataType: z.catch(z.optional(z.enum(['FAV', 'RECENT'])), undefined),
  }),
);

/** /m/gameCenter?gameType= */
export const gameCenterSearch = lazySearch(() => z.object({ gameType: z.catch(z.optional(gameTypeSchema), undefined) }));

/** /m/noticeDetail?id= and /m/activityDetail?id= */
export const idSearch = lazySearch(() => z.object({ id: z.catch(z.optional(positiveInt()), undefined) }));

/** /m/notice?index= (the announcement to open) &referrer= (where the player came from) */
export const noticeSearch = lazySearch(() =>
  z.object({
    index: z.catch(z.optional(positiveInt()), undefined),
    referrer: z.catch(z.optional(z.string().check(z.startsWith('/'), z.maxLength(300))), undefined),
  }),
);

/** /m/help?tag=&i=&c= : tab by tag, or by tab index and sub index */
export const helpSearch = lazySearch(() =>
  z.object({
    tag: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined),
    i: z.catch(z.optional(positiveInt()), undefined),
    c: z.catch(z.optional(positiveInt()), undefined),
  }),
);

/** /m/login?redirect= : a same-site path only. The schema itself, for pages that add fields to it. */
export const loginSchema = () =>
  z.object({
    redirect: z.catch(
      z.optional(
        z.string().check(
          z.maxLength(500),
          z.refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')),
        ),
      ),
      undefined,
    ),
  });

export const loginSearch = lazySearch(loginSchema);

/** /m/activity?id= (promotion category filter) */
export const activitySearch = lazySearch(() => z.object({ id: z.catch(z.optional(positiveInt()), undefined) }));
