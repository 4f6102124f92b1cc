import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCalls } from '../../contract/content';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type OpenOptions } from '../src/db/database';
import { seedDatabase } from '../seed';
import { get } from './catalogue/call';

const config = loadConfig({ validateResponses: true, distDir: 'no-dist', logLevel: 'warn' }, {});
const MARKER = 'Kept across restarts';

async function counts(db: Database) {
  const { rows } = await db.query<{ games: number; banners: number; announcements: number }>(
    `SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM banners) AS banners,
            (SELECT count(*)::int FROM announcements) AS announcements`,
  );
  return rows[0]!;
}

/** Opens, seeds and marks a database; closes it; opens it again as a restarted server would. */
async function restartKeepsData(options: OpenOptions): Promise<void> {
  const first = await openDatabase(options);
  await seedDatabase(first, config);
  const seeded = await counts(first);
  expect(seeded.games).toBeGreaterThan(1000);
  const { rows } = await first.query<{ id: number; group_name: string }>(
    `UPDATE banners SET title = $1 WHERE id = (SELECT min(id) FROM banners WHERE group_name = 'm_home_EN') RETURNING id, group_name`,
    [MARKER],
  );
  const markedId = Number(rows[0]!.id);
  await first.close();

  const second = await openDatabase(options);
  try {
    await seedDatabase(second, config);
    expect(await counts(second)).toEqual(seeded);
    const kept = await second.query<{ title: string }>('SELECT title FROM banners WHERE id = $1', [markedId]);
    expect(kept.rows[0]?.title).toBe(MARKER);
    // The restarted server answers the operator's change too.
    const app = await buildApp({ config, db: second, logger: false });
    try {
      const value = await get(app, contentCalls.getAnnouncements, { types: 'B', language: 'EN' });
      expect(value.banners.find((b) => b.id === markedId)?.title).toBe(MARKER);
    } finally {
      await app.close();
    }
  } finally {
    await second.close();
  }
}

describe('restart on a PGlite data folder', () => {
  let folder = '';
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('keeps written rows and does not seed again', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tala-restart-'));
    await restartKeepsData({ dataDir: path.join(folder, 'pgdata') });
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
// Real PostgreSQL runs only when TEST_DATABASE_URL names a server (as in server/test/helpers.ts).
if (adminUrl)
  describe('restart on PostgreSQL', () => {
    const name = `tala_restart_${randomBytes(6).toString('hex')}`;

    async function admin(sql: string) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    afterAll(async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('keeps written rows and does not seed again', async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await restartKeepsData({ databaseUrl: url.toString() });
    });
  });
