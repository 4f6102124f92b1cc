import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { WithdrawInfo, Withdrawal } from '../../../contract/payments';
import { hashPassword } from '../../src/services/accounts/passwords';
import { createWalletService } from '../../src/services/wallet';
import { createOutboxGateway } from '../../src/services/accounts/gateway';
import { createSmsCodeService } from '../../src/services/accounts/sms-codes';
import { createPaymentPasswords } from '../../src/services/wallet/payment-password';
import { createWithdrawalService, WITHDRAW_RULES } from '../../src/services/wallet/withdrawals';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { balanceAndLedger, createDeposit, decide, refOf } from './payments-support';

/** The payment password over `db`, its SMS codes unlimited by address (these tests send none). */
const passwordsOver = (db: TestPlatform['db']) =>
  createPaymentPasswords(db, { sms: createSmsCodeService(db, createOutboxGateway(), 'Tala', 300), admission: () => async () => undefined });

const DEMO_CREDIT = 400;
const PAYMENT_PASSWORD = '246810';

/** Each test's member: a payment password and one GCash payee account, set the way the platform stores them. */
async function memberReadyToWithdraw(platform: TestPlatform): Promise<TestMember & { payeeId: number }> {
  const member = await createMember(platform);
  await platform.db.query("UPDATE members SET payment_password_hash = $2, payee_name = 'Juan Dela Cruz' WHERE id = $1", [
    member.id,
    await hashPassword(PAYMENT_PASSWORD),
  ]);
  const payee = await platform.db.query<{ id: unknown }>(
    `INSERT INTO payee_accounts (member_id, kind, provider, account_number, account_name) VALUES ($1, 'EWALLET', 'GCash', '09171234567', 'Juan Dela Cruz') RETURNING id`,
    [member.id],
  );
  return { ...member, payeeId: Number(payee.rows[0]!.id) };
}

const withdraw = async (platform: TestPlatform, member: TestMember, body: Record<string, unknown>, key = randomUUID()) => {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/withdraw/create',
    headers: as(member, { 'idempotency-key': key }),
    payload: body,
  });
  return { status: answer.statusCode, ...envelope<Withdrawal>(answer) };
};

const info = async (platform: TestPlatform, member: TestMember) =>
  envelope<WithdrawInfo>(await platform.app.inject({ url: '/wps/withdraw/info', headers: as(member) })).value;

