import type { GameType } from '@contract/domain';
import type { WhitelabelFlag } from '@contract/site';

/**
 * What the shell needs to know about each page, by path. Adding a page is one line here:
 * its header title (a key under `shell:titles`), where its back arrow goes, whether it
 * has a header or footer, and the whitelabel flag that must be on for it to open.
 */
export interface RouteMeta {
  title?: string;
  /** `home` replaces the page with /m/home; `history` goes one step back; `none` shows no arrow. */
  back?: 'home' | 'history' | 'none';
  header?: boolean;
  footer?: boolean;
  flag?: WhitelabelFlag;
}

export const ROUTE_META: Record<string, RouteMeta> = {
  '/m/home': { title: 'home', back: 'none' },
  '/m/login': { title: 'login', back: 'home' },
  '/m/register': { title: 'register', back: 'home' },
  '/m/forget': { title: 'forget', back: 'home' },
  '/m/changePsw': { title: 'changePsw' },
  '/m/mine': { title: 'mine', header: false },
  '/m/member/home': { title: 'mine' },
  '/m/set': { title: 'set' },
  '/m/help': { title: 'help' },
  '/m/helpDetail': { title: 'help' },
  '/m/notice': { title: 'notice' },
  '/m/noticeDetail': { title: 'notice' },
  '/m/activity': { title: 'activity', back: 'home' },
  '/m/activityDetail': { title: 'activity' },
  '/m/download': { title: 'download', back: 'home' },
  '/m/gameCenter': { title: 'gameCenter' },
  '/m/games': { title: 'gameCenter' },
  '/m/game': { header: false, footer: false },
  '/m/provider': { title: 'provider' },
  '/m/hot-games': { title: 'hotGames' },
  '/m/search-games': { title: 'searchGames' },
  '/m/fav-games': { title: 'favGames' },
  '/m/sport-games': { title: 'sportGames' },
  '/m/slot-games': { title: 'slotGames' },
  '/m/live-games': { title: 'liveGames' },
  '/m/fishing-games': { title: 'fishingGames' },
  '/m/poker-games': { title: 'pokerGames' },
  '/m/lott': { title: 'lottery' },
  '/m/elott': { title: 'elottery' },
  '/m/in-play': { title: 'inPlay' },
  '/m/inHouse': { title: 'inHouse' },
  '/m/voucherCenter': { title: 'deposit' },
  '/m/withdraw': { title: 'withdraw' },
  '/m/webEmail': { title: 'inbox', flag: 'MAILCEN' },
  '/m/feedback': { title: 'feedback', flag: 'FEEDBACK3' },
  '/m/inviteFriends': { title: 'invite', flag: 'REFERRAL' },
  '/m/vouReport': { flag: 'DEPRECM3' },
  '/m/withdrawReport': { flag: 'WITHREC3' },
  '/m/transaction/record': { flag: 'TRANSREC3' },
  '/m/gameRecord': { flag: 'TRANSBETREPMEM3' },
  '/m/profitandloss': { flag: 'PERSREP' },
  '/m/upLine/transfer': { flag: 'AGETRANSFERUP3' },
  '/m/rewardCenter': { flag: 'REWCEN3' },
  '/m/member/manualRebate': { flag: 'MANPLAYREB3' },
  '/m/member/rebateReport': { flag: 'PLYRBT' },
  '/m/leaderBoard': { flag: 'MISSION' },
  '/m/member/benefits': { flag: 'VIPBENEFIT' },
};

export const routeMetaFor = (pathname: string): RouteMeta => ROUTE_META[pathname.replace(/\/+$/, '')] ?? {};

/** Where shell entries lead; pages of later areas register these paths themselves. */
export const APP_PATHS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  notice: '/m/notice',
  promotions: '/m/activity',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  invite: '/m/inviteFriends',
  inbox: '/m/webEmail',
  feedback: '/m/feedback',
  gameCenter: '/m/gameCenter',
  favourites: '/m/fav-games',
  recent: '/m/fav-games?dataType=RECENT',
  download: '/m/download',
  hotGames: '/m/hot-games',
  provider: (vassalage: string) => `/m/provider?vassalage=${encodeURIComponent(vassalage)}`,
  bingo: '/m/slot-games?gameClassify=BG',
} as const;

/** The category page of each game type (e-sports and cockfight open their vendor grid). */
export const CATEGORY_PATHS: Record<GameType, string> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  FISH: '/m/fishing-games',
  PVP: '/m/poker-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/gameCenter?gameType=ESPORTS',
  COCKFIGHT: '/m/gameCenter?gameType=COCKFIGHT',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  INHOUSE: '/m/inHouse',
};

/** Slot vendors with their own shortcut in the side menu and their own row on Home. */
export const FEATURED_VENDORS = ['JILI', 'FC', 'PGE'] as const;
