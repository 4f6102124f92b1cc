import type { JackpotPool } from '../../../../contract/domain';
import type { Database } from '../../db/database';

/*
 * The jackpot counters. The platform holds each figure, set once and growing with the database's
 * clock: every load, every instance and every restart continues from the same figure. The app
 * shows it growing in steps at the spec's intervals, each step the platform's own figure at that
 * moment, so a reload never shows less.
 *
 * Home's (row 1) starts randomly between 1.2 and 1.3 billion, as the spec starts it, shown whole and
 * growing at the spec's average pace (10,000 to 50,000 every 3 to 5 seconds: 7,500 a second). The game
 * lobbies' (row 2) ranges from 100 million to 1 billion with cents: it starts randomly in that range,
 * grows at the same pace plus some cents, and starts again from 100 million once it reaches 1 billion.
 */
interface PoolRule {
  row: number;
  start: (random: () => number) => number;
  perSecond: number;
  decimals: number;
  range?: { min: number; max: number };
}

const INTERVALS_MS = [3000, 4000, 5000];
const POOLS: Record<JackpotPool, PoolRule> = {
  home: { row: 1, start: (random) => Math.floor(1_200_000_000 + random() * 100_000_000), perSecond: 7_500, decimals: 0 },
  lobby: {
    row: 2,
    start: (random) => Math.floor((100_000_000 + random() * 900_000_000) * 100) / 100,
    perSecond: 7_500.37,
    decimals: 2,
    range: { min: 100_000_000, max: 1_000_000_000 },
  },
};

export function createJackpotService(db: Database, random: () => number = Math.random) {
  // The first read of a figure in this instance sets it unless another instance (or an earlier start) did;
  // later reads only read it.
  const figuresSet = new Map<JackpotPool, Promise<unknown>>();
  const setFigure = (rule: PoolRule) =>
    db.query('INSERT INTO jackpot (id, base_value, base_at, per_second) VALUES ($1, $2, now(), $3) ON CONFLICT (id) DO NOTHING', [
      rule.row,
      rule.start(random),
      rule.perSecond,
    ]);
  return {
    async get(pool: JackpotPool = 'home') {
      const rule = POOLS[pool];
      let figureSet = figuresSet.get(pool);
      if (!figureSet) {
        figureSet = setFigure(rule).catch((error: unknown) => {
          figuresSet.delete(pool);
          throw error;
        });
        figuresSet.set(pool, figureSet);
      }
      await figureSet;
      const unit = 10 ** rule.decimals;
      const grown = 'base_value + per_second * extract(epoch FROM (now() - base_at))';
      // A ranged figure starts again from its minimum each time it reaches its maximum.
      const figure = rule.range ? `$2::numeric + mod(${grown} - $2::numeric, $3::numeric - $2::numeric)` : grown;
      const { rows } = await db.query<{ value: string; as_of: string; per_second: string }>(
        `SELECT floor((${figure}) * ${unit}) / ${unit} AS value,
                floor(extract(epoch FROM now()) * 1000) AS as_of, per_second
           FROM jackpot WHERE id = $1`,
        rule.range ? [rule.row, rule.range.min, rule.range.max] : [rule.row],
      );
      const row = rows[0]!;
      return {
        value: Number(row.value),
        asOf: Number(row.as_of),
        perSecond: Number(row.per_second),
        decimals: rule.decimals,
        intervalsMs: [...INTERVALS_MS],
        ...(rule.range ? { range: { ...rule.range } } : {}),
      };
    },
  };
}
