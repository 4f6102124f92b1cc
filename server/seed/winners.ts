import type { GameSeed } from './games';
import { createPrng } from './prng';

export interface WinnerSeed {
  nodeId: number;
  customerName: string;
  winAmount: number;
  wonAt: string;
}

const WINNER_SEED = 777;
const WINNER_COUNT = 60;
const MIN_WIN = 1_000;
const MAX_WIN = 2_500_000;
/** Win times count back from this moment so the board never depends on the clock. */
const ANCHOR = Date.UTC(2026, 10, 1, 12, 0, 0);

const NAME_STARTS = ['ma', 'jo', 'an', 'je', 'ro', 'ka', 'mi', 'ch', 'da', 'li', 'pa', 're', 'ja', 'al', 'gi', 'cr', 'be', 'ni'];
const WINNING_TYPES = new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE']);

/** The latest-winners board: big wins on popular games, names masked as the lobby shows them. */
export function buildWinners(games: GameSeed[]): WinnerSeed[] {
  const prng = createPrng(WINNER_SEED);
  const eligible = games.filter((g) => WINNING_TYPES.has(g.gameType));
  const hot = eligible.filter((g) => g.isHot);
  const superAce = games.find((g) => g.gameName === 'Super Ace');
  const winners: WinnerSeed[] = [];
  for (let i = 0; i < WINNER_COUNT; i += 1) {
    const game = i === 0 && superAce ? superAce : prng.pick(prng.chance(0.7) ? hot : eligible);
    // Log-uniform: many modest wins, a few very large ones.
    const raw = i === 0 ? 2_150_000 : Math.exp(Math.log(MIN_WIN) + prng.next() * (Math.log(MAX_WIN) - Math.log(MIN_WIN)));
    const winAmount = Math.round(raw * 100) / 100;
    const customerName = `${prng.pick(NAME_STARTS)}***${String(prng.int(0, 99)).padStart(2, '0')}`;
    const wonAt = new Date(ANCHOR - i * 7 * 60_000 - prng.int(0, 6) * 60_000).toISOString();
    winners.push({ nodeId: game.nodeId, customerName, winAmount, wonAt });
  }
  return winners;
}
