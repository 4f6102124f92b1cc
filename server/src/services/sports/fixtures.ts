import type { MatchPeriod } from '../../../../contract/sports';
import { createPrng, hashString, type Prng } from '../../../seed/prng';

/*
 * The fixture feed's football, played out from the leagues, their teams and the clock alone: no
 * match is stored, so any instance at any moment answers the same. Each league kicks off a round
 * every two hours at its own offset; who meets whom, the stoppage time and the goals follow from
 * the round's seed; the odds follow from the score, the sides' strengths and the time left.
 */

export const ROUND_MS = 120 * 60_000;
const MINUTE_MS = 60_000;
const HALF_MINUTES = 45;
const BREAK_MINUTES = 15;
const MATCHES_PER_ROUND = 2;
/** Goals a side of average strength scores in 90 minutes, at home and away. */
const HOME_GOALS = 1.5;
const AWAY_GOALS = 1.15;
/** The book's margin over fair odds, and the odds it never goes beyond. */
const MARGIN = 1.06;
const MIN_ODDS = 1.01;
const MAX_ODDS = 51;

export interface League {
  code: string;
  name: string;
  vendor: string;
  offsetMinutes: number;
  order: number;
  teams: readonly Team[];
}

export interface Team {
  name: string;
  strength: number;
}

/** A goal at a minute of play of one half (a first-half goal in stoppage time is minute 46 or later of half 1). */
interface Goal {
  side: 'home' | 'away';
  half: 1 | 2;
  minute: number;
}

export interface Fixture {
  matchId: string;
  league: League;
  home: Team;
  away: Team;
  kickoffMs: number;
  /** Stoppage minutes of each half. */
  added: readonly [number, number];
  goals: readonly Goal[];
}

export interface MatchMoment {
  period: MatchPeriod;
  minute: number;
  addedMinute: number;
  homeScore: number;
  awayScore: number;
  odds: { home: number; draw: number; away: number };
}

export const roundAt = (league: Pick<League, 'offsetMinutes'>, nowMs: number) =>
  Math.floor((nowMs - league.offsetMinutes * MINUTE_MS) / ROUND_MS);

/** The round's matches: its teams in a seeded order, paired off. */
export function fixturesOfRound(league: League, round: number): Fixture[] {
  const prng = createPrng(hashString(`${league.code}:${round}`));
  const teams = prng.shuffle([...league.teams].sort((a, b) => a.name.localeCompare(b.name)));
  const kickoffMs = round * ROUND_MS + league.offsetMinutes * MINUTE_MS;
  const fixtures: Fixture[] = [];
  for (let i = 0; i < Math.min(MATCHES_PER_ROUND, Math.floor(teams.length / 2)); i += 1) {
    const home = teams[2 * i]!;
    const away = teams[2 * i + 1]!;
    const matchId = `${league.code}-${round}-${i}`;
    fixtures.push({ matchId, league, home, away, kickoffMs, ...playOut(createPrng(hashString(matchId)), home, away) });
  }
  return fixtures;
}

function playOut(prng: Prng, home: Team, away: Team): Pick<Fixture, 'added' | 'goals'> {
  const added = [prng.int(0, 4), prng.int(1, 6)] as const;
  const [homeRate, awayRate] = goalRates(home, away);
  const goals: Goal[] = [];
  for (const half of [1, 2] as const) {
    const first = half === 1 ? 1 : HALF_MINUTES + 1;
    const last = half * HALF_MINUTES + (half === 1 ? added[0] : added[1]);
    for (let minute = first; minute <= last; minute += 1) {
      if (prng.chance(homeRate / 90)) goals.push({ side: 'home', half, minute });
      if (prng.chance(awayRate / 90)) goals.push({ side: 'away', half, minute });
    }
  }
  return { added, goals };
}

/** Each side's expected goals over 90 minutes, by how much stronger it is than the other. */
function goalRates(home: Team, away: Team): [number, number] {
  const ratio = home.strength / away.strength;
  return [HOME_GOALS * ratio ** 1.5, AWAY_GOALS / ratio ** 1.5];
}

/** Where the match stands at `nowMs`: null before kick-off and after the final whistle. */
export function momentOf(fixture: Fixture, nowMs: number): MatchMoment | null {
  const elapsed = (nowMs - fixture.kickoffMs) / MINUTE_MS;
  if (elapsed < 0) return null;
  const [added1, added2] = fixture.added;
  const firstHalfEnd = HALF_MINUTES + added1;
  const secondHalfStart = firstHalfEnd + BREAK_MINUTES;
  const fullTime = secondHalfStart + HALF_MINUTES + added2;
  if (elapsed >= fullTime) return null;
  let period: MatchPeriod;
  let played: { half: 1 | 2; minute: number };
  if (elapsed < firstHalfEnd) {
    period = 'FIRST_HALF';
    played = { half: 1, minute: Math.floor(elapsed) + 1 };
  } else if (elapsed < secondHalfStart) {
    period = 'HALF_TIME';
    played = { half: 1, minute: firstHalfEnd };
  } else {
    period = 'SECOND_HALF';
    played = { half: 2, minute: HALF_MINUTES + Math.floor(elapsed - secondHalfStart) + 1 };
  }
  const scored = fixture.goals.filter((goal) => goal.half < played.half || (goal.half === played.half && goal.minute <= played.minute));
  const homeScore = scored.filter((goal) => goal.side === 'home').length;
  const awayScore = scored.length - homeScore;
  const cap = played.half * HALF_MINUTES;
  const minute = period === 'HALF_TIME' ? HALF_MINUTES : Math.min(played.minute, cap);
  const addedMinute = period === 'HALF_TIME' ? 0 : Math.max(0, played.minute - cap);
  // Regular time left, as a share of the whole match: what the sides may still score in.
  const left = (90 - minute) / 90;
  const [homeRate, awayRate] = goalRates(fixture.home, fixture.away);
  return { period, minute, addedMinute, homeScore, awayScore, odds: oddsFor(homeScore - awayScore, homeRate * left, awayRate * left) };
}

/** Three-way odds from the goal difference and the goals each side may still score (independent Poisson counts). */
export function oddsFor(lead: number, homeToCome: number, awayToCome: number): MatchMoment['odds'] {
  const MOST = 12;
  const home = poisson(homeToCome, MOST);
  const away = poisson(awayToCome, MOST);
  let win = 0;
  let draw = 0;
  for (let i = 0; i <= MOST; i += 1) {
    for (let j = 0; j <= MOST; j += 1) {
      const p = home[i]! * away[j]!;
      const final = lead + i - j;
      if (final > 0) win += p;
      else if (final === 0) draw += p;
    }
  }
  const lose = Math.max(0, 1 - win - draw);
  return { home: price(win), draw: price(draw), away: price(lose) };
}

function poisson(mean: number, most: number): number[] {
  const chances = [Math.exp(-mean)];
  for (let k = 1; k <= most; k += 1) chances.push((chances[k - 1]! * mean) / k);
  return chances;
}

function price(chance: number): number {
  if (chance <= 0) return MAX_ODDS;
  const odds = 1 / (chance * MARGIN);
  return Math.round(Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds)) * 100) / 100;
}

/** A match id's league code and round, or null when it is not one. */
export function parseMatchId(matchId: string): { league: string; round: number; index: number } | null {
  const match = /^([A-Z0-9]{2,12})-(\d{1,9})-(\d)$/.exec(matchId);
  if (!match) return null;
  return { league: match[1]!, round: Number(match[2]), index: Number(match[3]) };
}
