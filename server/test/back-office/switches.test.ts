import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountCalls } from '../../../contract/account';
import { OFFICE_ERROR_CODES, type StaffRole } from '../../../contract/back-office/define';
import { switchCalls, type SwitchesAnswer } from '../../../contract/back-office/switches';
import { ERROR_CODES } from '../../../contract/errors';
import { buildApp } from '../../src/app';
import { loadConfig, type ConfigInput } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { seedDatabase } from '../../seed';
import { createScratchDatabase, databaseKinds, describeOnEachDatabase, envelope, type DatabaseKind } from '../helpers';

/*
 * The site's switches in the database: an admin changes them from the back office, the change and
 * its audit row are written together, every instance on the database follows within seconds, and a
 * restarted server keeps them.
 */

const testConfig = (overrides: ConfigInput = {}) =>
  loadConfig({ validateResponses: true, devTools: true, distDir: 'no-dist', logLevel: 'warn', ...overrides }, {});

/** A staff member of `role` with a live session (past its second factor unless told), as the console's cookie. */
async function staffCookie(db: Database, role: StaffRole, secondFactor = true): Promise<{ cookie: string; username: string }> {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO support_staff (username, display_name, password_hash, role) VALUES ($1, $1, 'unused', $2) RETURNING id`,
    [username, role],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO support_sessions (token_hash, staff_id, expires_at, second_factor, ip) VALUES ($1, $2, now() + interval '1 hour', $3, '127.0.0.1')`,
    [createHash('sha256').update(token).digest('hex'), rows[0]!.id, secondFactor],
  );
  return { cookie: `tala_support=${token}`, username };
}

const office = (
  app: FastifyInstance,
  cookie: string,
  call: typeof switchCalls.getSwitches | typeof switchCalls.updateSwitches,
  body?: unknown,
) =>
  app.inject({
    method: call.method,
    url: call.path,
    headers: { cookie },
    remoteAddress: '203.0.113.9',
    ...(body === undefined ? {} : { payload: body as object }),
  });

const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: accountCalls.login.path, payload: {} });

async function auditRows(db: Database) {
  const { rows } = await db.query<{
    staff_id: number | null;
    staff_username: string;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
    ip: string;
  }>(`SELECT staff_id, staff_username, action, subject, before, after, ip FROM staff_audit WHERE subject = 'switches' ORDER BY id`);
  return rows;
}

const storedValue = async (db: Database, name: string) =>
  (await db.query<{ value: unknown }>('SELECT value FROM site_switches WHERE name = $1', [name])).rows[0]?.value;

