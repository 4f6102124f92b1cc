import { GAME_TYPES, IDENTITY_PROVIDERS, PROVIDER_SIGN_IN_ERRORS, LAUNCH_TOKEN_PATTERN, NODE_ID_PATTERN } from '@contract/domain';
import { ORIGINAL_GAMES } from '@contract/originals';
import { LEDGER_KINDS } from '@contract/wallet';
import { appPath, oneOf, orDefault, searchOf, text, wholeNumber } from '@/lib/search-checks';

/*
 * The search values of every page of the route table, each with its default or dropped when it
 * does not fit, so a hand-edited or stale link still opens the page. Pages read them through
 * their route (`Route.useSearch()` / `getRouteApi(path).useSearch()`); links write them typed.
 */

/** A vendor's or a game classification's code. */
const code = () => text({ pattern: /^[A-Z0-9_]{1,20}$/ });
/** An index into a page's list (an announcement, a help tab). */
const count = () => wholeNumber(0, 10_000);
const gameType = () => oneOf(GAME_TYPES);

/**
 * /m/login?redirect=&door=agent : the page to return to (same-origin paths only) and the agents' separate door;
 * &via=google after a provider's page, or &signInError=cancelled when it came back without a sign-in.
 */
export const loginSearch = searchOf({
  redirect: appPath(),
  door: orDefault(oneOf(['member', 'agent']), 'member'),
  via: oneOf(IDENTITY_PROVIDERS),
  signInError: oneOf(PROVIDER_SIGN_IN_ERRORS),
});

/** /m/ipLimit?from= and /m/serviceError?from= : the page the player was on, opened again once the platform answers. */
export const systemPageSearch = searchOf({ from: appPath() });

/** /m/register?affiliateCode= : an invitation link fills the invitation code. */
export const registerSearch = searchOf({ affiliateCode: text({ pattern: /^[A-Za-z0-9]{1,20}$/ }) });

/** /m/provider?vassalage=JILI */
export const providerSearch = searchOf({ vassalage: code() });

/** Category lobbies: ?vassalage=&gameClassify= */
export const categorySearch = searchOf({ vassalage: code(), gameClassify: code() });

/** /m/search-games?gameType= and /m/gameCenter?gameType= */
export const gameTypeSearch = searchOf({ gameType: gameType() });

/** /m/fav-games?gameType=&dataType= : favourites (default) or recent games. */
export const favGamesSearch = searchOf({
  gameType: gameType(),
  dataType: orDefault(oneOf(['FAV', 'RECENT']), 'FAV'),
});

/** /m/games?category=&vassalage=&dataType= : the lobby with the side menu (HOT by default). */
export const homeContentSearch = searchOf({
  category: orDefault(oneOf(['HOME', 'HOT', ...GAME_TYPES]), 'HOT'),
  vassalage: code(),
  dataType: orDefault(oneOf(['ALL', 'FAV', 'RECENT']), 'ALL'),
});

/**
 * /m/game?nodeId=&launch=&play=&name=&art= : the launch the game page plays under, which in-house game it is
 * (a slot when absent), with the game's name and art for the first paint.
 */
export const gamePageSearch = searchOf({
  nodeId: orDefault(text({ trim: true, pattern: NODE_ID_PATTERN }), ''),
  launch: orDefault(text({ pattern: LAUNCH_TOKEN_PATTERN }), ''),
  play: oneOf(ORIGINAL_GAMES),
  name: text({ maxLength: 120 }),
  art: appPath(300),
});

/** /m/fbGame?nodeId= : the game a shared link (a Facebook post, an ad, a message) names; absent or malformed, the page says it is not available. */
export const fbGameSearch = searchOf({ nodeId: text({ trim: true, pattern: NODE_ID_PATTERN }) });

/** /m/noticeDetail?id= and /m/activityDetail?id= : the announcement or promotion to show. */
export const idSearch = searchOf({ id: count() });

/** /m/notice?index=&referrer= : the announcement to open and where the player came from. */
export const noticeSearch = searchOf({ index: orDefault(count(), 0), referrer: appPath() });

/** /m/help?tag=&i=&c= and /m/helpDetail : the tab by its tag, or by tab index and sub index. */
export const helpSearch = searchOf({
  tag: text({ maxLength: 40 }),
  i: orDefault(count(), 0),
  c: orDefault(count(), 0),
});

/** /m/voucherCenter?deposit= : the deposit whose status to follow (the gateway sends the player back here). */
export const depositSearch = searchOf({ deposit: wholeNumber(1, Number.MAX_SAFE_INTEGER) });

const day = () => text({ pattern: /^\d{4}-\d{2}-\d{2}$/ });
const range = () => orDefault(oneOf(['today', 'yesterday', 'last7', 'last30', 'custom']), 'today');

/** A records page's range (and custom days) in the address, so a reload or a shared link shows the same rows. */
export const recordsSearch = searchOf({ range: range(), from: day(), to: day() });

/** /m/transaction/record also keeps its ledger-kind filter in the address. */
export const transactionSearch = searchOf({ range: range(), from: day(), to: day(), kind: oneOf(LEDGER_KINDS) });

/** /m/gameRecord keeps its range, game type and the order whose detail is open in the address. */
export const betRecordsSearch = searchOf({
  range: range(),
  from: day(),
  to: day(),
  gameType: gameType(),
  order: text({ pattern: /^[A-Za-z0-9._:-]{1,80}$/ }),
});

/** /m/securityCenter?linked=google after linking a provider, or ?signInError=taken when the link was refused. */
export const securityCenterSearch = searchOf({
  linked: oneOf(IDENTITY_PROVIDERS),
  signInError: oneOf(PROVIDER_SIGN_IN_ERRORS),
});
