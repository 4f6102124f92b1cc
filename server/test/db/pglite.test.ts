import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';

describe('the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await db.query(`CREATE TABLE sample (
      id SERIAL PRIMARY KEY, code TEXT UNIQUE, big BIGINT, cents NUMERIC(18,2), flag BOOLEAN, at TIMESTAMPTZ,
      day DATE, doc JSONB, ids INT[], words TEXT[], raw BYTEA)`);
  });
  afterAll(() => db.close());

  it('gives back every kind of value it was given, and NULL as null', async () => {
    const at = new Date('2026-11-25T08:30:00.123Z');
    const row = [
      'round-trip',
      9_007_199_254_740_991n,
      '1234.50',
      true,
      at,
      '2026-11-25',
      { nested: { list: [1, 'two'] } },
      [1, 2, 3],
      ['a "quoted" word', 'comma, inside'],
      new Uint8Array([0, 255, 16]),
    ];
    await db.query(
      `INSERT INTO sample (code, big, cents, flag, at, day, doc, ids, words, raw) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      row,
    );
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM sample WHERE code = $1', ['round-trip']);
    const read = rows[0]!;
    expect(BigInt(read.big as string | number | bigint)).toBe(9_007_199_254_740_991n);
    expect(read.cents).toBe('1234.50');
    expect(read.flag).toBe(true);
    expect((read.at as Date).toISOString()).toBe(at.toISOString());
    expect(read.doc).toEqual({ nested: { list: [1, 'two'] } });
    expect(read.ids).toEqual([1, 2, 3]);
    expect(read.words).toEqual(['a "quoted" word', 'comma, inside']);
    expect([...(read.raw as Uint8Array)]).toEqual([0, 255, 16]);

    await db.query('INSERT INTO sample (code, cents) VALUES ($1, $2)', ['nulls', null]);
    const empty = await db.query<{ cents: unknown; flag: unknown }>('SELECT cents, flag FROM sample WHERE code = $1', ['nulls']);
    expect(empty.rows).toEqual([{ cents: null, flag: null }]);
  });

  it('answers with the new columns after the table changed', async () => {
    const read = () => db.query<Record<string, unknown>>('SELECT * FROM sample WHERE code = $1', ['round-trip']);
    expect(Object.keys((await read()).rows[0]!)).not.toContain('note');
    await db.query(`ALTER TABLE sample ADD COLUMN note TEXT NOT NULL DEFAULT 'added'`);
    expect((await read()).rows[0]!.note).toBe('added');
  });

  it('answers more distinct statements than it keeps prepared, and the first ones again after', async () => {
    for (let n = 0; n < 450; n++) {
      const { rows } = await db.query<{ n: number }>(`SELECT $1::int + ${n} AS n`, [1]);
      expect(rows[0]!.n).toBe(n + 1);
    }
    const { rows } = await db.query<{ n: number }>(`SELECT $1::int + 0 AS n`, [41]);
    expect(rows[0]!.n).toBe(41);
  });

  it('reports a broken rule with its code and goes on answering', async () => {
    const error = await db.query('INSERT INTO sample (code) VALUES ($1)', ['round-trip']).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('23505');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sample WHERE code = $1', ['round-trip']);
    expect(rows[0]!.n).toBe(1);
  });

  it('writes nothing of a transaction whose statement failed, even when the failure was caught', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO sample (code) VALUES ($1)', ['half-done']);
        await tx.query('INSERT INTO sample (code) VALUES ($1)', ['round-trip']).catch(() => undefined);
        return 'finished';
      }),
    ).rejects.toThrow(/rolled back/);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO sample (code) VALUES ($1)', ['half-done']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sample WHERE code = $1', ['half-done']);
    expect(rows[0]!.n).toBe(0);
    expect(await db.transaction(async (tx) => (await tx.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one)).toBe(1);
  });

  it('lets the server take turns (accept connections, read requests) while queries queue', async () => {
    let answered = 0;
    const queued = Array.from({ length: 3000 }, () => db.query('SELECT count(*) FROM sample').then(() => answered++));
    const answeredAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
    await Promise.all(queued);
    expect(answeredAtNextTurn).toBeLessThan(3000);
    expect(answered).toBe(3000);
  });
});
