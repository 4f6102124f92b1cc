import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  betRecordsSearch,
  categorySearch,
  depositSearch,
  favGamesSearch,
  gamePageSearch,
  gameTypeSearch,
  helpSearch,
  homeContentSearch,
  idSearch,
  loginSearch,
  noticeSearch,
  providerSearch,
  recordsSearch,
  registerSearch,
  transactionSearch,
} from './search-params';

/*
 * Each page's search values as its page reads them: a good value is kept, a missing one gives the
 * page its default, and a hand-edited or stale one (wrong type, out of range, unknown, unsafe)
 * falls back the same way instead of breaking the page. The router reads values that parse as
 * JSON as numbers or booleans, so those stand in for what `?x=12` and `?x=true` arrive as.
 */

describe('the login page', () => {
  it('opens the members’ door with no page to return to by default', () => {
    expect(loginSearch({})).toEqual({ redirect: undefined, door: 'member' });
  });

  it('returns to a page of this app and opens the agents’ door when asked', () => {
    expect(loginSearch({ redirect: '/m/fav-games?dataType=RECENT', door: 'agent' })).toEqual({
      redirect: '/m/fav-games?dataType=RECENT',
      door: 'agent',
    });
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', 42])('never returns to %j', (redirect) => {
    expect(loginSearch({ redirect }).redirect).toBeUndefined();
  });

  it.each(['admin', 'AGENT', 1, true])('opens the members’ door for an unknown door %j', (door) => {
    expect(loginSearch({ door }).door).toBe('member');
  });
});

describe('the register page’s invitation code', () => {
  it('is filled from the link, a numeric code included', () => {
    expect(registerSearch({ affiliateCode: 'AGENT01' }).affiliateCode).toBe('AGENT01');
    expect(registerSearch({ affiliateCode: 12345 }).affiliateCode).toBe('12345');
  });

  it.each(['AGENT 01', 'agent-01', 'A'.repeat(21), '', true])('stays empty for %j', (affiliateCode) => {
    expect(registerSearch({ affiliateCode }).affiliateCode).toBeUndefined();
  });
});

describe('vendor and classification codes in the lobbies', () => {
  it('picks the vendor and classification the link names', () => {
    expect(providerSearch({ vassalage: 'JILI' })).toEqual({ vassalage: 'JILI' });
    expect(categorySearch({ vassalage: 'PG', gameClassify: 'BG' })).toEqual({ vassalage: 'PG', gameClassify: 'BG' });
  });

  it('takes a code the router read as a number back as text', () => {
    expect(providerSearch({ vassalage: 888 }).vassalage).toBe('888');
  });

  it.each(['jili', 'JI LI', 'A'.repeat(21), '', false])('shows every vendor for %j', (vassalage) => {
    expect(providerSearch({ vassalage }).vassalage).toBeUndefined();
    expect(categorySearch({ vassalage, gameClassify: vassalage })).toEqual({ vassalage: undefined, gameClassify: undefined });
  });
});

describe('game types in the game centre, search and favourites', () => {
  it('keeps a game type the platform knows', () => {
    expect(gameTypeSearch({ gameType: 'LIVE' }).gameType).toBe('LIVE');
    expect(favGamesSearch({ gameType: 'FISH' }).gameType).toBe('FISH');
  });

  it.each(['CASINO', 'live', 3])('shows every type for %j', (gameType) => {
    expect(gameTypeSearch({ gameType }).gameType).toBeUndefined();
    expect(favGamesSearch({ gameType }).gameType).toBeUndefined();
  });
});

describe('the favourites page', () => {
  it('shows favourites by default and recent games when asked', () => {
    expect(favGamesSearch({}).dataType).toBe('FAV');
    expect(favGamesSearch({ dataType: 'RECENT' }).dataType).toBe('RECENT');
  });

  it.each(['ALL', 'recent', 1])('shows favourites for %j', (dataType) => {
    expect(favGamesSearch({ dataType }).dataType).toBe('FAV');
  });
});

