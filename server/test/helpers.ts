import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type ConfigInput, type ServerConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { seedDatabase } from '../seed';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL names one. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestPlatform {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * A seeded platform on a database of its own: an in-memory PGlite, or a fresh
 * database created on the PostgreSQL server named by TEST_DATABASE_URL and dropped on close.
 * Both start from the run's migrated database (`database-images.ts`), then migrate and seed as the server does.
 */
export async function startPlatform(kind: DatabaseKind, overrides: ConfigInput = {}): Promise<TestPlatform> {
  const config = loadConfig(
    {
      validateResponses: true,
      devTools: true,
      distDir: 'no-dist',
      logLevel: 'warn',
      // A login waits for a hashing slot however slow the shared machine is; the wait's limit has tests of its own.
      hashing: { queueWaitMs: 600_000 },
      ...overrides,
    },
    {},
  );
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  let image: Blob | undefined;
  if (kind === 'postgres') {
    const created = await createScratchDatabase(process.env.TEST_DATABASE_URL!, inject('postgresTemplate') ?? undefined);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  } else {
    image = await pgliteImage();
  }
  const db = await openDatabase({ databaseUrl, image });
  await seedDatabase(db, config);
  const app = await buildApp({ config: { ...config, databaseUrl }, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    kind,
    close: async () => {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}

let imageRead: Promise<Blob> | undefined;
/** The run's migrated embedded database, read once per test file. */
const pgliteImage = () => (imageRead ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes])));

/** An empty database, or a copy of `template`. */
export async function createScratchDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `tala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Runs a suite once per database kind with a platform started before it and closed after.
 * `use()` hands the running platform to the tests.
 */
export function describeOnEachDatabase(
  name: string,
  body: (use: () => TestPlatform, kind: DatabaseKind) => void,
  overrides: ConfigInput = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let platform: TestPlatform | undefined;
      beforeAll(async () => {
        platform = await startPlatform(kind, overrides);
      }, 120_000);
      afterAll(async () => {
        await platform?.close();
      });
      body(() => {
        if (!platform) throw new Error('platform not started');
        return platform;
      }, kind);
    });
  }
}

/** Reads a JSON envelope from an injected response. */
export function envelope<T = unknown>(response: { json(): unknown }): { success: boolean; value: T; errorCode?: string; message?: string } {
  return response.json() as { success: boolean; value: T; errorCode?: string; message?: string };
}
