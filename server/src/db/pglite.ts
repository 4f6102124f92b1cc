import type { Database, Queryable } from './database';

/** Prepared statements the embedded database keeps at most; the least recently used is closed first. */
const MAX_PREPARED = 400;
/** Statements that change the schema are not kept prepared, and once run, nothing prepared before them is either. */
const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP|COMMENT)\b/i;
/** How long queries may run back to back before the event loop gets a turn (accepting and reading connections). */
const TURN_BUDGET_MS = 4;

/**
 * The embedded database (PGlite) behind the `Database` interface. PGlite runs PostgreSQL in
 * this thread, one statement at a time, so two things here are about sharing the thread well:
 *
 * - Each SQL text is prepared once and kept (named statement, least recently used closed
 *   first), and a call sends bind, describe, execute and sync to the database in one message:
 *   PGlite's own `query` parses and plans the text again each time and calls into the database
 *   six times. Values are serialised and rows parsed by PGlite's own type handlers, so answers
 *   are the same as its `query` gives.
 * - A query answers without any input or output, so queued queries would run back to back in
 *   one stretch of promise callbacks while new connections wait to be accepted (Node accepts
 *   one connection per turn of the event loop). A query or transaction whose turn comes after
 *   the current stretch has run for `TURN_BUDGET_MS` waits for the next turn of the loop.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  const { PGlite, Mutex, parse, protocol } = await import('@electric-sql/pglite');
  // Trigram search on game names (migration 006), as PostgreSQL has it from its contrib modules.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The embedded database lives in the server's own memory: 32 MB of shared buffers hold the catalogue and the hot
  // ledger pages, where PostgreSQL's default 128 MB would keep about 150 MB more resident for no measured gain.
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const { serialize } = protocol;
  // One statement at a time, and a transaction's statements together: PGlite's protocol calls do not queue themselves.
  const lock = new Mutex();

  const prepared = new Map<string, { name: string; paramTypes: number[] }>();
  const toClose: string[] = [];
  let named = 0;

  // PGlite's file systems for Node (a folder, or memory) write through at once: there is nothing to sync after a call.
  const send = async (parts: Uint8Array[]) => (await pg.execProtocol(joined(parts), { syncToFs: false })).messages;

  async function statement(sql: string): Promise<{ name: string; paramTypes: number[] }> {
    const known = prepared.get(sql);
    if (known) {
      prepared.delete(sql);
      prepared.set(sql, known);
      return known;
    }
    const keep = !SCHEMA_CHANGE.test(sql);
    const name = keep ? `s${++named}` : '';
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await send([
      ...closing,
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const entry = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (keep) {
      prepared.set(sql, entry);
      if (prepared.size > MAX_PREPARED) {
        const [oldestSql, oldest] = prepared.entries().next().value!;
        prepared.delete(oldestSql);
        toClose.push(oldest.name);
      }
    }
    return entry;
  }

  async function run<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[]; command?: string }> {
    const { name, paramTypes } = await statement(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    let messages;
    try {
      messages = await send([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
    } catch (error) {
      throw Object.assign(error as Error, { query: sql });
    }
    if (!name) forgetPrepared();
    const [result] = parse.parseResults(messages, pg.parsers);
    return { rows: (result?.rows ?? []) as T[], ...(result?.command ? { command: result.command } : {}) };
  }

  // After a schema change a kept plan could answer with the old columns: every statement is prepared again.
  function forgetPrepared() {
    for (const { name } of prepared.values()) toClose.push(name);
    prepared.clear();
  }

  let stretchStartedAt: number | null = null;
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // The turn is taken holding the lock: nothing else could use the database meanwhile anyway.
  const exclusive = <T>(work: () => Promise<T>) =>
    lock.runExclusive(async () => {
      for (;;) {
        if (stretchStartedAt === null) {
          stretchStartedAt = performance.now();
          setImmediate(() => (stretchStartedAt = null));
        }
        if (performance.now() - stretchStartedAt < TURN_BUDGET_MS) return work();
        await nextTurn();
      }
    });

  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => {
      const { rows } = await exclusive(() => run<T>(sql, params));
      return { rows };
    },
    transaction: (work) =>
      exclusive(async () => {
        await run('BEGIN');
        let open = true;
        const tx: Queryable = {
          query: async <T>(sql: string, params?: unknown[]) => {
            if (!open) throw new Error('The transaction is over');
            const { rows } = await run<T>(sql, params);
            return { rows };
          },
        };
        try {
          const result = await work(tx);
          open = false;
          const { command } = await run('COMMIT');
          // A statement that failed inside `work` and was caught leaves the transaction aborted: COMMIT then rolls back.
          if (command === 'ROLLBACK') throw new Error('The transaction was rolled back: one of its statements failed');
          return result;
        } catch (error) {
          if (open) {
            open = false;
            await run('ROLLBACK');
          }
          throw error;
        }
      }),
    close: () => pg.close(),
  };
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