describe('the side-menu lobby', () => {
  it('opens on all hot games by default', () => {
    expect(homeContentSearch({})).toEqual({ category: 'HOT', vassalage: undefined, dataType: 'ALL' });
  });

  it('opens the category, vendor and list the link names', () => {
    expect(homeContentSearch({ category: 'HOME', vassalage: 'JILI', dataType: 'RECENT' })).toEqual({
      category: 'HOME',
      vassalage: 'JILI',
      dataType: 'RECENT',
    });
    expect(homeContentSearch({ category: 'SPORTS' }).category).toBe('SPORTS');
  });

  it('falls back to hot games, every vendor and the whole list for values it does not know', () => {
    expect(homeContentSearch({ category: 'CASINO', vassalage: 'x', dataType: 'HOT' })).toEqual({
      category: 'HOT',
      vassalage: undefined,
      dataType: 'ALL',
    });
    expect(homeContentSearch({ category: 7, dataType: null })).toEqual({ category: 'HOT', vassalage: undefined, dataType: 'ALL' });
  });
});

describe('the game page', () => {
  const launch = 'aB3_-'.repeat(4);

  it('has no game and no launch when the link names none', () => {
    expect(gamePageSearch({})).toEqual({ nodeId: '', launch: '', play: undefined, name: undefined, art: undefined });
  });

  it('keeps the game, launch, in-house game, name and art of the link', () => {
    const search = { nodeId: '100001', launch, play: 'HILO', name: 'Hi-Lo', art: '/cdn/games/100001.png' };
    expect(gamePageSearch(search)).toEqual(search);
  });

  it('takes a node id the router read as a number back as text, and drops spaces around it', () => {
    expect(gamePageSearch({ nodeId: 100001 }).nodeId).toBe('100001');
    expect(gamePageSearch({ nodeId: ' 100001 ' }).nodeId).toBe('100001');
  });

  it.each(['abc', '12a', '1'.repeat(19), '', -5, 1.5])('has no game for node id %j', (nodeId) => {
    expect(gamePageSearch({ nodeId }).nodeId).toBe('');
  });

  it.each(['short', 'a'.repeat(65), `${launch}!`, 123])('has no launch for %j', (token) => {
    expect(gamePageSearch({ launch: token }).launch).toBe('');
  });

  it('plays a slot when the in-house game is unknown', () => {
    expect(gamePageSearch({ play: 'POKER' }).play).toBeUndefined();
    expect(gamePageSearch({ play: 'hilo' }).play).toBeUndefined();
  });

  it('takes a numeric name as text and drops one too long to show', () => {
    expect(gamePageSearch({ name: 2048 }).name).toBe('2048');
    expect(gamePageSearch({ name: 'n'.repeat(120) }).name).toBe('n'.repeat(120));
    expect(gamePageSearch({ name: 'n'.repeat(121) }).name).toBeUndefined();
  });

  it.each(['https://evil.example/art.png', '//evil.example/art.png', `/${'a'.repeat(300)}`, 42])('shows no art from %j', (art) => {
    expect(gamePageSearch({ art }).art).toBeUndefined();
  });
});

describe('announcement and promotion details', () => {
  it('opens the one the link names, as the address carries it', () => {
    expect(idSearch({ id: 7 }).id).toBe(7);
    expect(idSearch({ id: '7' }).id).toBe(7);
  });

  it.each([-1, 1.5, 10_001, 'seven', undefined])('opens none for %j', (id) => {
    expect(idSearch({ id }).id).toBeUndefined();
  });
});

describe('the announcements page', () => {
  it('opens the first announcement with no page to return to by default', () => {
    expect(noticeSearch({})).toEqual({ index: 0, referrer: undefined });
  });

  it('opens the announcement and returns to the page the link names', () => {
    expect(noticeSearch({ index: 3, referrer: '/m/home' })).toEqual({ index: 3, referrer: '/m/home' });
  });

  it.each([-1, 2.5, 10_001, 'third', false])('opens the first announcement for index %j', (index) => {
    expect(noticeSearch({ index }).index).toBe(0);
  });

  it.each(['//evil.example', 'https://evil.example/m/home', 'home'])('never returns to %j', (referrer) => {
    expect(noticeSearch({ referrer }).referrer).toBeUndefined();
  });
});

