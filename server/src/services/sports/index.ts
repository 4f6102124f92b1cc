import type { Game } from '../../../../contract/domain';
import { LOBBY_ERROR_CODES } from '../../../../contract/lobby';
import { HOT_MATCH_LIMIT } from '../../../../contract/sports';
import type { LiveMatch, LiveMatchesValue } from '../../../../contract/sports';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { ReadCache } from '../catalogue/read-cache';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from '../catalogue/rows';
import { fixturesOfRound, momentOf, parseMatchId, roundAt, type Fixture, type League, type MatchMoment } from './fixtures';

interface LeagueRow {
  code: string;
  name: string;
  vendor: string;
  kickoff_offset_minutes: number;
  sort_order: number;
  team: string;
  strength: number;
}

interface Sportsbook {
  leagues: League[];
  /** Each sports book's lobby game, by vendor code: only books of a switched-on type with a lobby game. */
  books: Map<string, Game>;
}

interface Live {
  fixture: Fixture;
  moment: MatchMoment;
  book: Game;
}

/**
 * The reference platform's fixture feed: the live matches of the seeded leagues at this moment,
 * each opened in its league's sports book. The hot few are the live matches with the most goals,
 * then the closest score, then in league order.
 */
export function createSportsService(db: Queryable, config: ServerConfig, cache: ReadCache, now: () => number = Date.now) {
  const sportsbook = () => cache.get(JSON.stringify(['sportsbook', config.enabledGameTypes]), readSportsbook);

  async function readSportsbook(): Promise<Sportsbook> {
    if (!config.enabledGameTypes.includes('SPORTS')) return { leagues: [], books: new Map() };
    const [{ rows: leagueRows }, { rows: bookRows }] = [
      await db.query<LeagueRow>(
        `SELECT l.code, l.name, l.vendor, l.kickoff_offset_minutes, l.sort_order, t.name AS team, t.strength
           FROM sports_leagues l JOIN sports_teams t ON t.league_code = l.code
          ORDER BY l.sort_order, l.code, t.name`,
      ),
      await db.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vendor
          WHERE g.game_type = 'SPORTS' AND g.game_code = v.lobby_game_code`,
      ),
    ];
    const cdn = primaryCdn(config.imageCDNs);
    const books = new Map(bookRows.map((row) => [row.vendor, toGame(row, cdn)] as const));
    const leagues = new Map<string, League & { teams: { name: string; strength: number }[] }>();
    for (const row of leagueRows) {
      const league = leagues.get(row.code) ?? {
        code: row.code,
        name: row.name,
        vendor: row.vendor,
        offsetMinutes: Number(row.kickoff_offset_minutes),
        order: Number(row.sort_order),
        teams: [],
      };
      league.teams.push({ name: row.team, strength: Number(row.strength) });
      leagues.set(row.code, league);
    }
    return { leagues: [...leagues.values()].filter((league) => books.has(league.vendor)), books };
  }

  function liveAt(book: Sportsbook, at: number): Live[] {
    return book.leagues.flatMap((league) =>
      fixturesOfRound(league, roundAt(league, at)).flatMap((fixture) => {
        const moment = momentOf(fixture, at);
        return moment ? [{ fixture, moment, book: book.books.get(league.vendor)! }] : [];
      }),
    );
  }

  return {
    async live({ hot }: { hot: boolean }): Promise<LiveMatchesValue> {
      const at = now();
      let live = liveAt(await sportsbook(), at);
      if (hot) live = [...live].sort(hotFirst).slice(0, HOT_MATCH_LIMIT);
      const books = [...new Map(live.map(({ book }) => [book.nodeId, book])).values()];
      return { asOf: at, matches: live.map(toLiveMatch), books };
    },

    /** The live match a sports book's game is launched at; refused when it is not live or is another book's. */
    async liveMatch(matchId: string, game: Pick<Game, 'vassalage' | 'gameType'>): Promise<LiveMatch> {
      const parsed = parseMatchId(matchId);
      const book = await sportsbook();
      const league = parsed && book.leagues.find((entry) => entry.code === parsed.league);
      const live =
        league && game.gameType === 'SPORTS' && league.vendor === game.vassalage && parsed.round === roundAt(league, now())
          ? liveAt({ ...book, leagues: [league] }, now()).find((entry) => entry.fixture.matchId === matchId)
          : undefined;
      if (!live) throw new ApiError(404, LOBBY_ERROR_CODES.matchNotLive, 'That match is not live at this sports book');
      return toLiveMatch(live);
    },

    /** A match's league and sides by its id, live or not (the vendor's page names the match a launch was opened at). */
    async describe(matchId: string): Promise<{ league: string; home: string; away: string } | null> {
      const parsed = parseMatchId(matchId);
      const league = parsed && (await sportsbook()).leagues.find((entry) => entry.code === parsed.league);
      const fixture = league ? fixturesOfRound(league, parsed.round)[parsed.index] : undefined;
      return fixture ? { league: fixture.league.name, home: fixture.home.name, away: fixture.away.name } : null;
    },
  };
}

export type SportsService = ReturnType<typeof createSportsService>;

function toLiveMatch({ fixture, moment, book }: Live): LiveMatch {
  return {
    matchId: fixture.matchId,
    league: { code: fixture.league.code, name: fixture.league.name },
    home: { name: fixture.home.name, score: moment.homeScore },
    away: { name: fixture.away.name, score: moment.awayScore },
    period: moment.period,
    minute: moment.minute,
    addedMinute: moment.addedMinute,
    kickoffAt: new Date(fixture.kickoffMs).toISOString(),
    odds: moment.odds,
    nodeId: book.nodeId,
  };
}

const goalsOf = ({ moment }: Live) => moment.homeScore + moment.awayScore;
const marginOf = ({ moment }: Live) => Math.abs(moment.homeScore - moment.awayScore);

function hotFirst(a: Live, b: Live): number {
  return (
    goalsOf(b) - goalsOf(a) ||
    marginOf(a) - marginOf(b) ||
    a.fixture.league.order - b.fixture.league.order ||
    a.fixture.matchId.localeCompare(b.fixture.matchId)
  );
}
