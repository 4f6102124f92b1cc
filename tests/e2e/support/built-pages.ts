/** The pages built so far, as a visitor opens them (a page's issue adds its path when it lands). */
export const VISITOR_PAGES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/hot-games',
  '/m/slot-games',
  '/m/live-games',
  '/m/sport-games',
  '/m/fishing-games',
  '/m/poker-games',
  '/m/lott',
  '/m/elott',
  '/m/inHouse',
  '/m/in-play',
  '/m/gameCenter',
  '/m/provider?vassalage=JILI',
  '/m/search-games',
  '/m/games',
  '/m/activity',
  '/m/notice',
  '/m/help',
  '/m/download',
] as const;

/** The pages only a member opens (and Home, which shows a member more). */
export const MEMBER_PAGES = [
  '/m/home',
  '/m/fav-games',
  '/m/fav-games?dataType=RECENT',
  '/m/changePsw',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/profitandloss',
] as const;

/** The pages only an agent opens (agents log in at their own door). */
export const AGENT_PAGES = [
  '/m/agent/home',
  '/m/agent',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
] as const;