describeOnEachDatabase(
  'withdrawals',
  (platform) => {
    it('never holds more than the balance under 1,000 concurrent requests, and the balance stays the ledger sum', async () => {
      const member = await memberReadyToWithdraw(platform());
      const { db, config } = platform();
      const wallet = createWalletService(db, config);
      // Daily limits off: this is about the balance, not the limits.
      const service = createWithdrawalService(db, wallet, passwordsOver(db), {
        ...WITHDRAW_RULES,
        dailyCount: 100_000,
        dailyAmountCents: 10 ** 12,
      });
      const amounts = fc.sample(fc.integer({ min: 100, max: 900 }), { numRuns: 1000, seed: 42 });
      const results = await Promise.allSettled(
        amounts.map((pesos) => service.hold(member.id, { payeeId: member.payeeId, amount: String(pesos) }, randomUUID())),
      );
      const held = results
        .filter((r) => r.status === 'fulfilled')
        .map((r) => Number((r as PromiseFulfilledResult<Withdrawal>).value.amount));
      const refused = results
        .filter((r) => r.status === 'rejected')
        .map((r) => (r as PromiseRejectedResult).reason as { errorCode?: string });
      expect(held.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((r) => r.errorCode === 'withdraw.overWithdrawable')).toBe(true);
      const heldCents = held.reduce((sum, pesos) => sum + Math.round(pesos * 100), 0);
      expect(heldCents).toBeLessThanOrEqual(DEMO_CREDIT * 100);
      const money = await balanceAndLedger(platform(), member.id);
      expect(money.balance).toBe(DEMO_CREDIT * 100 - heldCents);
      expect(money.ledgerSum).toBe(money.balance);
      expect(money.balance).toBeGreaterThanOrEqual(0);
      // Whatever is left is less than the smallest request refused for want of money.
      expect(money.balance).toBeLessThan(100 * 900);
    }, 120_000);

    it('holds a withdrawal at once, then the operator pays it and the hold stays', async () => {
      const member = await memberReadyToWithdraw(platform());
      const made = await withdraw(platform(), member, { payeeId: member.payeeId, amount: '150.50', paymentPassword: PAYMENT_PASSWORD });
      expect(made).toMatchObject({ status: 200, value: { amount: '150.50', status: 'PENDING' } });
      expect((await info(platform(), member)).balance).toBe('249.50');
      const cashier = await platform().app.inject({ url: '/dev/cashier' });
      expect(cashier.body).toContain(`Approve withdrawal ${made.value.id}`);
      const approved = await platform().app.inject({
        method: 'POST',
        url: `/dev/cashier/withdrawals/${made.value.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(approved.statusCode).toBe(303);
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(24_950);
      // Paid is final: the player can no longer cancel it.
      const cancel = await platform().app.inject({
        method: 'POST',
        url: '/wps/withdraw/cancel',
        headers: as(member),
        payload: { id: made.value.id },
      });
      expect(envelope(cancel).errorCode).toBe('withdraw.notPending');
    });

    it('gives the hold back when the operator rejects or the player cancels, once', async () => {
      const member = await memberReadyToWithdraw(platform());
      const first = await withdraw(platform(), member, { payeeId: member.payeeId, amount: '100', paymentPassword: PAYMENT_PASSWORD });
      const second = await withdraw(platform(), member, { payeeId: member.payeeId, amount: '200', paymentPassword: PAYMENT_PASSWORD });
      expect((await info(platform(), member)).balance).toBe('100.00');
      const cancels = await Promise.all(
        Array.from({ length: 5 }, () =>
          platform().app.inject({ method: 'POST', url: '/wps/withdraw/cancel', headers: as(member), payload: { id: first.value.id } }),
        ),
      );
      expect(cancels.every((c) => c.statusCode === 200 && envelope<Withdrawal>(c).value.status === 'CANCELLED')).toBe(true);
      await platform().app.inject({
        method: 'POST',
        url: `/dev/cashier/withdrawals/${second.value.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=reject',
      });
      const money = await balanceAndLedger(platform(), member.id);
      expect(money.balance).toBe(DEMO_CREDIT * 100);
      expect(money.kinds.filter((k) => k === 'WITHDRAWAL_RELEASE')).toHaveLength(2);
    });

    it('refuses more than the withdrawable balance with the withdrawable amount, and bonus money under turnover', async () => {
      const member = await memberReadyToWithdraw(platform());
      const over = await withdraw(platform(), member, { payeeId: member.payeeId, amount: '400.01', paymentPassword: PAYMENT_PASSWORD });
      expect(over).toMatchObject({ status: 400, errorCode: 'withdraw.overWithdrawable', value: { withdrawable: '400.00' } });
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '100', bonusCode: 'FIRST100' });
      await decide(platform(), refOf(deposit.value), 'approve');
      expect(await info(platform(), member)).toMatchObject({ balance: '600.00', withdrawable: '500.00', bonusLocked: '100.00' });
      const intoBonus = await withdraw(platform(), member, {
        payeeId: member.payeeId,
        amount: '500.01',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expect(intoBonus.errorCode).toBe('withdraw.overWithdrawable');
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(60_000);
    });

    it('keeps to the daily count and refuses bad amounts with 400 holding nothing', async () => {
      const member = await memberReadyToWithdraw(platform());
      for (const amount of ['1e309', '-0', '0.001', '１００', '12345678901234567890', '', 'text', '99.99']) {
        const answer = await withdraw(platform(), member, { payeeId: member.payeeId, amount, paymentPassword: PAYMENT_PASSWORD });
        expect(answer.status, amount).toBe(400);
      }
      const made = await Promise.all(
        Array.from({ length: 6 }, () =>
          withdraw(platform(), member, { payeeId: member.payeeId, amount: '100', paymentPassword: PAYMENT_PASSWORD }),
        ),
      );
      // 400 of demo credit allows four; the other two are refused for the balance.
      expect(made.filter((m) => m.status === 200)).toHaveLength(4);
      expect((await info(platform(), member)).dailyCountUsed).toBe(4);

      const { db, config } = platform();
      const strict = createWithdrawalService(db, createWalletService(db, config), passwordsOver(db), {
        minCents: 1_000,
        maxCents: 100_000,
        dailyCount: 6,
        dailyAmountCents: 36_000,
      });
      const other = await memberReadyToWithdraw(platform());
      await strict.hold(other.id, { payeeId: other.payeeId, amount: '300' }, randomUUID());
      await expect(strict.hold(other.id, { payeeId: other.payeeId, amount: '100.01' }, randomUUID())).rejects.toMatchObject({
        errorCode: 'withdraw.dailyAmount',
      });
      await strict.hold(other.id, { payeeId: other.payeeId, amount: '50' }, randomUUID());
      // A cancelled request no longer counts against the day.
      const cancelled = await strict.hold(other.id, { payeeId: other.payeeId, amount: '10' }, randomUUID());
      await strict.cancel(
        { memberId: other.id, sessionId: '', username: other.username, type: 0, door: 'member', kind: 'full' },
        cancelled.id,
      );
      const strictCount = createWithdrawalService(db, createWalletService(db, config), passwordsOver(db), {
        minCents: 1_000,
        maxCents: 100_000,
        dailyCount: 2,
        dailyAmountCents: 36_000,
      });
      await expect(strictCount.hold(other.id, { payeeId: other.payeeId, amount: '10' }, randomUUID())).rejects.toMatchObject({
        errorCode: 'withdraw.dailyCount',
      });
    });

    it('answers a retried request with the same key with the same withdrawal, held once', async () => {
      const member = await memberReadyToWithdraw(platform());
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          withdraw(platform(), member, { payeeId: member.payeeId, amount: '120', paymentPassword: PAYMENT_PASSWORD }, key),
        ),
      );
      expect(new Set(answers.map((a) => a.value.id)).size).toBe(1);
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(28_000);
    });

    it('locks the payment password after five wrong tries', async () => {
      const member = await memberReadyToWithdraw(platform());
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await withdraw(platform(), member, { payeeId: member.payeeId, amount: '100', paymentPassword: '000000' })).errorCode ?? '',
        );
      }
      expect(codes).toEqual([
        'paymentPassword.wrong',
        'paymentPassword.wrong',
        'paymentPassword.wrong',
        'paymentPassword.wrong',
        'paymentPassword.locked',
      ]);
      const right = await withdraw(platform(), member, { payeeId: member.payeeId, amount: '100', paymentPassword: PAYMENT_PASSWORD });
      expect(right.errorCode).toBe('paymentPassword.locked');
      expect((await info(platform(), member)).paymentPasswordLocked).toBe(true);
      expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT * 100);
    });

    it('adds payee accounts only in the payee name, and removes them with the payment password', async () => {
      const member = await memberReadyToWithdraw(platform());
      const add = (body: Record<string, unknown>) =>
        platform().app.inject({
          method: 'POST',
          url: '/wps/withdraw/payee',
          headers: as(member, { 'idempotency-key': randomUUID() }),
          payload: body,
        });
      const other = await add({
        kind: 'BANK',
        provider: 'BDO',
        accountNumber: '001234567890',
        accountName: 'Maria Santos',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expect(envelope(other).errorCode).toBe('payee.nameMismatch');
      const badNumber = await add({
        kind: 'EWALLET',
        provider: 'Maya',
        accountNumber: '12345',
        accountName: 'Juan Dela Cruz',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expect(envelope(badNumber).errorCode).toBe('payee.number');
      const added = await add({
        kind: 'BANK',
        provider: 'BDO',
        accountNumber: '0012 3456 7890',
        accountName: 'juan  dela cruz',
        paymentPassword: PAYMENT_PASSWORD,
      });
      expect(envelope(added).value).toMatchObject({ provider: 'BDO', maskedNumber: '•••• 7890', accountName: 'Juan Dela Cruz' });
      const id = envelope<{ id: number }>(added).value.id;
      const removed = await platform().app.inject({
        method: 'POST',
        url: '/wps/withdraw/payee/remove',
        headers: as(member),
        payload: { id, paymentPassword: PAYMENT_PASSWORD },
      });
      expect(removed.statusCode).toBe(200);
      expect((await info(platform(), member)).payees.map((p) => p.provider)).toEqual(['GCash']);
    });
  },
  // Eight copies of one request arrive at once: they wait for the payment password's hashing slots here
  // as long as it takes, instead of some being told the platform is busy (that answer has its own tests).
  { demoCredit: DEMO_CREDIT, hashing: { queue: 16, queueWaitMs: 600_000 } },
);
