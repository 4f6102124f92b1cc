import type { Database } from '../../db/database';

/*
 * The jackpot counter on Home. The platform holds one figure, set once (randomly between 1.2 and
 * 1.3 billion, as the spec starts it) and growing with the database's clock at the spec's average
 * pace (10,000 to 50,000 every 3 to 5 seconds: 7,500 a second): every load, every instance and every
 * restart continues from the same figure. The app shows it growing in steps at the spec's intervals,
 * each step the platform's own figure at that moment, so a reload never shows less.
 */
const START_LOW = 1_200_000_000;
const START_SPREAD = 100_000_000;
const PER_SECOND = 7_500;
const DECIMALS = 0;
const INTERVALS_MS = [3000, 4000, 5000];

export function createJackpotService(db: Database, random: () => number = Math.random) {
  // The first read of this instance sets the figure unless another instance (or an earlier start) did;
  // later reads only read it.
  let figureSet: Promise<unknown> | null = null;
  const setFigure = () =>
    db.query('INSERT INTO jackpot (id, base_value, base_at, per_second) VALUES (1, $1, now(), $2) ON CONFLICT (id) DO NOTHING', [
      Math.floor(START_LOW + random() * START_SPREAD),
      PER_SECOND,
    ]);
  return {
    async get() {
      figureSet ??= setFigure().catch((error: unknown) => {
        figureSet = null;
        throw error;
      });
      await figureSet;
      const { rows } = await db.query<{ value: string; as_of: string; per_second: string }>(
        `SELECT floor(base_value + per_second * extract(epoch FROM (now() - base_at))) AS value,
                floor(extract(epoch FROM now()) * 1000) AS as_of, per_second
           FROM jackpot WHERE id = 1`,
      );
      const row = rows[0]!;
      return {
        value: Number(row.value),
        asOf: Number(row.as_of),
        perSecond: Number(row.per_second),
        decimals: DECIMALS,
        intervalsMs: [...INTERVALS_MS],
      };
    },
  };
}