describe('the help pages', () => {
  it('open the first tab by default', () => {
    expect(helpSearch({})).toEqual({ tag: undefined, i: 0, c: 0 });
  });

  it('open the tab the link names by tag, or by tab and sub index', () => {
    expect(helpSearch({ tag: 'deposit', i: 2, c: '1' })).toEqual({ tag: 'deposit', i: 2, c: 1 });
    expect(helpSearch({ tag: 5 }).tag).toBe('5');
  });

  it('fall back to the first tab for indexes that do not fit and ignore a tag too long', () => {
    expect(helpSearch({ tag: 't'.repeat(41), i: -2, c: 'x' })).toEqual({ tag: undefined, i: 0, c: 0 });
    expect(helpSearch({ i: 10_001, c: 0.5 })).toEqual({ tag: undefined, i: 0, c: 0 });
  });
});

describe('the deposit page', () => {
  it('follows the deposit the gateway sends the player back with', () => {
    expect(depositSearch({ deposit: 42 }).deposit).toBe(42);
    expect(depositSearch({ deposit: '42' }).deposit).toBe(42);
  });

  it.each([0, -3, 4.2, 2 ** 53, 'paid', null])('follows none for %j', (deposit) => {
    expect(depositSearch({ deposit }).deposit).toBeUndefined();
  });
});

describe('the records pages', () => {
  it('show today by default', () => {
    expect(recordsSearch({})).toEqual({ range: 'today', from: undefined, to: undefined });
  });

  it('show the range and custom days the link names', () => {
    expect(recordsSearch({ range: 'custom', from: '2026-11-01', to: '2026-11-07' })).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
    });
  });

  it('show today for an unknown range and ignore days not written as a date', () => {
    expect(recordsSearch({ range: 'forever', from: '01/11/2026', to: 20261107 })).toEqual({
      range: 'today',
      from: undefined,
      to: undefined,
    });
  });

  it('filter transactions by a ledger kind the platform knows, and by none otherwise', () => {
    expect(transactionSearch({ range: 'last7', kind: 'DEPOSIT' })).toEqual({
      range: 'last7',
      from: undefined,
      to: undefined,
      kind: 'DEPOSIT',
    });
    expect(transactionSearch({ kind: 'STEAL' })).toEqual({ range: 'today', from: undefined, to: undefined, kind: undefined });
  });

  it('keep the bets’ game type and open order, and drop ones that do not fit', () => {
    expect(betRecordsSearch({ range: 'yesterday', gameType: 'LIVE', order: 'BGS-1:20261101.7' })).toEqual({
      range: 'yesterday',
      from: undefined,
      to: undefined,
      gameType: 'LIVE',
      order: 'BGS-1:20261101.7',
    });
    expect(betRecordsSearch({ order: 123456 }).order).toBe('123456');
    expect(betRecordsSearch({ gameType: 'BINGO', order: 'a b' })).toMatchObject({ gameType: undefined, order: undefined });
    expect(betRecordsSearch({ order: 'o'.repeat(81) }).order).toBeUndefined();
  });
});

describe('a page behind the router', () => {
  it('never reads the address’s raw value of a field whose value does not fit', async () => {
    const rootRoute = createRootRoute();
    const noticeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/m/notice', validateSearch: noticeSearch });
    const router = createRouter({
      routeTree: rootRoute.addChildren([noticeRoute]),
      history: createMemoryHistory({ initialEntries: ['/m/notice?index=-4&referrer=%2F%2Fevil.example'] }),
    });
    await router.load();
    expect(router.state.matches.at(-1)?.search).toEqual({ index: 0, referrer: undefined });
  });
});
