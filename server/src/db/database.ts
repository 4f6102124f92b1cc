import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
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

const migrationsDir = path.join(SERVER_ROOT, 'db/migrations');

/** Applies every migrations/*.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const did = await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL must not apply a migration twice.
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (did) applied.push(file);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends; migrations keep one statement per `;\n`. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
