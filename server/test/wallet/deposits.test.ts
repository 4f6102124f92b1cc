import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, envelope } from '../helpers';
import { as, createMember } from '../lobby/members';
import { balanceAndLedger, createDeposit, decide, getDeposit, refOf, signedCallback } from './payments-support';

const DEMO_CREDIT = 100;

describeOnEachDatabase(
  'deposits through the gateway simulator',
  (platform) => {
    it('offers the configured channels with limits, presets and fees, and the first-deposit bonus', async () => {
      const member = await createMember(platform());
      const options = envelope<{ channels: { code: string; min: string; presets: string[] }[]; bonuses: { code: string }[] }>(
        await platform().app.inject({ url: '/wps/deposit/options', headers: as(member) }),
      ).value;
      expect(options.channels.map((c) => c.code)).toEqual(['GCASH', 'MAYA', 'GRABPAY', 'INSTAPAY', 'PESONET', 'QRPH', 'OTC']);
      expect(options.channels[0]!.min).toBe('100.00');
      expect(options.channels[0]!.presets).toContain('500.00');
      expect(options.bonuses.map((b) => b.code)).toEqual(['FIRST100', 'RELOAD10']);
    });

    it('tells anyone the operator’s channels, the same as a member’s options give, without any bonus', async () => {
      const member = await createMember(platform());
      const options = envelope<{ channels: unknown[] }>(
        await platform().app.inject({ url: '/wps/deposit/options', headers: as(member) }),
      ).value;
      const answer = await platform().app.inject({ url: '/wps/deposit/channels' });
      expect(answer.statusCode).toBe(200);
      const visible = envelope<{ channels: unknown[]; bonuses?: unknown }>(answer).value;
      expect(visible.channels).toEqual(options.channels);
      expect(visible.bonuses).toBeUndefined();
      expect((await platform().app.inject({ url: '/wps/deposit/channels?bonus=1' })).statusCode).toBe(400);
    });

    it('credits an approved deposit exactly once however often and however concurrently the callback arrives', async () => {
      const member = await createMember(platform());
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' });
      expect(deposit.status).toBe(200);
      expect(deposit.value).toMatchObject({ amount: '500.00', status: 'PENDING', paid: null });
      const ref = refOf(deposit.value);

      expect((await decide(platform(), ref, 'approve')).statusCode).toBe(303);
      expect(await getDeposit(platform(), member, deposit.value.id)).toMatchObject({
        status: 'PAID',
        paid: '500.00',
        amountMismatch: false,
      });

      const burst = envelope<{ statuses: number[] }>(
        await platform().app.inject({ method: 'POST', url: `/dev/gateway/payments/${ref}/redeliver`, payload: { times: 100 } }),
      ).value;
      expect(burst.statuses).toHaveLength(100);
      expect(burst.statuses.every((s) => s === 200)).toBe(true);

      const money = await balanceAndLedger(platform(), member.id);
      expect(money.balance).toBe((DEMO_CREDIT + 500) * 100);
      expect(money.ledgerSum).toBe(money.balance);
      expect(money.kinds.filter((k) => k === 'DEPOSIT')).toHaveLength(1);
    });

    it('changes nothing for a declined or expired payment, and a late decline never undoes a paid one', async () => {
      const member = await createMember(platform());
      const declined = await createDeposit(platform(), member, { channelCode: 'MAYA', amount: '300.00' });
      await decide(platform(), refOf(declined.value), 'decline');
      expect((await getDeposit(platform(), member, declined.value.id)).status).toBe('FAILED');
      const expired = await createDeposit(platform(), member, { channelCode: 'QRPH', amount: '200' });
      await decide(platform(), refOf(expired.value), 'expire');
      expect((await getDeposit(platform(), member, expired.value.id)).status).toBe('EXPIRED');
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT * 100);

      const paid = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '150' });
      const ref = refOf(paid.value);
      await decide(platform(), ref, 'approve');
      // Out of order: a FAILED callback for the same reference arrives after the PAID one.
      const late = await platform().app.inject(signedCallback(platform(), { ref, status: 'FAILED', amount: null }));
      expect(late.statusCode).toBe(200);
      expect((await getDeposit(platform(), member, paid.value.id)).status).toBe('PAID');
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe((DEMO_CREDIT + 150) * 100);
    });

    it('credits what was paid when the gateway reports another amount, and flags the deposit', async () => {
      const member = await createMember(platform());
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' });
      await decide(platform(), refOf(deposit.value), 'pay', '450.50');
      expect(await getDeposit(platform(), member, deposit.value.id)).toMatchObject({
        status: 'PAID',
        paid: '450.50',
        amountMismatch: true,
      });
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT * 100 + 45_050);
    });

    it('refuses a forged, a stale and an unsigned callback and credits nothing', async () => {
      const member = await createMember(platform());
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' });
      const body = { ref: refOf(deposit.value), status: 'PAID', amount: '500.00' };
      const forged = await platform().app.inject(signedCallback(platform(), body, { secret: 'not-the-gateway-secret-at-all' }));
      const stale = await platform().app.inject(signedCallback(platform(), body, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
      const unsigned = await platform().app.inject({
        method: 'POST',
        url: '/pay/gateway/notify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      // The body changed after signing: the signature no longer covers it.
      const tampered = signedCallback(platform(), body);
      tampered.payload = JSON.stringify({ ...body, amount: '50000.00' });
      const altered = await platform().app.inject(tampered);
      expect([forged.statusCode, stale.statusCode, unsigned.statusCode, altered.statusCode]).toEqual([401, 401, 401, 401]);
      expect((await getDeposit(platform(), member, deposit.value.id)).status).toBe('PENDING');
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT * 100);
    });

    it('answers a repeated create with the same key with the same deposit', async () => {
      const member = await createMember(platform());
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' }, key)),
      );
      expect(new Set(answers.map((a) => a.value.id)).size).toBe(1);
      const rows = await platform().db.query<{ n: unknown }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [member.id]);
      expect(Number(rows.rows[0]!.n)).toBe(1);
    });

    it('refuses bad amounts with 400 naming the field, and opens no deposit', async () => {
      const member = await createMember(platform());
      for (const amount of ['1e309', '-0', '0.001', '５００', '12345678901234567890', '', 'abc', '0', '0.00', ' 500', '500.', 'NaN']) {
        const answer = await createDeposit(platform(), member, { channelCode: 'GCASH', amount });
        expect(answer.status, amount).toBe(400);
        expect(answer.message, amount).toContain('amount');
      }
      const numeric = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: 500 });
      expect(numeric.status).toBe(400);
      const outOfRange = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '99.99' });
      expect(outOfRange).toMatchObject({ status: 400, errorCode: 'amount.range' });
      const missingKey = await platform().app.inject({
        method: 'POST',
        url: '/wps/deposit/create',
        headers: as(member),
        payload: { channelCode: 'GCASH', amount: '500' },
      });
      expect(missingKey.statusCode).toBe(400);
      const rows = await platform().db.query<{ n: unknown }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [member.id]);
      expect(Number(rows.rows[0]!.n)).toBe(0);
    });

    it('adds the chosen first-deposit bonus with its turnover, which keeps it out of the withdrawable balance', async () => {
      const member = await createMember(platform());
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '1000', bonusCode: 'FIRST100' });
      expect(deposit.value.bonus).toBe('1000.00');
      await decide(platform(), refOf(deposit.value), 'approve');
      const info = envelope<{ balance: string; withdrawable: string; bonusLocked: string; turnoverLeft: string }>(
        await platform().app.inject({ url: '/wps/withdraw/info', headers: as(member) }),
      ).value;
      expect(info).toMatchObject({ balance: '2100.00', withdrawable: '1100.00', bonusLocked: '1000.00', turnoverLeft: '30000.00' });
      // The first-deposit bonus is gone once a deposit has been paid.
      const options = envelope<{ bonuses: { code: string }[] }>(
        await platform().app.inject({ url: '/wps/deposit/options', headers: as(member) }),
      ).value;
      expect(options.bonuses.map((b) => b.code)).toEqual(['RELOAD10']);
    });

    it('pays the first-deposit bonus once, on the first deposit paid, however many were opened with it and however they are paid', async () => {
      const member = await createMember(platform());
      const opened = await Promise.all(
        ['1000', '2000', '3000'].map((amount) =>
          createDeposit(platform(), member, { channelCode: 'GCASH', amount, bonusCode: 'FIRST100' }),
        ),
      );
      // While none is paid, each was offered the bonus; the gateway then pays them all, two of them at once.
      expect(opened.map((deposit) => deposit.value.bonus)).toEqual(['1000.00', '2000.00', '3000.00']);
      await decide(platform(), refOf(opened[0]!.value), 'approve');
      await Promise.all(opened.slice(1).map((deposit) => decide(platform(), refOf(deposit.value), 'approve')));
      const paid = await Promise.all(opened.map((deposit) => getDeposit(platform(), member, deposit.value.id)));
      expect(paid.map((deposit) => deposit.status)).toEqual(['PAID', 'PAID', 'PAID']);
      expect(paid.map((deposit) => deposit.bonus)).toEqual(['1000.00', '0.00', '0.00']);
      const money = await balanceAndLedger(platform(), member.id);
      expect(money.kinds.filter((kind) => kind === 'BONUS')).toHaveLength(1);
      expect(money.balance).toBe((DEMO_CREDIT + 6000 + 1000) * 100);
      expect(money.ledgerSum).toBe(money.balance);
    });
  },
  { demoCredit: DEMO_CREDIT },
);

