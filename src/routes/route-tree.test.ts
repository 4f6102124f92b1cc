import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './route-tree';

/** Every address of the product's route table (section 2), plus the lobby's own /m/games and /m/game. */
const ROUTE_TABLE = [
  ...['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/login', '/m/register', '/m/register.html', '/m/forget'],
  ...['/m/changePsw', '/m/mine', '/m/member/home', '/m/set', '/m/help', '/m/helpDetail', '/m/notice', '/m/noticeDetail'],
  ...['/m/activity', '/m/activityDetail', '/m/agent/home', '/m/agent', '/m/download', '/m/gameCenter', '/m/provider'],
  ...['/m/hot-games', '/m/search-games', '/m/fav-games', '/m/in-play', '/m/inHouse', '/m/live-games', '/m/slot-games'],
  ...['/m/sport-games', '/m/fishing-games', '/m/poker-games', '/m/lott', '/m/elott', '/m/voucherCenter', '/m/withdraw'],
  ...['/m/webEmail', '/m/feedback', '/m/inviteFriends', '/m/securityCenter', '/m/member/benefits', '/m/vouReport'],
  ...['/m/withdrawReport', '/m/transaction/record', '/m/gameRecord', '/m/profitandloss', '/m/upLine/transfer'],
  ...['/m/rewardCenter', '/m/member/manualRebate', '/m/member/rebateReport', '/m/leaderBoard'],
  ...['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'],
  ...['/m/games', '/m/game'],
  // Pages the spec lists lazily.
  ...['/m/customerTask', '/m/ipLimit', '/m/serviceError', '/m/fbGame'],
];

describe('the route table', () => {
  const router = createRouter({ routeTree, history: createMemoryHistory() });
  const leafOf = (path: string) => router.matchRoutes(path, {}).at(-1);

  it.each(ROUTE_TABLE)('%s has a route of its own', (path) => {
    expect(leafOf(path)?.routeId).not.toBe('/$');
  });

  it('sends any other path to the fallback that goes home', () => {
    expect(leafOf('/m/no-such-page')?.routeId).toBe('/$');
  });

  it.each(ROUTE_TABLE.filter((path) => path.startsWith('/m/') && !['/m/', '/m/index', '/m/index.html', '/m/register.html'].includes(path)))(
    '%s carries its page facts',
    (path) => {
      expect(leafOf(path)?.staticData.page).toMatchObject({ back: expect.any(String) as string, role: expect.any(String) as string });
    },
  );

  it('agent pages need an agent and sit under the agent layout', () => {
    for (const path of ['/m/agent/home', '/m/agent', '/m/member/agent/getHourContract']) {
      const matches = router.matchRoutes(path, {});
      expect(matches.map((match) => match.routeId)).toContain('/agent');
      expect(matches.at(-1)?.staticData.page?.role).toBe('agent');
    }
  });
});
