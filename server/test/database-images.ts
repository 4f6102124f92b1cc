import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { readMigrationFiles } from '../src/db/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration applied, for test platforms to start from. */
    pgliteImage: string;
    /** A database on the PostgreSQL of TEST_DATABASE_URL with every migration applied, for test platforms to copy. */
    postgresTemplate: string | null;
  }
}

const CACHE_DIR = path.resolve('node_modules/.cache/tala-test');

/**
 * A fresh embedded database spends seconds creating its cluster and running the migrations; a test platform is
 * started about a hundred times a run. The migrated database is made once per set of migrations and each
 * platform starts from a copy of it, then migrates as the server does (finding nothing to do) and is seeded.
 */
export default async function prepareDatabaseImages(project: TestProject): Promise<void> {
  const fingerprint = await migrationsFingerprint();
  project.provide('pgliteImage', await pgliteImage(fingerprint));
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', adminUrl ? await postgresTemplate(adminUrl, fingerprint) : null);
}

async function migrationsFingerprint(): Promise<string> {
  const pglite = JSON.parse(await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256').update(pglite.version);
  for (const file of await readMigrationFiles()) hash.update(`${file.name}:${file.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteImage(fingerprint: string): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${fingerprint}.tar`);
  if (existsSync(file)) return file;
  const folder = await mkdtemp(path.join(tmpdir(), 'tala-image-'));
  try {
    await (await openDatabase({ dataDir: folder })).close();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pg = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
    const image = await pg.dumpDataDir('none');
    await pg.close();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return file;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function postgresTemplate(adminUrl: string, fingerprint: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `tala_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under a name of its own and renamed when whole: a run that stopped half-way leaves no template behind to copy.
    const building = `tala_building_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    try {
      await (await openDatabase({ databaseUrl: url.toString() })).close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another run built the same template at the same moment: its copy serves.
      const built = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!built.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
