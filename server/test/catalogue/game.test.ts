import { expect, it } from 'vitest';
import { gameCalls } from '../../../contract/games';
import { describeOnEachDatabase, envelope } from '../helpers';
import { get, setSwitches, urlOf } from './call';

/** One game by node id: the game a shared link (a Facebook post, an ad, a message) names. */
describeOnEachDatabase('one game by node id', (platform) => {
  const firstGame = async (where: string) => {
    const { rows } = await platform().db.query<{ node_id: string }>(
      `SELECT node_id::text AS node_id FROM games g WHERE ${where} ORDER BY sort_order, node_id LIMIT 1`,
    );
    if (!rows[0]) throw new Error(`no game where ${where}`);
    return rows[0].node_id;
  };
  const ask = (query: Record<string, string>) => platform().app.inject({ method: 'GET', url: urlOf(gameCalls.getGame, query) });

  it('answers a game just as the game list shows it', async () => {
    const { app } = platform();
    const { games } = await get(app, gameCalls.getGameList, { vassalage: 'JILI', pageSize: 3 });
    for (const listed of games) {
      expect(await get(app, gameCalls.getGame, { nodeId: listed.nodeId, language: 'TY' })).toEqual(listed);
    }
  });

  it('answers an unknown game with game.notFound', async () => {
    const response = await ask({ nodeId: '999999999999999999' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'game.notFound' });
  });

  it('refuses a malformed node id with 400 and an error code', async () => {
    for (const nodeId of ["1' OR '1'='1", '-5', '12.5', 'JILI', '1'.repeat(19), '']) {
      const response = await ask({ nodeId });
      expect(response.statusCode, nodeId).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    const missing = await platform().app.inject({ method: 'GET', url: gameCalls.getGame.path });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errorCode).toBe('request.invalid');
  });

  it('answers a game of a switched-off type as not found, and again once the type is back', async () => {
    const { app, config } = platform();
    expect(await ask({ nodeId: await firstGame(`g.game_type = 'COCKFIGHT'`) }).then(envelope)).toMatchObject({
      errorCode: 'game.notFound',
    });
    const live = await firstGame(`g.game_type = 'LIVE'`);
    expect((await get(app, gameCalls.getGame, { nodeId: live })).gameType).toBe('LIVE');
    await setSwitches(app, { enabledGameTypes: config.enabledGameTypes.filter((t) => t !== 'LIVE') });
    try {
      const switchedOff = await ask({ nodeId: live });
      expect(switchedOff.statusCode).toBe(404);
      expect(envelope(switchedOff).errorCode).toBe('game.notFound');
    } finally {
      await setSwitches(app, { enabledGameTypes: config.enabledGameTypes });
    }
    expect((await get(app, gameCalls.getGame, { nodeId: live })).nodeId).toBe(live);
  });
});
