/** Game types the platform knows. Bingo is RNG with classify BG. */
export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Node ids are the catalogue's numeric keys, carried as strings. */
export const NODE_ID_PATTERN = /^[0-9]{1,18}$/;
/** A launch token names one launch of one game by one member. */
export const LAUNCH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Which list a game-list request reads from. */
export const DATA_TYPES = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const BINGO_CLASSIFY = 'BG';
export const PAGE_SIZE = 36;
export const WINNER_LIMIT = 20;
/** The jackpot figures: Home's, and the game lobbies' (from 100 million to 1 billion, with cents). */
export const JACKPOT_POOLS = ['home', 'lobby'] as const;
export type JackpotPool = (typeof JACKPOT_POOLS)[number];
export const FAVOURITES_LIMIT = 200;
export const HOME_FAVOURITES_LIMIT = 100;
/** Interface languages with complete resources; the label dictionary lists more (see LANGUAGE_LABELS). */
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language a new visitor sees until the operator's site info or the player says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'TY';
/**
 * The player's interface language, mirrored into a cookie so the server renders the first screen
 * in that language before any script runs.
 */
export const LANGUAGE_COOKIE = 'tala_lang';
/**
 * Set while a session is open in this browser, to the kind of player it belongs to. It holds no
 * token, name or balance: it only tells the server which frame to render a page in (a member's
 * header, a member page), since the session itself travels in a header the server never sees
 * with a page request.
 */
export const SIGNED_IN_COOKIE = 'tala_member';
/**
 * The device's kept sign-in ("keep me signed in"): a random token set by the platform as an
 * HttpOnly cookie sent only to the resume call, so no script, the app's included, can read it.
 */
export const KEPT_SIGN_IN_COOKIE = 'tala_kept';
/** A member who may deposit, a trial account, a player on a break (withdraw-only), an agent (agents' door). */
export const SIGNED_IN_KINDS = ['member', 'trial', 'break', 'agent'] as const;
export type SignedInKind = (typeof SIGNED_IN_KINDS)[number];
/** The platform's label dictionary of language codes; only LANGUAGES have resources. */
export const LANGUAGE_LABELS = [
  'EN',
  'CN',
  'TW',
  'JA',
  'TH',
  'VI',
  'ID',
  'KO',
  'ES',
  'PT',
  'AR',
  'RU',
  'TR',
  'TY',
  'MS',
  'HI',
  'BN',
  'MY',
  'KM',
  'LO',
  'FR',
  'DE',
  'IT',
  'NL',
  'PL',
  'SV',
  'FI',
  'DA',
  'NO',
  'CS',
  'HU',
  'RO',
  'EL',
  'HE',
  'UR',
] as const;
export const PLAY_TYPES = ['trad', 'ent'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const INHOUSE_VENDORS = ['BGS'] as const;
export type { Game, Vendor, Banner, Announcement, Winner } from './schemas/domain';

/** The outside identity providers a player may sign in with, each behind its flag (`PROVIDER_FLAGS`). */
export const IDENTITY_PROVIDERS = ['google', 'facebook'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];
/** The whitelabel flag that offers each provider's sign-in. */
export const PROVIDER_FLAGS = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const satisfies Record<IdentityProvider, string>;
/**
 * Where a provider sends the browser back. Not a call the app makes: the platform answers it with a
 * redirect to `/m/login?via=<provider>` (signed in or a new account to confirm), to
 * `/m/login?signInError=<reason>`, or for a link made from the security centre to `/m/securityCenter`.
 */
export const PROVIDER_CALLBACK_PATH = '/wps/session/provider/callback';
/** Why a provider sign-in or link came back without one: the `signInError` the platform redirects with. */
export const PROVIDER_SIGN_IN_ERRORS = ['cancelled', 'failed', 'expired', 'taken', 'off'] as const;
export type ProviderSignInError = (typeof PROVIDER_SIGN_IN_ERRORS)[number];