/** Polls until `check` holds, up to `ms`; answers whether it did. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const refusesLoginForMaintenance = async (app: FastifyInstance) => {
  const response = await login(app);
  return response.statusCode === 503 && envelope(response).errorCode === ERROR_CODES.maintenance;
};

describeOnEachDatabase('site switches in the back office', (use) => {
  let admin: { cookie: string; username: string };
  beforeAll(async () => {
    admin = await staffCookie(use().db, 'admin');
  });

  it('answers the switches in force and who set each, the configuration at first', async () => {
    const { app, config } = use();
    const response = await office(app, admin.cookie, switchCalls.getSwitches);
    expect(response.statusCode, response.body).toBe(200);
    const value = envelope<SwitchesAnswer>(response).value;
    expect(value.switches.maintenance).toBe(false);
    expect(value.switches.enabledGameTypes).toEqual(config.enabledGameTypes);
    expect(value.switches.whitelabel.MAILCEN).toBe(true);
    expect(value.switches.limits.smsPerMinute).toBe(config.limits.smsPerMinute);
    expect(value.changed.maintenance?.by).toBeNull();
  });

  it('turns maintenance on and off: logins are refused meanwhile, and each change is in the audit trail', async () => {
    const { app, db } = use();
    const before = (await auditRows(db)).length;
    const on = await office(app, admin.cookie, switchCalls.updateSwitches, { maintenance: true });
    expect(on.statusCode, on.body).toBe(200);
    const answer = envelope<SwitchesAnswer>(on).value;
    expect(answer.switches.maintenance).toBe(true);
    expect(answer.changed.maintenance?.by).toBe(admin.username);
    expect(await refusesLoginForMaintenance(app)).toBe(true);
    const off = await office(app, admin.cookie, switchCalls.updateSwitches, { maintenance: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await refusesLoginForMaintenance(app)).toBe(false);

    const rows = (await auditRows(db)).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      staff_username: admin.username,
      action: 'switches.update',
      before: { maintenance: false },
      after: { maintenance: true },
      ip: '203.0.113.9',
    });
    expect(rows[0]!.staff_id).not.toBeNull();
    expect(rows[1]).toMatchObject({ before: { maintenance: true }, after: { maintenance: false } });
  });

  it('writes only the changed switches, and of the flags only those that changed', async () => {
    const { app, db, config } = use();
    const before = (await auditRows(db)).length;
    const response = await office(app, admin.cookie, switchCalls.updateSwitches, {
      whitelabel: { MAILCEN: false, FEEDBACK3: true },
      maintenance: false,
      limits: { smsPerMinute: 7 },
    });
    expect(response.statusCode, response.body).toBe(200);
    try {
      // The running server holds to the new limit at once.
      expect(config.limits.smsPerMinute).toBe(7);
      const rows = (await auditRows(db)).slice(before);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.before).toEqual({ whitelabel: { MAILCEN: true }, limits: { smsPerMinute: 60 } });
      expect(rows[0]!.after).toEqual({ whitelabel: { MAILCEN: false }, limits: { smsPerMinute: 7 } });
      // A change to nothing writes nothing.
      expect((await office(app, admin.cookie, switchCalls.updateSwitches, { whitelabel: { MAILCEN: false } })).statusCode).toBe(200);
      expect((await auditRows(db)).length).toBe(before + 1);
    } finally {
      await office(app, admin.cookie, switchCalls.updateSwitches, { whitelabel: { MAILCEN: true }, limits: { smsPerMinute: 60 } });
    }
  });

  it('refuses malformed switches with 400 and writes nothing', async () => {
    const { app, db } = use();
    const before = (await auditRows(db)).length;
    for (const body of [
      { maintenance: 'yes' },
      { enabledGameTypes: ['CASINO'] },
      { whitelabel: { NOPE3: true } },
      { restrictedIpPrefixes: ['<b>10.</b>'] },
      { limits: { smsPerMinute: 0 } },
      { registerFields: { email: { minLength: -1 } } },
      { registerFields: { email: { colour: 'red' } } },
      { maintenance: true, other: 1 },
    ]) {
      const response = await office(app, admin.cookie, switchCalls.updateSwitches, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).errorCode).toBe(ERROR_CODES.badRequest);
    }
    expect((await auditRows(db)).length).toBe(before);
    expect(await storedValue(db, 'maintenance')).toBe(false);
    expect(await refusesLoginForMaintenance(app)).toBe(false);
  });

  it('lets admins only make the calls', async () => {
    const { app, db } = use();
    for (const role of ['support', 'cashier', 'content'] as const) {
      const { cookie } = await staffCookie(db, role);
      const response = await office(app, cookie, switchCalls.updateSwitches, { maintenance: true });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).errorCode).toBe(OFFICE_ERROR_CODES.wrongRole);
    }
    const noSecondFactor = await staffCookie(db, 'admin', false);
    expect(envelope(await office(app, noSecondFactor.cookie, switchCalls.getSwitches)).errorCode).toBe(
      OFFICE_ERROR_CODES.secondFactorNeeded,
    );
    expect(envelope(await office(app, 'tala_support=nobody', switchCalls.getSwitches)).errorCode).toBe(OFFICE_ERROR_CODES.notSignedIn);
    expect(await storedValue(db, 'maintenance')).toBe(false);
  });

  it('changes nothing when its audit row cannot be written', async () => {
    const { app, db } = use();
    await db.query(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await db.query(`CREATE TRIGGER refuse_audit BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      const response = await office(app, admin.cookie, switchCalls.updateSwitches, { maintenance: true });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.query('DROP TRIGGER refuse_audit ON staff_audit');
      await db.query('DROP FUNCTION refuse_audit()');
    }
    expect(await storedValue(db, 'maintenance')).toBe(false);
    expect(await refusesLoginForMaintenance(app)).toBe(false);
  });

  it('goes through the same store from the development shortcut, named dev-tools in the audit trail', async () => {
    const { app, db } = use();
    const response = await app.inject({ method: 'POST', url: '/dev/site', payload: { regionRestriction: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<{ regionRestriction: boolean }>(response).value.regionRestriction).toBe(true);
    try {
      expect(await storedValue(db, 'regionRestriction')).toBe(true);
      const last = (await auditRows(db)).at(-1)!;
      expect(last).toMatchObject({ staff_id: null, staff_username: 'dev-tools', after: { regionRestriction: true } });
      const answer = envelope<SwitchesAnswer>(await office(app, admin.cookie, switchCalls.getSwitches)).value;
      expect(answer.switches.regionRestriction).toBe(true);
      expect(answer.changed.regionRestriction?.by).toBe('dev-tools');
    } finally {
      await app.inject({ method: 'POST', url: '/dev/site', payload: { regionRestriction: false } });
    }
  });

  it('refuses a login provider switched on without its client when development tools are off', async () => {
    const { db } = use();
    const strict = await buildApp({ config: testConfig({ devTools: false }), db, logger: false });
    try {
      const before = (await auditRows(db)).length;
      const response = await office(strict, admin.cookie, switchCalls.updateSwitches, { whitelabel: { GOOGLELOGIN3: true } });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toContain('GOOGLELOGIN3');
      expect((await auditRows(db)).length).toBe(before);
      expect(((await storedValue(db, 'whitelabel')) as Record<string, boolean>).GOOGLELOGIN3).toBe(false);
    } finally {
      await strict.close();
    }
  });
});

/** A second handle on the same database: the same embedded one (one process), or a new pool on PostgreSQL. */
async function secondInstance(kind: DatabaseKind, db: Database, databaseUrl: string | undefined, overrides: ConfigInput = {}) {
  const otherDb = kind === 'postgres' ? await openDatabase({ databaseUrl }) : db;
  const app = await buildApp({ config: { ...testConfig(overrides), databaseUrl }, db: otherDb, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (otherDb !== db) await otherDb.close();
    },
  };
}

