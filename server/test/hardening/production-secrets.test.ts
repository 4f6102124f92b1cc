import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { ProductionRefusal } from '../../src/production-rules';
import { seedDatabase } from '../../seed';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { createMember } from '../lobby/members';
import { balanceAndLedger, createDeposit, decide, getDeposit, refOf, signedCallback } from '../wallet/payments-support';

const OPERATOR_SECRETS = {
  NODE_ENV: 'production',
  TALA_GATEWAY_SECRET: 'the-operators-own-gateway-secret',
  TALA_STAFF_PASSWORD: 'a support password of our own',
};

/** The reason production refuses to start on `env`, or null when it starts. */
function refusalOf(env: Record<string, string>): string | null {
  try {
    loadConfig({}, env);
    return null;
  } catch (error) {
    if (error instanceof ProductionRefusal) return error.message;
    throw error;
  }
}

describe('a production server runs on no secret from the source', () => {
  it('refuses to start while the gateway secret or the staff password is unset, naming each setting', () => {
    const refusal = refusalOf({ NODE_ENV: 'production' });
    expect(refusal).toContain('TALA_GATEWAY_SECRET');
    expect(refusal).toContain('TALA_STAFF_PASSWORD');
  });

  it('refuses the development defaults and the published demo passwords', () => {
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_GATEWAY_SECRET: 'tala-development-gateway-secret' })).toContain('TALA_GATEWAY_SECRET');
    for (const published of ['Staff1234', 'Demo1234']) {
      const refusal = refusalOf({ ...OPERATOR_SECRETS, TALA_STAFF_PASSWORD: published });
      expect(refusal).toContain('TALA_STAFF_PASSWORD');
      expect(refusal).not.toContain('TALA_GATEWAY_SECRET');
    }
  });

  it('refuses unsealed logins, and an identity provider’s login without its secret', () => {
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_ENCRYPTION: '0' })).toContain('TALA_ENCRYPTION');
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_FLAGS: 'FACEBOOKLOGIN3=1' })).toContain('TALA_FACEBOOK_APP_SECRET');
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_FLAGS: 'GOOGLELOGIN3=1' })).toContain('TALA_GOOGLE_CLIENT_SECRET');
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_FLAGS: 'FACEBOOKLOGIN3=1' })).toContain('TALA_FACEBOOK_APP_ID');
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_FLAGS: 'GOOGLELOGIN3=1', TALA_GOOGLE_CLIENT_SECRET: 'from-google' })).toContain(
      'TALA_GOOGLE_CLIENT_ID',
    );
    expect(
      refusalOf({
        ...OPERATOR_SECRETS,
        TALA_FLAGS: 'GOOGLELOGIN3=1',
        TALA_GOOGLE_CLIENT_ID: 'tala.apps.googleusercontent.com',
        TALA_GOOGLE_CLIENT_SECRET: 'from-google',
      }),
    ).toBeNull();
    // Development tools do not stand in for a provider in production.
    expect(refusalOf({ ...OPERATOR_SECRETS, TALA_DEV_TOOLS: '1', TALA_FLAGS: 'GOOGLELOGIN3=1' })).toContain('TALA_GOOGLE_CLIENT_ID');
  });

  it('outside production, refuses a provider login flag without its client unless development tools serve it', () => {
    expect(() => loadConfig({}, { TALA_FLAGS: 'FACEBOOKLOGIN3=1' })).toThrow(/TALA_FACEBOOK_APP_ID/);
    expect(loadConfig({}, { TALA_FLAGS: 'FACEBOOKLOGIN3=1', TALA_DEV_TOOLS: '1' }).whitelabel.FACEBOOKLOGIN3).toBe(true);
    const google = loadConfig({}, { TALA_FLAGS: 'GOOGLELOGIN3=1', TALA_GOOGLE_CLIENT_ID: 'id', TALA_GOOGLE_CLIENT_SECRET: 'secret' });
    expect(google.identityProviders.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      endpoints: null,
    });
    // Facebook's web login is its OAuth dialog and the Graph profile unless the operator says otherwise.
    expect(google.identityProviders.facebook.endpoints?.token).toBe('https://graph.facebook.com/v21.0/oauth/access_token');
  });

  it('starts on the operator’s own secrets, with development tools off', () => {
    expect(refusalOf(OPERATOR_SECRETS)).toBeNull();
    const config = loadConfig({}, OPERATOR_SECRETS);
    expect(config).toMatchObject({ production: true, devTools: false, gatewaySecret: OPERATOR_SECRETS.TALA_GATEWAY_SECRET });
  });

  it('keeps the development defaults outside production, so npm start needs no setting', () => {
    expect(loadConfig({}, {})).toMatchObject({ production: false, gatewaySecret: 'tala-development-gateway-secret' });
  });
});

/** The seeded demo member's deposits: what anyone who read the seed would aim a forged callback at. */
async function seededDeposits(platform: TestPlatform) {
  const { rows } = await platform.db.query<{ gateway_ref: string; status: string; amount_cents: unknown }>(
    `SELECT d.gateway_ref, d.status, d.amount_cents FROM deposits d JOIN members m ON m.id = d.member_id WHERE m.username = 'demo'`,
  );
  return rows;
}

