import type { Database } from '../../src/db/database';

/** Ground truth read straight from the catalogue tables, to hold the answers against. */
export async function countGames(db: Database, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games g WHERE ${where}`, params);
  return Number(rows[0]?.n ?? 0);
}

/** A big win on a cockfight game, so a board that leaked switched-off types would show it first. */
export async function addCockfightJackpotWinner(db: Database): Promise<string> {
  const { rows } = await db.query<{ node_id: string }>(
    `SELECT node_id::text AS node_id FROM games WHERE game_type = 'COCKFIGHT' ORDER BY node_id LIMIT 1`,
  );
  const nodeId = rows[0]?.node_id;
  if (!nodeId) throw new Error('the catalogue has no cockfight game');
  await db.query(`INSERT INTO winners (node_id, customer_name, win_amount) VALUES ($1, 'sa***ng', 987654321)`, [nodeId]);
  return nodeId;
}
