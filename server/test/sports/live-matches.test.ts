import { expect, it } from 'vitest';
import type { LaunchValue } from '../../../contract/lobby';
import { HOT_MATCH_LIMIT, sportsCalls, type LiveMatch } from '../../../contract/sports';
import { createReadCache } from '../../src/services/catalogue/read-cache';
import { createSportsService } from '../../src/services/sports';
import { get } from '../catalogue/call';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember } from '../lobby/members';

const MINUTE = 60_000;
const feedAt = (platform: TestPlatform, at: number) => createSportsService(platform.db, platform.config, createReadCache(0), () => at);
const elapsedMinutes = (match: LiveMatch, at: number) => (at - Date.parse(match.kickoffAt)) / MINUTE;

describeOnEachDatabase('the fixture feed', (platform) => {
  it('answers the live matches of the seeded leagues, each with its league, sides, minute, score, odds and sports book', async () => {
    const { asOf, matches, books } = await get(platform().app, sportsCalls.getLiveMatches);
    expect(matches.length).toBeGreaterThan(4);
    const { rows: leagues } = await platform().db.query<{ code: string; name: string; vendor: string }>(
      'SELECT code, name, vendor FROM sports_leagues',
    );
    for (const match of matches) {
      const league = leagues.find((row) => row.code === match.league.code)!;
      expect(match.league.name).toBe(league.name);
      const book = books.find((game) => game.nodeId === match.nodeId)!;
      expect(book).toMatchObject({ vassalage: league.vendor, gameType: 'SPORTS' });
      expect(match.home.name).not.toBe(match.away.name);
      const elapsed = elapsedMinutes(match, asOf);
      expect(elapsed).toBeGreaterThanOrEqual(0);
      expect(elapsed).toBeLessThan(120);
      for (const price of [match.odds.home, match.odds.draw, match.odds.away]) expect(price).toBeGreaterThanOrEqual(1.01);
    }
    expect(new Set(books.map((book) => book.nodeId)).size).toBe(books.length);
    // Grouped by league, in the leagues' order.
    const order = matches.map((match) => match.league.code);
    expect(order.filter((code, i) => order.indexOf(code) === i)).toEqual([...new Set(order)]);
  });

  it('gives every instance the same answer for the same moment, and plays matches out over the day', async () => {
    const start = Date.UTC(2026, 10, 27, 0, 0);
    const seen = new Map<string, { minute: number; goals: number; odds: string }[]>();
    for (let at = start; at < start + 24 * 60 * MINUTE; at += 10 * MINUTE) {
      const one = await feedAt(platform(), at).live({ hot: false });
      const other = await feedAt(platform(), at).live({ hot: false });
      expect(other).toEqual(one);
      expect(one.matches.length).toBeGreaterThan(4);
      for (const match of one.matches) {
        const history = seen.get(match.matchId) ?? [];
        history.push({
          minute: match.minute + match.addedMinute,
          goals: match.home.score + match.away.score,
          odds: JSON.stringify(match.odds),
        });
        seen.set(match.matchId, history);
      }
    }
    // Matches start and end: far more of them over the day than are live at once, each seen for under two hours.
    expect(seen.size).toBeGreaterThan(150);
    const followed = [...seen.values()].filter((history) => history.length >= 9);
    expect(followed.length).toBeGreaterThan(100);
    for (const history of followed) {
      for (let i = 1; i < history.length; i += 1) expect(history[i]!.goals).toBeGreaterThanOrEqual(history[i - 1]!.goals);
      expect(history.length).toBeLessThanOrEqual(12);
      // The odds move as the match goes on.
      expect(new Set(history.map((h) => h.odds)).size).toBeGreaterThan(1);
    }
    expect(followed.some((history) => history.at(-1)!.goals > history[0]!.goals)).toBe(true);
  });

  it('answers the hot few: the most goals first, then the closest score', async () => {
    const at = Date.UTC(2026, 10, 27, 9, 40);
    const all = await feedAt(platform(), at).live({ hot: false });
    const { matches } = await feedAt(platform(), at).live({ hot: true });
    expect(matches).toHaveLength(HOT_MATCH_LIMIT);
    const goals = (match: LiveMatch) => match.home.score + match.away.score;
    const most = Math.max(...all.matches.map(goals));
    expect(goals(matches[0]!)).toBe(most);
    for (let i = 1; i < matches.length; i += 1) expect(goals(matches[i]!)).toBeLessThanOrEqual(goals(matches[i - 1]!));
    expect(matches.every((match) => all.matches.some((other) => other.matchId === match.matchId))).toBe(true);
    const hot = await get(platform().app, sportsCalls.getLiveMatches, { hot: '1' });
    expect(hot.matches.length).toBeLessThanOrEqual(HOT_MATCH_LIMIT);
  });

  it('launches a sports book at one of its live matches, and its page names the match', async () => {
    const member = await createMember(platform());
    const { asOf, matches, books } = await get(platform().app, sportsCalls.getLiveMatches);
    // The freshest match: it is still live a moment from now.
    const match = [...matches].sort((a, b) => elapsedMinutes(a, asOf) - elapsedMinutes(b, asOf))[0]!;
    const opened = envelope<LaunchValue>(
      await platform().app.inject({
        url: `/wps/game/launchGame?nodeId=${match.nodeId}&gameCategory=SPORTS&matchId=${match.matchId}`,
        headers: as(member, { language: 'EN' }),
      }),
    );
    expect(opened.success).toBe(true);
    const book = books.find((game) => game.nodeId === match.nodeId)!;
    expect(new URL(opened.value.url, 'http://x').pathname).toBe(`/vendor-demo/${book.vassalage}`);
    const page = await platform().app.inject({ url: opened.value.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-match="${match.matchId}"`);
    expect(page.body).toContain('Opened at the match');
    const { rows } = await platform().db.query<{ match_id: string }>('SELECT match_id FROM game_launches WHERE member_id = $1', [
      member.id,
    ]);
    expect(rows.map((row) => row.match_id)).toEqual([match.matchId]);

    // Another book's game, a match already over, an unknown league: not live there.
    const otherBook = books.find((game) => game.vassalage !== book.vassalage);
    const [code, round, index] = match.matchId.split('-');
    for (const [nodeId, matchId] of [
      ...(otherBook ? [[otherBook.nodeId, match.matchId]] : []),
      [match.nodeId, `${code}-${Number(round) - 1}-${index}`],
      [match.nodeId, `NOPE-${round}-${index}`],
    ]) {
      const refused = await platform().app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}&matchId=${matchId}`, headers: as(member) });
      expect(refused.statusCode, matchId).toBe(404);
      expect(envelope(refused).errorCode).toBe('match.notLive');
    }
    const malformed = await platform().app.inject({ url: `/wps/game/launchGame?nodeId=${match.nodeId}&matchId=<b>`, headers: as(member) });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).errorCode).toBe('request.invalid');
    const badFlag = await platform().app.inject({ url: `${sportsCalls.getLiveMatches.path}?hot=maybe` });
    expect(badFlag.statusCode).toBe(400);
  });
});

describeOnEachDatabase(
  'the fixture feed with sports switched off',
  (platform) => {
    it('has no live matches', async () => {
      expect(await get(platform().app, sportsCalls.getLiveMatches)).toMatchObject({ matches: [], books: [] });
    });
  },
  { enabledGameTypes: ['RNG', 'FISH', 'LIVE'] },
);