for (const kind of databaseKinds) {
  describe(`site switches on two instances of one database [${kind}]`, () => {
    let db: Database;
    let databaseUrl: string | undefined;
    let drop = async () => {};
    const instances: { app: FastifyInstance; close(): Promise<void> }[] = [];

    beforeAll(async () => {
      if (kind === 'postgres') {
        const created = await createScratchDatabase(process.env.TEST_DATABASE_URL!, inject('postgresTemplate') ?? undefined);
        databaseUrl = created.url;
        drop = created.drop;
      }
      db = await openDatabase({ databaseUrl });
      await seedDatabase(db, testConfig());
      instances.push(await secondInstance(kind, db, databaseUrl), await secondInstance(kind, db, databaseUrl));
    }, 120_000);
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await db?.close();
      await drop();
    });

    it('turning maintenance on through one makes the other refuse logins within seconds', async () => {
      const [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
      const { cookie } = await staffCookie(db, 'admin');
      expect(await refusesLoginForMaintenance(b)).toBe(false);
      expect((await office(a, cookie, switchCalls.updateSwitches, { maintenance: true })).statusCode).toBe(200);
      expect(await within(6_000, () => refusesLoginForMaintenance(b))).toBe(true);
      expect((await office(a, cookie, switchCalls.updateSwitches, { maintenance: false })).statusCode).toBe(200);
      expect(await within(6_000, async () => !(await refusesLoginForMaintenance(b)))).toBe(true);
    });

    it('keeps both of two changes made at once through the two instances', async () => {
      const [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
      const { cookie } = await staffCookie(db, 'admin');
      const before = (await auditRows(db)).length;
      const answers = await Promise.all([
        office(a, cookie, switchCalls.updateSwitches, { whitelabel: { MAILCEN: false } }),
        office(b, cookie, switchCalls.updateSwitches, { whitelabel: { FEEDBACK3: false } }),
      ]);
      try {
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect(await storedValue(db, 'whitelabel')).toMatchObject({ MAILCEN: false, FEEDBACK3: false });
        const seen = async (app: FastifyInstance) =>
          envelope<SwitchesAnswer>(await office(app, cookie, switchCalls.getSwitches)).value.switches.whitelabel;
        for (const app of [a, b]) expect(await seen(app)).toMatchObject({ MAILCEN: false, FEEDBACK3: false });
        expect((await auditRows(db)).slice(before).map((row) => row.after)).toEqual(
          expect.arrayContaining([{ whitelabel: { MAILCEN: false } }, { whitelabel: { FEEDBACK3: false } }]),
        );
        expect((await auditRows(db)).length).toBe(before + 2);
      } finally {
        await office(a, cookie, switchCalls.updateSwitches, { whitelabel: { MAILCEN: true, FEEDBACK3: true } });
      }
    });

    it('follows a change nobody announced by reading the store every few seconds', async () => {
      const [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
      await db.query(`UPDATE site_switches SET value = 'true'::jsonb WHERE name = 'maintenance'`);
      try {
        expect(await within(6_000, async () => (await refusesLoginForMaintenance(a)) && (await refusesLoginForMaintenance(b)))).toBe(true);
      } finally {
        await db.query(`UPDATE site_switches SET value = 'false'::jsonb WHERE name = 'maintenance'`);
      }
      expect(await within(6_000, async () => !(await refusesLoginForMaintenance(b)))).toBe(true);
    });

    it('keeps the stored switches across a restart: they win over the configuration, which fills only what the store lacks', async () => {
      const { cookie } = await staffCookie(db, 'admin');
      const [a] = instances.map((instance) => instance.app) as [FastifyInstance];
      expect(
        (await office(a, cookie, switchCalls.updateSwitches, { enabledGameTypes: ['RNG', 'LIVE'], whitelabel: { MAILCEN: false } }))
          .statusCode,
      ).toBe(200);
      await db.query(`DELETE FROM site_switches WHERE name = 'limits'`);
      const restarted = await secondInstance(kind, db, databaseUrl, { enabledGameTypes: ['RNG'], limits: { smsPerMinute: 9 } });
      try {
        const answer = envelope<SwitchesAnswer>(await office(restarted.app, cookie, switchCalls.getSwitches)).value;
        expect(answer.switches.enabledGameTypes).toEqual(['RNG', 'LIVE']);
        expect(answer.switches.whitelabel.MAILCEN).toBe(false);
        expect(answer.switches.limits.smsPerMinute).toBe(9);
        expect(((await storedValue(db, 'limits')) as { smsPerMinute: number }).smsPerMinute).toBe(9);
      } finally {
        await restarted.close();
      }
    });
  });
}

describe('site switches on an embedded data folder', () => {
  let folder = '';
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('are kept when the server starts again on the same folder', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tala-switches-'));
    const dataDir = path.join(folder, 'pgdata');
    const first = await openDatabase({ dataDir });
    await seedDatabase(first, testConfig());
    const app = await buildApp({ config: testConfig(), db: first, logger: false });
    const { cookie } = await staffCookie(first, 'admin');
    expect(
      (await office(app, cookie, switchCalls.updateSwitches, { maintenance: true, restrictedIpPrefixes: ['198.51.100.'] })).statusCode,
    ).toBe(200);
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    const restarted = await buildApp({ config: testConfig(), db: second, logger: false });
    try {
      expect(await refusesLoginForMaintenance(restarted)).toBe(true);
      const answer = envelope<SwitchesAnswer>(await office(restarted, cookie, switchCalls.getSwitches)).value;
      expect(answer.switches.restrictedIpPrefixes).toEqual(['198.51.100.']);
    } finally {
      await restarted.close();
      await second.close();
    }
  }, 120_000);
});
