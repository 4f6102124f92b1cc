import { expect, it } from 'vitest';
import { FAVOURITES_LIMIT, type Game } from '../../../contract/domain';
import { describeOnEachDatabase, envelope } from '../helpers';
import { firstNodeId, nodeIds } from './lobby-data';
import { as, createMember } from './members';

interface Change {
  nodeId: string;
  favourite: boolean;
  changed: boolean;
  count: number;
}
interface FavPage {
  content: Game[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

describeOnEachDatabase('favourites', (platform) => {
  const add = (token: string, nodeId: string, key?: string) =>
    platform().app.inject({
      method: 'POST',
      url: '/wps/relay/favourites',
      headers: { token, 'module-id': 'GAMELOFAV3', ...(key ? { 'idempotency-key': key } : {}) },
      payload: { nodeId },
    });
  const remove = (token: string, nodeId: string, key?: string) =>
    platform().app.inject({
      method: 'DELETE',
      url: `/wps/relay/favourites?nodeId=${nodeId}`,
      headers: { token, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const ids = async (token: string) =>
    envelope<{ nodeIds: string[] }>(await platform().app.inject({ url: '/wps/relay/favourites/ids', headers: { token } })).value.nodeIds;

  it('sends a visitor away: favourites need a session, and the FAV game list is empty for a visitor', async () => {
    const list = await platform().app.inject({ url: '/wps/relay/favourites' });
    expect(list.statusCode).toBe(401);
    expect(envelope(list).errorCode).toBe('auth.notLoggedIn');
    const games = envelope<{ games: Game[]; totalCount: number }>(await platform().app.inject({ url: '/lgw/games/mobile?dataType=FAV' }));
    expect(games.value.totalCount).toBe(0);
  });

  it('adds a game once, lists it newest first with its details, and removes it at once', async () => {
    const member = await createMember(platform());
    const [slot, live] = [await firstNodeId(platform(), "g.game_type = 'RNG'"), await firstNodeId(platform(), "g.game_type = 'LIVE'")];

    expect(envelope<Change>(await add(member.token, slot)).value).toEqual({ nodeId: slot, favourite: true, changed: true, count: 1 });
    expect(envelope<Change>(await add(member.token, slot)).value).toMatchObject({ changed: false, count: 1 });
    await add(member.token, live);
    expect(await ids(member.token)).toEqual([live, slot]);

    const page = envelope<FavPage>(await platform().app.inject({ url: '/wps/relay/favourites?pageNo=1', headers: as(member) })).value;
    expect(page.content.map((g) => g.nodeId)).toEqual([live, slot]);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 36, totalPages: 1, totalCount: 2 });
    const onlyLive = envelope<FavPage>(
      await platform().app.inject({ url: '/wps/relay/favourites?gameType=LIVE', headers: as(member) }),
    ).value;
    expect(onlyLive.content.map((g) => g.nodeId)).toEqual([live]);

    // The catalogue's game list reads the same favourites for data type FAV.
    const favList = envelope<{ games: Game[] }>(
      await platform().app.inject({ url: '/lgw/games/mobile?dataType=FAV&gameType=RNG', headers: as(member) }),
    ).value;
    expect(favList.games.map((g) => g.nodeId)).toEqual([slot]);

    expect(envelope<Change>(await remove(member.token, slot)).value).toMatchObject({ favourite: false, changed: true, count: 1 });
    expect(envelope<Change>(await remove(member.token, slot)).value).toMatchObject({ changed: false, count: 1 });
    expect(await ids(member.token)).toEqual([live]);

    // Another member's favourites are their own.
    const other = await createMember(platform());
    expect(await ids(other.token)).toEqual([]);
  });

  it('applies each idempotency key once, even when the same toggles arrive twice at the same moment', async () => {
    const member = await createMember(platform());
    const games = await nodeIds(platform(), "g.game_type = 'RNG'", 5);
    const keys = games.map((_, i) => `offline-${member.id}-${i}-aaaaaaaa`);
    // A reconnecting client may flush its queue while an earlier flush is still in flight.
    const answers = await Promise.all([
      ...games.map((g, i) => add(member.token, g, keys[i])),
      ...games.map((g, i) => add(member.token, g, keys[i])),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await ids(member.token)).sort()).toEqual([...games].sort());
    const { rows } = await platform().db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_records WHERE member_id = $1', [
      member.id,
    ]);
    expect(Number(rows[0]!.n)).toBe(5);

    // A remove sent later undoes the add; replaying the old add key does not bring it back.
    await remove(member.token, games[0]!, `remove-${member.id}-0-bbbbbbbb`);
    expect(envelope<Change>(await add(member.token, games[0]!, keys[0])).value).toMatchObject({ favourite: true, changed: true });
    expect(await ids(member.token)).not.toContain(games[0]);

    // One key cannot name two different requests.
    const reused = await remove(member.token, games[1]!, keys[1]);
    expect(reused.statusCode).toBe(400);
    expect(envelope(reused).errorCode).toBe('request.invalid');
  });

  it(`holds at most ${FAVOURITES_LIMIT} favourites`, async () => {
    const member = await createMember(platform());
    const games = await nodeIds(platform(), "g.game_type = 'RNG'", FAVOURITES_LIMIT + 1);
    const values = games.slice(0, FAVOURITES_LIMIT).map((g, i) => `(${member.id}, ${g}, now() - make_interval(secs => ${i}))`);
    await platform().db.query(`INSERT INTO favourites (member_id, node_id, created_at) VALUES ${values.join(', ')}`);
    const full = await add(member.token, games[FAVOURITES_LIMIT]!);
    expect(full.statusCode).toBe(409);
    expect(envelope(full).errorCode).toBe('favourites.full');
    expect(await ids(member.token)).toHaveLength(FAVOURITES_LIMIT);
  });

  it('answers bad input with 400 and an unknown or switched-off game with 404', async () => {
    const member = await createMember(platform());
    for (const payload of [{ nodeId: 'abc' }, { nodeId: '' }, {}, { nodeId: '1', extra: 1 }]) {
      const bad = await platform().app.inject({ method: 'POST', url: '/wps/relay/favourites', headers: as(member), payload });
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).errorCode).toBe('request.invalid');
    }
    const badKey = await add(member.token, await firstNodeId(platform(), "g.game_type = 'RNG'"), 'no spaces allowed');
    expect(badKey.statusCode).toBe(400);
    const unknown = await add(member.token, '999999999');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).errorCode).toBe('game.notFound');
    const cockfight = await add(member.token, await firstNodeId(platform(), "g.game_type = 'COCKFIGHT'"));
    expect(cockfight.statusCode).toBe(404);
  });
});