describeOnEachDatabase('one callback at two servers sharing a database', (platform, kind) => {
  // Two platforms over one PostgreSQL, each with its own connection pool, as two server processes would run.
  // PGlite is one process's embedded database, so the case exists only on PostgreSQL.
  if (kind !== 'postgres') {
    it('applies a callback delivered 100 times to one server once', async () => {
      const member = await createMember(platform());
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '250' });
      const ref = refOf(deposit.value);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => platform().app.inject(signedCallback(platform(), { ref, status: 'PAID', amount: '250.00' }))),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(5000 * 100 + 25_000);
    });
    return;
  }
  it('credits once when both servers receive the same callback 50 times each at once', async () => {
    const { openDatabase } = await import('../../src/db/database');
    const { buildApp } = await import('../../src/app');
    const name = (await platform().db.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const secondDb = await openDatabase({ databaseUrl: url.toString() });
    const second = await buildApp({ config: platform().config, db: secondDb, logger: false });
    try {
      const member = await createMember(platform());
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '250' });
      const ref = refOf(deposit.value);
      const callback = () => signedCallback(platform(), { ref, status: 'PAID', amount: '250.00' });
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? platform().app : second).inject(callback())));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const money = await balanceAndLedger(platform(), member.id);
      expect(money.balance).toBe(5000 * 100 + 25_000);
      expect(money.kinds.filter((k) => k === 'DEPOSIT')).toHaveLength(1);
      expect(money.ledgerSum).toBe(money.balance);
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});
