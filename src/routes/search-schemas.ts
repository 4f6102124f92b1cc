import * as z from 'zod/mini';
import { ORIGINAL_GAMES } from '@contract/originals';
import { LEDGER_KINDS } from '@contract/wallet';
import { gameTypeSchema, launchTokenSchema, nodeIdSchema } from '@contract/schemas/params';
import { isSafeAppPath } from '@/lib/route-meta';

/*
 * The search values of every page of the route table, each with its default and a fallback
 * (`.catch`) so a hand-edited or stale link still opens the page. Pages read them through their
 * route (`Route.useSearch()` / `getRouteApi(path).useSearch()`); links write them typed. This
 * module (and zod with it) is loaded before the first page with search values opens, never on a
 * first visit of Home; each schema is built the first time its page opens. A new schema is named
 * in `search-params.ts` too, where routes take their checks from.
 */

/** The router reads query values as JSON where they parse (`nodeId=100001` arrives as a number): take them back as text. */
const asText = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value)),
  );
const code = () => z.pipe(asText(), z.string().check(z.regex(/^[A-Z0-9_]{1,20}$/)));
const count = () => z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000));
const appPath = () => z.string().check(z.refine(isSafeAppPath));

/** An optional value: absent, or dropped when it does not fit. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** /m/login?redirect=&door=agent : the page to return to (same-origin paths only) and the agents' separate door. */
export const loginSearch = () =>
  z.object({
    redirect: optional(appPath()),
    door: z._default(z.catch(z.enum(['member', 'agent']), 'member'), 'member'),
  });

/** /m/register?affiliateCode= : an invitation link fills the invitation code. */
export const registerSearch = () =>
  z.object({ affiliateCode: optional(z.pipe(asText(), z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/)))) });

/** /m/provider?vassalage=JILI */
export const providerSearch = () => z.object({ vassalage: optional(code()) });

/** Category lobbies: ?vassalage=&gameClassify= */
export const categorySearch = () => z.object({ vassalage: optional(code()), gameClassify: optional(code()) });

/** /m/search-games?gameType= and /m/gameCenter?gameType= */
export const gameTypeSearch = () => z.object({ gameType: optional(gameTypeSchema) });

/** /m/fav-games?gameType=&dataType= : favourites (default) or recent games. */
export const favGamesSearch = () =>
  z.object({
    gameType: optional(gameTypeSchema),
    dataType: z._default(z.catch(z.enum(['FAV', 'RECENT']), 'FAV'), 'FAV'),
  });

/** /m/games?category=&vassalage=&dataType= : the lobby with the side menu (HOT by default). */
export const homeContentSearch = () =>
  z.object({
    category: z._default(z.catch(z.union([z.enum(['HOME', 'HOT']), gameTypeSchema]), 'HOT'), 'HOT'),
    vassalage: optional(code()),
    dataType: z._default(z.catch(z.enum(['ALL', 'FAV', 'RECENT']), 'ALL'), 'ALL'),
  });

/**
 * /m/game?nodeId=&launch=&play=&name=&art= : the launch the game page plays under, which in-house game it is
 * (a slot when absent), with the game's name and art for the first paint.
 */
export const gamePageSearch = () =>
  z.object({
    nodeId: z._default(z.catch(z.pipe(asText(), nodeIdSchema), ''), ''),
    launch: z._default(z.catch(z.pipe(asText(), launchTokenSchema), ''), ''),
    play: optional(z.enum(ORIGINAL_GAMES)),
    name: optional(z.pipe(asText(), z.string().check(z.maxLength(120)))),
    art: optional(z.pipe(asText(), z.string().check(z.maxLength(300), z.refine(isSafeAppPath)))),
  });

/** /m/noticeDetail?id= and /m/activityDetail?id= : the announcement or promotion to show. */
export const idSearch = () => z.object({ id: optional(count()) });

/** /m/notice?index=&referrer= : the announcement to open and where the player came from. */
export const noticeSearch = () =>
  z.object({
    index: z._default(z.catch(count(), 0), 0),
    referrer: optional(appPath()),
  });

/** /m/help?tag=&i=&c= and /m/helpDetail : the tab by its tag, or by tab index and sub index. */
export const helpSearch = () =>
  z.object({
    tag: optional(z.pipe(asText(), z.string().check(z.maxLength(40)))),
    i: z._default(z.catch(count(), 0), 0),
    c: z._default(z.catch(count(), 0), 0),
  });

const walletId = () => z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))), undefined);

/** /m/voucherCenter?deposit= : the deposit whose status to follow (the gateway sends the player back here). */
export const depositSearch = () => z.object({ deposit: walletId() });

const day = () => z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const range = () => z.catch(z._default(z.enum(['today', 'yesterday', 'last7', 'last30', 'custom']), 'today'), 'today');

/** A records page's range (and custom days) in the address, so a reload or a shared link shows the same rows. */
export const recordsSearch = () => z.object({ range: range(), from: day(), to: day() });

/** /m/transaction/record also keeps its ledger-kind filter in the address. */
export const transactionSearch = () =>
  z.object({
    range: range(),
    from: day(),
    to: day(),
    kind: z.catch(z.optional(z.enum(LEDGER_KINDS)), undefined),
  });

/** /m/gameRecord keeps its range, game type and the order whose detail is open in the address. */
export const betRecordsSearch = () =>
  z.object({
    range: range(),
    from: day(),
    to: day(),
    gameType: z.catch(z.optional(gameTypeSchema), undefined),
    order: z.catch(z.optional(z.pipe(asText(), z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,80}$/)))), undefined),
  });
