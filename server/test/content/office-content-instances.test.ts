import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Announcement } from '../../../contract/domain';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { seedDatabase } from '../../seed';
import { createScratchDatabase, envelope } from '../helpers';

/*
 * Two instances of the platform on one PostgreSQL database: a promotion published through one is
 * listed by the other at once, though the other had just read (and cached) the list without it;
 * unpublished, it goes from both as quickly.
 */
const config = () => loadConfig({ validateResponses: true, devTools: true, distDir: 'no-dist', logLevel: 'warn' }, {});

describe.runIf(process.env.TEST_DATABASE_URL)('published content on two instances of one database [postgres]', () => {
  let db: Database;
  let drop = async () => {};
  const apps: FastifyInstance[] = [];
  const handles: Database[] = [];

  beforeAll(async () => {
    const created = await createScratchDatabase(process.env.TEST_DATABASE_URL!, inject('postgresTemplate') ?? undefined);
    drop = created.drop;
    db = await openDatabase({ databaseUrl: created.url });
    await seedDatabase(db, config());
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ databaseUrl: created.url });
      const app = await buildApp({ config: { ...config(), databaseUrl: created.url }, db: handle, logger: false });
      await app.ready();
      handles.push(handle);
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await db?.close();
    await drop();
  });

  const titles = async (app: FastifyInstance) =>
    envelope<{ promotion: Announcement[] }>(
      await app.inject({ url: '/wps/announcement/list?types=Promotion&language=EN' }),
    ).value.promotion.map((p) => p.title);
  /** Whether `check` holds within `ms` (well inside the catalogue's 10-second cache). */
  const within = async (ms: number, check: () => Promise<boolean>) => {
    const until = Date.now() + ms;
    for (;;) {
      if (await check()) return true;
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('shows a promotion published through one instance on the other at once, and takes it away as quickly', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO support_staff (username, display_name, password_hash, role)
       SELECT 'editor2', 'Editor', password_hash, 'content' FROM support_staff WHERE username = 'support01' RETURNING id`,
    );
    const token = randomBytes(24).toString('base64url');
    await db.query(`INSERT INTO support_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      createHash('sha256').update(token).digest('hex'),
      rows[0]!.id,
    ]);
    const cookie = `tala_support=${token}`;
    expect(await titles(b)).not.toContain('Two Rooms Promo');
    const saved = await a.inject({
      method: 'POST',
      url: '/office/api/content/announcements/save',
      headers: { cookie },
      payload: {
        kind: 'Promotion',
        texts: { EN: { title: 'Two Rooms Promo', content: '<p>Both</p>' }, TY: { title: 'Dalawang Silid', content: '<p>Pareho</p>' } },
        startDate: new Date().toISOString().slice(0, 10),
        endDate: null,
        published: true,
        publishAt: null,
        unpublishAt: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    const key = envelope<{ key: string }>(saved).value.key;
    expect(await within(3_000, async () => (await titles(b)).includes('Two Rooms Promo'))).toBe(true);
    await titles(a);
    const off = await b.inject({
      method: 'POST',
      url: '/office/api/content/announcements/publish',
      headers: { cookie },
      payload: { kind: 'Promotion', key, published: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await within(3_000, async () => !(await titles(a)).includes('Two Rooms Promo'))).toBe(true);
  });
});
