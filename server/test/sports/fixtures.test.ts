import { describe, expect, it } from 'vitest';
import { fixturesOfRound, momentOf, oddsFor, ROUND_MS, roundAt, type League } from '../../src/services/sports/fixtures';

const MINUTE = 60_000;
const league: League = {
  code: 'TEST',
  name: 'Test League',
  vendor: 'SABA',
  offsetMinutes: 30,
  order: 1,
  teams: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name, i) => ({ name, strength: 50 + i * 8 })),
};
const round = 250_000;
const kickoff = round * ROUND_MS + league.offsetMinutes * MINUTE;

describe('the fixture feed’s matches', () => {
  it('pairs a round’s teams the same way every time, each team once', () => {
    const first = fixturesOfRound(league, round);
    const played = (fixtures: typeof first) => fixtures.map(({ league: _league, ...rest }) => rest);
    expect(played(fixturesOfRound({ ...league, teams: [...league.teams].reverse() }, round))).toEqual(played(first));
    expect(first).toHaveLength(2);
    const names = first.flatMap((fixture) => [fixture.home.name, fixture.away.name]);
    expect(new Set(names).size).toBe(4);
    expect(first.map((fixture) => fixture.matchId)).toEqual([`TEST-${round}-0`, `TEST-${round}-1`]);
    expect(first.every((fixture) => fixture.kickoffMs === kickoff)).toBe(true);
    expect(roundAt(league, kickoff)).toBe(round);
    expect(roundAt(league, kickoff - 1)).toBe(round - 1);
  });

  it('starts at kick-off, runs the clock through both halves and the break, scores only upwards, and ends before the next round', () => {
    for (const fixture of fixturesOfRound(league, round)) {
      expect(momentOf(fixture, kickoff - 1)).toBeNull();
      const seen: { period: string; minute: number; added: number; goals: number }[] = [];
      for (let at = kickoff; at < kickoff + ROUND_MS; at += MINUTE) {
        const moment = momentOf(fixture, at);
        if (!moment) break;
        seen.push({ period: moment.period, minute: moment.minute, added: moment.addedMinute, goals: moment.homeScore + moment.awayScore });
      }
      expect(seen[0]).toMatchObject({ period: 'FIRST_HALF', minute: 1, added: 0, goals: 0 });
      expect(seen.map((s) => s.period)).toEqual(expect.arrayContaining(['FIRST_HALF', 'HALF_TIME', 'SECOND_HALF']));
      const firstHalf = seen.filter((s) => s.period === 'FIRST_HALF');
      const secondHalf = seen.filter((s) => s.period === 'SECOND_HALF');
      expect(firstHalf.map((s) => s.minute + s.added)).toEqual(firstHalf.map((_, i) => i + 1));
      expect(secondHalf[0]).toMatchObject({ minute: 46, added: 0 });
      expect(secondHalf.at(-1)).toMatchObject({ minute: 90, added: fixture.added[1] });
      expect(seen.filter((s) => s.period === 'HALF_TIME')).toHaveLength(15);
      for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.goals).toBeGreaterThanOrEqual(seen[i - 1]!.goals);
      expect(seen.at(-1)!.goals).toBe(fixture.goals.length);
      // Over by the next round's kick-off.
      expect(seen.length).toBeLessThan(120);
      expect(momentOf(fixture, kickoff + ROUND_MS - 1)).toBeNull();
    }
  });

  it('scores goals over a day at about a football match’s rate', () => {
    let goals = 0;
    let matches = 0;
    for (let r = round; r < round + 120; r += 1) {
      for (const fixture of fixturesOfRound(league, r)) {
        goals += fixture.goals.length;
        matches += 1;
      }
    }
    expect(goals / matches).toBeGreaterThan(1.8);
    expect(goals / matches).toBeLessThan(3.8);
  });

  it('prices the three results so the likelier one pays less, and moves the odds as time runs out', () => {
    const level = oddsFor(0, 1.4, 1.1);
    expect(level.home).toBeLessThan(level.away);
    const late = oddsFor(1, 0.05, 0.05);
    expect(late.home).toBeLessThan(1.1);
    expect(late.away).toBeGreaterThan(20);
    const lost = oddsFor(-5, 0, 0);
    expect(lost).toEqual({ home: 51, draw: 51, away: 1.01 });
    for (const odds of [level, late, lost]) {
      for (const price of Object.values(odds)) {
        expect(price).toBeGreaterThanOrEqual(1.01);
        expect(price).toBeLessThanOrEqual(51);
        expect(Math.round(price * 100) / 100).toBe(price);
      }
    }
  });
});
