import { expect, it } from 'vitest';
import type { Game } from '../../../contract/domain';
import type { LaunchValue, SlotState } from '../../../contract/lobby';
import { describeOnEachDatabase, envelope } from '../helpers';
import { firstNodeId } from './lobby-data';
import { as, createMember, type TestMember } from './members';

interface RecentPage {
  list: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

describeOnEachDatabase('launching games and recent games', (platform) => {
  const launch = (member: TestMember | null, query: string) =>
    platform().app.inject({ url: `/wps/game/launchGame?${query}`, headers: member ? as(member) : {} });
  const recent = async (member: TestMember, query = '') =>
    envelope<RecentPage>(await platform().app.inject({ url: `/wps/relay/recentGames?${query}`, headers: as(member) })).value;
  const stateOf = async (member: TestMember, url: string) => {
    const token = new URL(url, 'http://x').searchParams.get('launch')!;
    return envelope<SlotState>(await platform().app.inject({ url: `/wps/game/demoSlot?launch=${token}`, headers: as(member) })).value;
  };

  it('needs a session', async () => {
    const visitor = await launch(null, `nodeId=${await firstNodeId(platform(), "g.game_type = 'RNG'")}`);
    expect(visitor.statusCode).toBe(401);
    expect(envelope(visitor).errorCode).toBe('auth.notLoggedIn');
  });

  it('opens an in-house game in the app’s game page, naming which game it is', async () => {
    const member = await createMember(platform());
    for (const [gameId, play] of [
      ['bgs-1', 'FRUIT'],
      ['bgs-2', 'GEMS'],
      ['bgs-3', 'HILO'],
    ] as const) {
      const nodeId = await firstNodeId(platform(), `g.game_id = '${gameId}'`);
      const opened = envelope<LaunchValue>(await launch(member, `nodeId=${nodeId}`)).value;
      const url = new URL(opened.url, 'http://x');
      expect(url.pathname, gameId).toBe('/m/game');
      expect(url.searchParams.get('play'), gameId).toBe(play);
      expect(url.searchParams.get('launch'), gameId).toMatch(/^[\w-]{32}$/);
    }
  });

  it('opens a third-party game on its vendor’s page in the player’s language and puts the game first in recent games', async () => {
    const member = await createMember(platform());
    const first = await firstNodeId(platform(), "g.game_type = 'RNG' AND g.is_h5");
    const second = await firstNodeId(platform(), "g.game_type = 'FISH' AND NOT g.is_h5");

    const opened = envelope<LaunchValue>(
      await platform().app.inject({
        url: `/wps/game/launchGame?nodeId=${first}&gameCategory=RNG`,
        headers: as(member, { language: 'EN' }),
      }),
    ).value;
    const url = new URL(opened.url, 'http://x');
    const { rows } = await platform().db.query<{ game_name: string; game_id: string; vendor: string }>(
      'SELECT game_name, game_id, vendor FROM games WHERE node_id = $1',
      [first],
    );
    expect(url.pathname).toBe(`/vendor-demo/${rows[0]!.vendor}`);
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(opened).toMatchObject({ isGameH5: true, freePlay: false, nodeId: first });

    // The vendor's page (its demo stand-in here) shows the game under a plain "Demo" frame, with no script.
    const vendorPage = await platform().app.inject({ url: opened.url });
    expect(vendorPage.statusCode).toBe(200);
    expect(vendorPage.headers['content-type']).toContain('text/html');
    expect(vendorPage.body).toContain('data-demo-frame');
    expect(vendorPage.body).toContain('>Demo<');
    expect(vendorPage.body).toContain(`<h1>${rows[0]!.game_name.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</h1>`);
    expect(vendorPage.body).toContain(`/cdn/game/${rows[0]!.game_id}.png`);
    expect(vendorPage.body).not.toMatch(/<script/i);
    // Only the launch's own token opens it, and only under the launched game's vendor.
    expect((await platform().app.inject({ url: opened.url.replace(/launch=[^&]+/, 'launch=nope-nope-nope-nope') })).statusCode).toBe(404);
    expect(
      (await platform().app.inject({ url: opened.url.replace(`/vendor-demo/${rows[0]!.vendor}`, '/vendor-demo/NOPE') })).statusCode,
    ).toBe(404);
    // The in-app game page has no game for it.
    const token = url.searchParams.get('launch')!;
    const notASlot = await platform().app.inject({ url: `/wps/game/demoSlot?launch=${token}`, headers: as(member) });
    expect(notASlot.statusCode).toBe(404);
    expect(envelope(notASlot).errorCode).toBe('game.wrong');

    expect(envelope<LaunchValue>(await launch(member, `nodeId=${second}`)).value.isGameH5).toBe(false);
    expect((await recent(member)).list.map((g) => g.nodeId)).toEqual([second, first]);
    await launch(member, `nodeId=${first}`);
    const page = await recent(member);
    expect(page.list.map((g) => g.nodeId)).toEqual([first, second]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect((await recent(member, 'gameType=FISH')).list.map((g) => g.nodeId)).toEqual([second]);

    // The catalogue's game list reads the same recent games for data type RECENT.
    const list = envelope<{ games: Game[] }>(
      await platform().app.inject({ url: '/lgw/games/mobile?dataType=RECENT', headers: as(member) }),
    ).value;
    expect(list.games.map((g) => g.nodeId)).toEqual([first, second]);
  });

  it('allows free play only on games that support it and for member types 0, 1 and 2, with play money', async () => {
    const freeGame = await firstNodeId(platform(), "g.game_id = 'bgs-1' AND g.support_free_play");
    const paidOnly = await firstNodeId(platform(), "g.game_type = 'RNG' AND NOT g.support_free_play");
    for (const type of [0, 1, 2]) {
      const member = await createMember(platform(), type);
      const opened = envelope<LaunchValue>(await launch(member, `nodeId=${freeGame}&supportFreePlay=1`)).value;
      expect(opened.freePlay).toBe(true);
      expect(await stateOf(member, opened.url)).toMatchObject({ freePlay: true, playMoney: true });
      const refused = await launch(member, `nodeId=${paidOnly}&supportFreePlay=1`);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).errorCode).toBe('free_reject');
    }
    for (const type of [4, 40, 41]) {
      const member = await createMember(platform(), type);
      const refused = await launch(member, `nodeId=${freeGame}&supportFreePlay=true`);
      expect(envelope(refused).errorCode).toBe('free_reject');
    }
  });

  it('lets a trial account play with play money only', async () => {
    const trial = await createMember(platform(), 4);
    const opened = envelope<LaunchValue>(await launch(trial, `nodeId=${await firstNodeId(platform(), "g.game_id = 'bgs-1'")}`)).value;
    expect(await stateOf(trial, opened.url)).toMatchObject({ playMoney: true, freePlay: false });
    const balance = envelope<{ playMoney: boolean; sumBalance: number }>(
      await platform().app.inject({ url: '/wps/wallet/balance', headers: as(trial) }),
    ).value;
    expect(balance).toMatchObject({ playMoney: true, sumBalance: platform().config.demoCredit });
  });

  it('launches a lottery game by vendor, game code, prize mode and play type', async () => {
    const member = await createMember(platform());
    const { rows } = await platform().db.query<{ node_id: string; game_code: string }>(
      "SELECT node_id::text AS node_id, game_code FROM games WHERE vendor = 'TCG_SEA' ORDER BY node_id LIMIT 1",
    );
    const game = rows[0]!;
    const opened = await platform().app.inject({
      url: `/wps/game/launchLottery?vendor=TCG_SEA&gameCode=${game.game_code}&prizeMode=SEA&playType=ent`,
      headers: as(member),
    });
    expect(envelope<LaunchValue>(opened).value.nodeId).toBe(game.node_id);
    expect((await recent(member)).list[0]!.nodeId).toBe(game.node_id);
    const badMode = await platform().app.inject({
      url: '/wps/game/launchLottery?vendor=TCG_SEA&gameCode=1&prizeMode=XX',
      headers: as(member),
    });
    expect(badMode.statusCode).toBe(400);
    const notLottery = await platform().app.inject({
      url: '/wps/game/launchLottery?vendor=JILI&gameCode=1&prizeMode=Lott',
      headers: as(member),
    });
    expect(notLottery.statusCode).toBe(404);
  });

  it('refuses games of a switched-off category and malformed node ids', async () => {
    const member = await createMember(platform());
    const cockfight = await launch(member, `nodeId=${await firstNodeId(platform(), "g.game_type = 'COCKFIGHT'")}`);
    expect(cockfight.statusCode).toBe(404);
    expect(envelope(cockfight).errorCode).toBe('game.notFound');
    const malformed = await launch(member, 'nodeId=1%27%20OR%201%3D1');
    expect(malformed.statusCode).toBe(400);
    expect((await recent(member)).totalCount).toBe(0);
  });
});
