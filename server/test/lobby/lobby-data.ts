import type { TestPlatform } from '../helpers';

/** Node ids of seeded games matching a condition on the games table `g`, in node order. */
export async function nodeIds(platform: TestPlatform, where: string, limit = 1): Promise<string[]> {
  const { rows } = await platform.db.query<{ node_id: string }>(
    `SELECT g.node_id::text AS node_id FROM games g WHERE ${where} ORDER BY g.node_id LIMIT $1`,
    [limit],
  );
  if (rows.length < limit) throw new Error(`the seed has fewer than ${limit} games where ${where}`);
  return rows.map((row) => row.node_id);
}

export async function firstNodeId(platform: TestPlatform, where: string): Promise<string> {
  return (await nodeIds(platform, where, 1))[0]!;
}