const supportLogin = (platform: TestPlatform, password: string) =>
  platform.app.inject({
    method: 'POST',
    url: '/support/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'support01', password }).toString(),
  });

describeOnEachDatabase('gateway callbacks are checked against the deposit they name', (platform) => {
  it('gives the seeded deposits references no one can know from the source', async () => {
    const deposits = await seededDeposits(platform());
    expect(deposits.length).toBeGreaterThan(20);
    expect(deposits.every((d) => /^TG[0-9A-F]{24}$/.test(d.gateway_ref))).toBe(true);
    expect(new Set(deposits.map((d) => d.gateway_ref)).size).toBe(deposits.length);
    // The references the seed used to write: a callback naming one finds nothing.
    const demo = await platform().db.query<{ id: unknown }>(`SELECT id FROM members WHERE username = 'demo'`);
    const guessed = await platform().app.inject(
      signedCallback(platform(), { ref: `TGSEED${Number(demo.rows[0]!.id)}X11`, status: 'PAID', amount: '1000.00' }),
    );
    expect(guessed.statusCode).toBe(404);
  });

  it('never pays a seeded deposit the gateway declared failed, even with a signed callback', async () => {
    const demo = await platform().db.query<{ id: unknown }>(`SELECT id FROM members WHERE username = 'demo'`);
    const memberId = Number(demo.rows[0]!.id);
    const before = await balanceAndLedger(platform(), memberId);
    const failed = (await seededDeposits(platform())).filter((d) => d.status === 'FAILED');
    expect(failed.length).toBeGreaterThan(0);
    for (const deposit of failed) {
      const amount = (Number(deposit.amount_cents) / 100).toFixed(2);
      const answer = await platform().app.inject(signedCallback(platform(), { ref: deposit.gateway_ref, status: 'PAID', amount }));
      expect(answer.statusCode).toBe(409);
    }
    expect(await balanceAndLedger(platform(), memberId)).toEqual(before);
    expect((await seededDeposits(platform())).filter((d) => d.status === 'FAILED')).toHaveLength(failed.length);
  });

  it('credits nothing for a paid callback above the amount asked, without an amount, or in another currency', async () => {
    const member = await createMember(platform());
    const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' });
    const ref = refOf(deposit.value);
    const before = await balanceAndLedger(platform(), member.id);
    for (const body of [
      { ref, status: 'PAID', amount: '50000.00' },
      { ref, status: 'PAID', amount: '500.01' },
      { ref, status: 'PAID', amount: null },
      { ref, status: 'PAID', amount: '0.00' },
      { ref, status: 'PAID', amount: '500.00', currency: 'USD' },
    ]) {
      const answer = await platform().app.inject(signedCallback(platform(), body));
      expect(answer.statusCode, JSON.stringify(body)).toBe(409);
      expect(envelope(answer).errorCode).toBe('request.invalid');
    }
    expect((await getDeposit(platform(), member, deposit.value.id)).status).toBe('PENDING');
    expect(await balanceAndLedger(platform(), member.id)).toEqual(before);
    // The amount asked, in the deposit's currency, is still credited.
    const paid = await platform().app.inject(signedCallback(platform(), { ref, status: 'PAID', amount: '500.00', currency: 'PHP' }));
    expect(paid.statusCode).toBe(200);
    expect((await getDeposit(platform(), member, deposit.value.id)).status).toBe('PAID');
  });

  it('keeps a declined deposit declined when a paid callback follows', async () => {
    const member = await createMember(platform());
    const deposit = await createDeposit(platform(), member, { channelCode: 'MAYA', amount: '300' });
    await decide(platform(), refOf(deposit.value), 'decline');
    const late = await platform().app.inject(signedCallback(platform(), { ref: refOf(deposit.value), status: 'PAID', amount: '300.00' }));
    expect(late.statusCode).toBe(409);
    expect((await getDeposit(platform(), member, deposit.value.id)).status).toBe('FAILED');
    expect((await balanceAndLedger(platform(), member.id)).kinds).not.toContain('DEPOSIT');
  });

  it('gives support01 the operator’s password in place of the published one', async () => {
    expect((await supportLogin(platform(), 'Staff1234')).statusCode).toBe(303);
    const operator = loadConfig({}, OPERATOR_SECRETS);
    // The server starting in production on a database first seeded in development.
    await seedDatabase(platform().db, operator);
    expect((await supportLogin(platform(), 'Staff1234')).statusCode).toBe(401);
    expect((await supportLogin(platform(), OPERATOR_SECRETS.TALA_STAFF_PASSWORD)).statusCode).toBe(303);
    // A later start with another setting leaves a password the operator already chose alone.
    await seedDatabase(platform().db, { ...operator, staffPassword: 'yet another password' });
    expect((await supportLogin(platform(), OPERATOR_SECRETS.TALA_STAFF_PASSWORD)).statusCode).toBe(303);
  });
});
