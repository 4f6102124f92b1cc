import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate, readMigrationFiles } from '../../src/db/migrations';
import { createScratchDatabase, databaseKinds } from '../helpers';

const LOCK_FILE = path.join(MIGRATIONS_DIR, '../migrations.lock.json');

/** The committed list: a migration's checksum may never change once it is listed, and every migration is listed. */
describe('committed migrations', () => {
  it('read exactly as the checksums in server/db/migrations.lock.json', async () => {
    const locked = JSON.parse(await readFile(LOCK_FILE, 'utf8')) as Record<string, string>;
    const files = Object.fromEntries((await readMigrationFiles()).map((file) => [file.name, file.checksum]));
    // A changed file shows here with its new checksum; a new migration must be added to the list.
    expect(files).toEqual(locked);
  });
});

for (const kind of databaseKinds) {
  describe(`applied migrations [${kind}]`, () => {
    let db: Database;
    let drop = async () => {};
    let edited: string;
    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (kind === 'postgres') ({ url: databaseUrl, drop } = await createScratchDatabase(process.env.TEST_DATABASE_URL!));
      db = await openDatabase({ databaseUrl });
      edited = await mkdtemp(path.join(tmpdir(), 'tala-migrations-'));
      await cp(MIGRATIONS_DIR, edited, { recursive: true });
    }, 120_000);
    afterAll(async () => {
      await db.close();
      await drop();
      await rm(edited, { recursive: true, force: true });
    });

    const recorded = async () =>
      Object.fromEntries(
        (await db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')).rows.map((row) => [
          row.name,
          row.checksum,
        ]),
      );
    const committed = async () => Object.fromEntries((await readMigrationFiles()).map((file) => [file.name, file.checksum]));

    it('records the checksum of each migration as it applies it', async () => {
      expect(await recorded()).toEqual(await committed());
    });

    it('records the checksums of a database migrated before they were kept, on its first start', async () => {
      await db.query('UPDATE schema_migrations SET checksum = NULL');
      expect(await migrate(db)).toEqual([]);
      expect(await recorded()).toEqual(await committed());
    });

    it('refuses to start when a migration it applied was edited since, naming it', async () => {
      const file = path.join(edited, '005_wallet_payments.sql');
      await writeFile(
        file,
        `${await readFile(file, 'utf8')}\nCREATE INDEX deposits_member_time ON deposits (member_id, created_at DESC);\n`,
      );
      await expect(migrate(db, edited)).rejects.toThrow(/005_wallet_payments\.sql/);
      // Nothing of the edit reached the database.
      const { rows } = await db.query(`SELECT 1 FROM pg_indexes WHERE indexname = 'deposits_member_time'`);
      expect(rows).toEqual([]);
    });

    it('applies a new migration next to unchanged ones and starts again after', async () => {
      const fresh = await mkdtemp(path.join(tmpdir(), 'tala-migrations-'));
      try {
        await cp(MIGRATIONS_DIR, fresh, { recursive: true });
        await writeFile(path.join(fresh, '999_note.sql'), 'CREATE TABLE migration_note (id INT);\n');
        expect(await migrate(db, fresh)).toEqual(['999_note.sql']);
        expect(await migrate(db, fresh)).toEqual([]);
      } finally {
        await rm(fresh, { recursive: true, force: true });
      }
    });
  });
}
