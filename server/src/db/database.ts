import { migrate } from './migrations';
import { openPglite } from './pglite';

export interface QueryResult<T> {
  rows: T[];
}

/** The one query interface the services use; PGlite and `pg` both sit behind it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… runs on a real PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this image of a data folder (`dumpDataDir`) instead of an empty cluster. */
  image?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = await connectDatabase(options);
  await migrate(db);
  return db;
}

/** The database as it is, not migrated: a check of migrations first brings it to an older schema of its own. */
export function connectDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.image);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  // NUMERIC arrives as text by default; money columns are NUMERIC(18,2) and fit a double exactly enough for display.
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection can be cut by the server (restart, administrator command); pg
  // then emits 'error' on the pool, which would end the process unless it is handled here.
  // The pool drops that connection and opens a fresh one on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
