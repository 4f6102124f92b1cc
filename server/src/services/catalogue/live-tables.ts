import { hashString } from '../../../seed/prng';

/** Dealers' first names; a table's dealer is picked from its id, as its art is. */
const DEALERS = [
  'Ana',
  'Bea',
  'Carlo',
  'Dina',
  'Elle',
  'Faye',
  'Gino',
  'Hana',
  'Iris',
  'Jun',
  'Kara',
  'Lia',
  'Mika',
  'Nina',
  'Paolo',
  'Rina',
];
/** A table's top bet as a multiple of its lowest. */
const SPANS = [100, 200, 250, 500, 1000];
/** How long one player count stands before the simulation moves it. */
export const PLAYER_COUNT_STEP_MS = 60_000;

export interface LiveTable {
  dealer: string;
  minBet: number;
  maxBet: number;
  players: number;
}

/**
 * A live table's facts. The reference platform has no studio behind its tables, so it
 * simulates the players seated: each table has its own usual crowd (from its id) that rises
 * and falls over the day and moves once a minute. The same table at the same minute always
 * shows the same count on every server.
 */
export function liveTableOf(gameId: string, minBet: number, now = Date.now()): LiveTable {
  const hash = hashString(gameId);
  const usual = 8 + (hash % 140);
  const step = Math.floor(now / PLAYER_COUNT_STEP_MS);
  const day = Math.sin(((step % 1440) / 1440) * 2 * Math.PI + (hash % 628) / 100);
  const jitter = (hashString(`${gameId}:${step}`) % 11) - 5;
  return {
    dealer: DEALERS[hash % DEALERS.length]!,
    minBet,
    maxBet: minBet * SPANS[(hash >>> 8) % SPANS.length]!,
    players: Math.max(1, Math.round(usual * (1 + 0.35 * day)) + jitter),
  };
}
