import { cp, mkdtemp, rm } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrations';
import { createScratchDatabase, databaseKinds } from '../helpers';

/** The five migrations as they were first committed and applied, before they were edited. */
const ORIGINALS_DIR = path.join(import.meta.dirname, 'original-migrations');
const CORRECTION = '021_edits_to_applied_migrations.sql';

/** Everything a query or a constraint depends on: columns, constraints, indexes, views and functions, in a stable order. */
async function schemaOf(db: Database) {
  const read = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  return {
    columns: await read(`
      SELECT table_name, column_name, data_type, is_nullable, column_default, is_generated, generation_expression
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    constraints: await read(`
      SELECT c.conrelid::regclass::text AS table_name, c.conname, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' ORDER BY 1, 2`),
    indexes: await read(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`),
    views: await read(`SELECT table_name, view_definition FROM information_schema.views WHERE table_schema = 'public' ORDER BY table_name`),
    functions: await read(`
      SELECT p.proname, pg_get_functiondef(p.oid) AS definition FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind = 'f' ORDER BY 1, 2`),
    triggers: await read(`
      SELECT event_object_table, trigger_name, event_manipulation, action_statement FROM information_schema.triggers
      WHERE trigger_schema = 'public' ORDER BY 1, 2, 3`),
  };
}

/** Today's migrations with the five edited ones as first applied, and without the correction. */
async function migrationsAsFirstApplied(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tala-original-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  await rm(path.join(dir, CORRECTION));
  for (const name of readdirSync(ORIGINALS_DIR)) await cp(path.join(ORIGINALS_DIR, name), path.join(dir, name));
  return dir;
}

for (const kind of databaseKinds) {
  describe(`a database migrated before five migrations were edited [${kind}]`, () => {
    const opened: { db: Database; drop: () => Promise<void> }[] = [];
    const dirs: string[] = [];
    const open = async () => {
      let databaseUrl: string | undefined;
      let drop = async () => {};
      if (kind === 'postgres') ({ url: databaseUrl, drop } = await createScratchDatabase(process.env.TEST_DATABASE_URL!));
      const db = await connectDatabase({ databaseUrl });
      opened.push({ db, drop });
      return db;
    };
    let fresh: Database;

    beforeAll(async () => {
      fresh = await open();
      await migrate(fresh);
    }, 180_000);
    afterAll(async () => {
      for (const { db, drop } of opened) {
        await db.close();
        await drop();
      }
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('misses the edits, then has the schema of a new database once the correction ran', async () => {
      const old = await open();
      const dir = await migrationsAsFirstApplied();
      dirs.push(dir);
      await migrate(old, dir);
      // The old files' checksums were never kept: its next start records today's and applies only the correction.
      await old.query('UPDATE schema_migrations SET checksum = NULL');
      const before = await schemaOf(old);
      expect(before).not.toEqual(await schemaOf(fresh));
      expect(await migrate(old)).toEqual([CORRECTION]);
      expect(await schemaOf(old)).toEqual(await schemaOf(fresh));
    }, 180_000);

    it('changes nothing on a database that ran the edited migrations', async () => {
      const withoutCorrection = await mkdtemp(path.join(tmpdir(), 'tala-migrations-'));
      dirs.push(withoutCorrection);
      await cp(MIGRATIONS_DIR, withoutCorrection, { recursive: true });
      await rm(path.join(withoutCorrection, CORRECTION));
      const current = await open();
      await migrate(current, withoutCorrection);
      expect(await schemaOf(current)).toEqual(await schemaOf(fresh));
      // Run again on a database that has it all: still nothing to do and nothing changed.
      await current.query(`DELETE FROM schema_migrations WHERE name = $1`, [CORRECTION]);
      expect(await migrate(current)).toEqual([CORRECTION]);
      expect(await schemaOf(current)).toEqual(await schemaOf(fresh));
    }, 180_000);

    it("gives members created before the correction their place in their agents' teams", async () => {
      const old = await open();
      const dir = await migrationsAsFirstApplied();
      dirs.push(dir);
      await migrate(old, dir);
      const { rows } = await old.query<{ id: number }>(
        `INSERT INTO members (username, username_key, type) VALUES ('agentTop', 'agenttop', 3), ('agentMid', 'agentmid', 3), ('playerLow', 'playerlow', 1) RETURNING id`,
      );
      const [top, mid, low] = rows.map((row) => row.id);
      await old.query('UPDATE members SET upline_id = $1 WHERE id = $2', [top, mid]);
      await old.query('UPDATE members SET upline_id = $1 WHERE id = $2', [mid, low]);
      await old.query('UPDATE schema_migrations SET checksum = NULL');
      await migrate(old);
      const team = await old.query<{ agent_id: number; member_id: number; level: number }>(
        'SELECT agent_id, member_id, level FROM agent_team ORDER BY agent_id, level',
      );
      expect(team.rows).toEqual([
        { agent_id: top, member_id: mid, level: 1 },
        { agent_id: top, member_id: low, level: 2 },
        { agent_id: mid, member_id: low, level: 1 },
      ]);
    }, 180_000);
  });
}
