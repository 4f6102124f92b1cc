/*
 * The pages players open first (from a link, a bookmark, the installed app's start): for each,
 * the module of its page, so the build can list the files it needs (code, styles, texts) and the
 * server can ask for them with the page's head; and whether the server renders its first screen
 * (`painted`), with the app's own components, before any script arrives. A painted page's
 * first-screen data is its route's loader (a `preloadQuery`): the server runs it before rendering,
 * the browser before hydrating. Plain data: the build reads this file too.
 */

export interface FirstPage {
  module: string;
  painted: boolean;
}

export const FIRST_PAGES: Readonly<Record<string, FirstPage>> = {
  '/m/home': { module: 'src/routes/shell/home.lazy.tsx', painted: true },
  '/m/activity': { module: 'src/routes/content/activity.lazy.tsx', painted: true },
  '/m/activityDetail': { module: 'src/routes/content/activity-detail.lazy.tsx', painted: true },
  '/m/notice': { module: 'src/routes/content/notice.lazy.tsx', painted: true },
  '/m/help': { module: 'src/routes/content/help.lazy.tsx', painted: true },
  '/m/download': { module: 'src/routes/content/download.lazy.tsx', painted: true },
  '/m/mine': { module: 'src/routes/content/mine.lazy.tsx', painted: true },
  '/m/member/home': { module: 'src/routes/member/member-home.lazy.tsx', painted: true },
  '/m/voucherCenter': { module: 'src/routes/member/voucher-center.lazy.tsx', painted: true },
  '/m/withdraw': { module: 'src/routes/member/withdraw.lazy.tsx', painted: false },
  '/m/login': { module: 'src/routes/account/login.lazy.tsx', painted: true },
  '/m/register': { module: 'src/routes/account/register.lazy.tsx', painted: true },
  '/m/gameCenter': { module: 'src/routes/lobby/-components/pages.tsx', painted: true },
  '/m/provider': { module: 'src/routes/lobby/-components/pages.tsx', painted: true },
  '/m/slot-games': { module: 'src/routes/lobby/-components/pages.tsx', painted: true },
  '/m/live-games': { module: 'src/routes/lobby/-components/pages.tsx', painted: true },
  '/m/fishing-games': { module: 'src/routes/lobby/-components/pages.tsx', painted: true },
};

export const isPainted = (fullPath: string): boolean => FIRST_PAGES[fullPath]?.painted === true;
