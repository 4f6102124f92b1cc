import { expect, it } from 'vitest';
import { describeOnEachDatabase, envelope } from '../helpers';

interface Page {
  games: { gameName: string }[];
  totalCount: number;
}

describeOnEachDatabase('game search by name', (use) => {
  it('finds a name by any part, in any case, through the trigram index of normalised names', async () => {
    const { app, db } = use();
    const page = envelope<Page>(
      await app.inject({ method: 'GET', url: '/lgw/games/mobile?gameName=DrAgOn&pageSize=100&language=EN' }),
    ).value;
    expect(page.totalCount).toBeGreaterThan(0);
    for (const game of page.games) expect(game.gameName.toLowerCase()).toContain('dragon');
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games WHERE lower(game_name) LIKE '%dragon%'`);
    expect(page.totalCount).toBe(rows[0]!.n);

    const plan = await db.transaction(async (tx) => {
      // Whatever the table's size, the search must be able to use the index rather than read every game.
      await tx.query('SET LOCAL enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT node_id FROM games g WHERE g.search_name LIKE '%dragon%'`)).rows;
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('games_search_name_trigram');
  });

  it('keeps the normalised name in step when a game is renamed', async () => {
    const { db } = use();
    const { rows } = await db.query<{ node_id: string }>(`SELECT node_id::text FROM games ORDER BY node_id LIMIT 1`);
    await db.query(`UPDATE games SET game_name = 'Zebra QUASAR Nights' WHERE node_id = $1`, [rows[0]!.node_id]);
    const found = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games WHERE search_name LIKE '%quasar%'`);
    expect(found.rows[0]!.n).toBe(1);
  });
});
