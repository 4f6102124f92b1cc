import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'db/migrations');

/** A migration file as the runner reads it. */
interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/**
 * The fingerprint of a migration's text. Line endings are read as `\n`, so a checkout that writes
 * `\r\n` is not taken for an edited migration.
 */
export const migrationChecksum = (sql: string) => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/** Every migrations/*.sql, in the name order they run in. */
export async function readMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: migrationChecksum(sql) };
    }),
  );
}

/** Thrown at start when a migration the database already ran no longer reads as it did. */
export class ChangedMigrationError extends Error {
  constructor(readonly names: string[]) {
    super(
      `Applied migration${names.length > 1 ? 's' : ''} changed since ${names.length > 1 ? 'they were' : 'it was'} run: ${names.join(', ')}. ` +
        'A database migrated earlier would never see the change: restore the file and put the change in a new migration.',
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies every migration not yet applied, in name order, each in its own transaction, and records
 * its checksum. A migration applied before checksums were kept gets the file's checksum recorded on
 * this first start; from then on, an applied migration whose file changed stops the start, naming it.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  await db.query(`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum TEXT`);
  const files = await readMigrationFiles(dir);
  await db.transaction(async (tx) => {
    await holdMigrationLock(db, tx);
    await checkApplied(tx, files);
  });
  const applied: string[] = [];
  for (const file of files) {
    const did = await db.transaction(async (tx) => {
      await holdMigrationLock(db, tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file.name]);
      if (done.rows.length > 0) return false;
      for (const statement of splitStatements(file.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
      return true;
    });
    if (did) applied.push(file.name);
  }
  return applied;
}

/** Two servers starting on one PostgreSQL must not apply (or record) a migration twice. */
async function holdMigrationLock(db: Database, tx: Queryable): Promise<void> {
  if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242)');
}

async function checkApplied(tx: Queryable, files: MigrationFile[]): Promise<void> {
  const { rows } = await tx.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
  const byName = new Map(files.map((file) => [file.name, file]));
  const changed: string[] = [];
  for (const row of rows) {
    const file = byName.get(row.name);
    // A migration whose file is gone is not read again: nothing of it can be missed.
    if (!file) continue;
    if (row.checksum === null) {
      await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1 AND checksum IS NULL', [row.name, file.checksum]);
    } else if (row.checksum !== file.checksum) {
      changed.push(row.name);
    }
  }
  if (changed.length > 0) throw new ChangedMigrationError(changed);
}

/** Splits a migration on semicolons at line ends; migrations keep one statement per `;\n`. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
