import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  cashierCalls,
  cashierDepositSchema,
  cashierWithdrawalSchema,
  withdrawalDetailSchema,
  type CashierWithdrawal,
  type WithdrawalDetail,
} from '../../../contract/back-office/cashier';
import type { Withdrawal, WithdrawInfo } from '../../../contract/payments';
import type { InboxList } from '../../../contract/schemas/messaging';
import { createWalletService } from '../../src/services/wallet';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, type TestMember } from '../lobby/members';
import { balanceAndLedger, createDeposit, decide, refOf } from '../wallet/payments-support';
import { memberWithPassword, PASSWORD, setLimit } from '../protection/support';
import {
  auditOf,
  memberReadyToWithdraw,
  office,
  PAYEE_NUMBER,
  requestWithdrawal,
  staffWithSession,
  type TestStaff,
} from './cashier-support';

const { listWithdrawals, getWithdrawal, approveWithdrawal, rejectWithdrawal, listDeposits } = cashierCalls;

const approve = (platform: TestPlatform, staff: TestStaff, id: number, payoutReference: string) =>
  office(platform, staff, 'POST', approveWithdrawal.path, { id, payoutReference });
const reject = (platform: TestPlatform, staff: TestStaff, id: number, reason: string) =>
  office(platform, staff, 'POST', rejectWithdrawal.path, { id, reason });

/** The player's withdrawal records as the app reads them. */
const recordsOf = async (platform: TestPlatform, member: TestMember) =>
  envelope<{ list: Withdrawal[] }>(await platform.app.inject({ url: '/wps/withdraw/records?range=today', headers: as(member) })).value.list;

const inboxOf = async (platform: TestPlatform, member: TestMember) =>
  envelope<InboxList>(await platform.app.inject({ url: '/wps/inbox/list?language=EN', headers: as(member) })).value.list;

/** A bet and its win written to the member's ledger as a game round writes them. */
async function playRound(platform: TestPlatform, member: TestMember, stakeCents: number, winCents: number) {
  const wallet = createWalletService(platform.db, platform.config);
  const round = `cashier-${randomUUID()}`;
  await platform.db.transaction(async (tx) => {
    const locked = await wallet.lock(tx, member.id, 'REAL');
    await wallet.post(tx, locked, [
      { kind: 'BET', amountCents: -stakeCents, roundId: round, idemKey: `bet:${round}` },
      { kind: 'WIN', amountCents: winCents, roundId: round, idemKey: `win:${round}` },
    ]);
  });
}

describeOnEachDatabase('the back office’s cashier', (platform) => {
  it('queues pending requests with a masked number and shows one with the full number and the player’s context', async () => {
    const cashier = await staffWithSession(platform(), 'cashier');
    const member = await memberReadyToWithdraw(platform(), await memberWithPassword(platform()));
    const start = await balanceAndLedger(platform(), member.id);
    const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '100', bonusCode: 'FIRST100' });
    await decide(platform(), refOf(deposit.value), 'approve');
    await playRound(platform(), member, 2_000, 500);
    expect((await setLimit(platform(), member, 'DEPOSIT_DAY', '5000')).status).toBe(200);
    const withdrawal = await requestWithdrawal(platform(), member, '150.50');

    const queue = await office(platform(), cashier, 'GET', listWithdrawals.path);
    expect(queue.status).toBe(200);
    const page = queue.value as { list: CashierWithdrawal[]; total: number };
    const row = page.list.find((w) => w.id === withdrawal.id);
    expect(row).toEqual({
      id: withdrawal.id,
      createdAt: withdrawal.createdAt,
      amount: '150.50',
      status: 'PENDING',
      member: { id: member.id, username: member.username },
      payee: { kind: 'EWALLET', provider: 'GCash', accountName: 'Juan Dela Cruz', maskedNumber: '•••• 4567' },
      decision: null,
    });
    expect(cashierWithdrawalSchema.safeParse(row).success).toBe(true);
    expect(JSON.stringify(page)).not.toContain(PAYEE_NUMBER);

    const answer = await office(platform(), cashier, 'GET', getWithdrawal.path, { id: withdrawal.id });
    expect(answer.status).toBe(200);
    expect(withdrawalDetailSchema.safeParse(answer.value).success).toBe(true);
    const detail = answer.value as WithdrawalDetail;
    const own = envelope<WithdrawInfo>(await platform().app.inject({ url: '/wps/withdraw/info', headers: as(member) })).value;
    expect(detail.payee.accountNumber).toBe(PAYEE_NUMBER);
    // The cashier sees the money as the player's own withdraw page counts it.
    expect(detail.player).toMatchObject({ balance: own.balance, bonusLocked: own.bonusLocked, turnoverLeft: own.turnoverLeft });
    // The demo credit, the deposit and its bonus, less the bet, plus the win, less the request.
    expect(detail.player.balance).toBe(((start.balance + 10_000 + 10_000 - 2_000 + 500 - 15_050) / 100).toFixed(2));
    expect(detail.player.bonusLocked).toBe('100.00');
    expect(detail.player.deposits).toEqual([
      expect.objectContaining({ id: deposit.value.id, amount: '100.00', paid: '100.00', status: 'PAID' }),
    ]);
    expect(detail.player.bets[0]).toMatchObject({ stake: '20.00', won: '5.00', settled: true });
    expect(detail.player.last7Days).toEqual({ bets: '20.00', wins: '5.00', net: '-15.00' });
    expect(detail.player.protection).toEqual({
      activeBreak: null,
      limits: [{ key: 'DEPOSIT_DAY', value: '5000.00', used: '100.00', remaining: '4900.00' }],
    });

    // A break the player takes shows beside the request (the cashier can only read it).
    const taken = await platform().app.inject({
      method: 'POST',
      url: '/protection/break',
      headers: as(member),
      payload: { period: '24H', password: PASSWORD },
    });
    expect(taken.statusCode).toBe(200);
    const onBreak = (await office(platform(), cashier, 'GET', getWithdrawal.path, { id: withdrawal.id })).value as WithdrawalDetail;
    expect(onBreak.player.protection.activeBreak).toMatchObject({ period: '24H', selfExclusion: false });
  });

  it('approves with the payout reference: the hold stays, the player reads it as paid, and the audit row says who', async () => {
    const cashier = await staffWithSession(platform(), 'cashier');
    const member = await memberReadyToWithdraw(platform());
    const withdrawal = await requestWithdrawal(platform(), member, '120');
    const before = await balanceAndLedger(platform(), member.id);

    const answer = await approve(platform(), cashier, withdrawal.id, ' GC-2026-0001 ');
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({
      status: 'PAID',
      decision: { status: 'PAID', by: cashier.username, payoutReference: 'GC-2026-0001', reason: null },
    });
    expect(await balanceAndLedger(platform(), member.id)).toEqual(before);
    expect((await recordsOf(platform(), member)).find((w) => w.id === withdrawal.id)?.status).toBe('PAID');
    expect((await inboxOf(platform(), member))[0]).toMatchObject({ kind: 'WITHDRAWAL_PAID', title: 'Withdrawal paid' });
    expect(await auditOf(platform(), `withdrawal:${withdrawal.id}`)).toEqual([
      {
        staff_id: cashier.id,
        staff_username: cashier.username,
        action: 'withdrawal.approve',
        before: { status: 'PENDING', amount: '120.00', member: { id: member.id, username: member.username } },
        after: { status: 'PAID', payoutReference: 'GC-2026-0001' },
        ip: '127.0.0.1',
      },
    ]);
    // Out of the queue, in the paid list.
    const pending = (await office(platform(), cashier, 'GET', listWithdrawals.path)).value as { list: CashierWithdrawal[] };
    expect(pending.list.some((w) => w.id === withdrawal.id)).toBe(false);
    const paid = (await office(platform(), cashier, 'GET', listWithdrawals.path, { status: 'PAID' })).value as {
      list: CashierWithdrawal[];
    };
    expect(paid.list.some((w) => w.id === withdrawal.id)).toBe(true);
  });

  it('rejects with a reason: the money goes back on the ledger and the player reads the reason, as text', async () => {
    const cashier = await staffWithSession(platform(), 'admin');
    const member = await memberReadyToWithdraw(platform(), await memberWithPassword(platform()));
    const start = await balanceAndLedger(platform(), member.id);
    const withdrawal = await requestWithdrawal(platform(), member, '250.75');
    expect((await balanceAndLedger(platform(), member.id)).balance).toBe(start.balance - 25_075);
    const reason = 'Payee name differs from the account <img src=x onerror=alert(1)> — call us';

    const answer = await reject(platform(), cashier, withdrawal.id, reason);
    expect(answer).toMatchObject({
      status: 200,
      value: { status: 'REJECTED', decision: { by: cashier.username, reason, payoutReference: null } },
    });
    const money = await balanceAndLedger(platform(), member.id);
    expect(money.balance).toBe(start.balance);
    expect(money.ledgerSum).toBe(money.balance);
    expect(money.kinds.slice(-2)).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE']);
    expect((await recordsOf(platform(), member)).find((w) => w.id === withdrawal.id)?.status).toBe('REJECTED');
    const message = (await inboxOf(platform(), member))[0]!;
    expect(message).toMatchObject({ kind: 'SYSTEM', title: 'Withdrawal not approved' });
    // Stored and answered verbatim: the app draws message bodies as text, so the markup stays words.
    expect(message.body).toBe(`Your withdrawal of ₱250.75 was not approved, and the amount is back in your balance. Reason: ${reason}`);
    expect(await auditOf(platform(), `withdrawal:${withdrawal.id}`)).toMatchObject([
      { staff_id: cashier.id, action: 'withdrawal.reject', after: { status: 'REJECTED', reason } },
    ]);
  });

  it('answers the same decision repeated by the same cashier as it stands, and refuses any other with 409', async () => {
    const first = await staffWithSession(platform(), 'cashier');
    const second = await staffWithSession(platform(), 'cashier');
    const member = await memberReadyToWithdraw(platform());
    const withdrawal = await requestWithdrawal(platform(), member, '100');
    const decided = await approve(platform(), first, withdrawal.id, 'REF-1');
    expect(decided.status).toBe(200);

    expect(await approve(platform(), first, withdrawal.id, 'REF-1')).toEqual(decided);
    const refusals = [
      await approve(platform(), second, withdrawal.id, 'REF-1'),
      await approve(platform(), first, withdrawal.id, 'REF-2'),
      await reject(platform(), first, withdrawal.id, 'Changed my mind'),
      await reject(platform(), second, withdrawal.id, 'Too late'),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        status: 409,
        errorCode: 'office.alreadyDecided',
        value: { status: 'PAID', decision: { by: first.username, payoutReference: 'REF-1' } },
      });
    }
    // One decision, one audit row, one inbox message, one hold.
    expect(await auditOf(platform(), `withdrawal:${withdrawal.id}`)).toHaveLength(1);
    expect((await inboxOf(platform(), member)).filter((m) => m.kind === 'WITHDRAWAL_PAID')).toHaveLength(1);
    expect((await balanceAndLedger(platform(), member.id)).kinds.filter((k) => k.startsWith('WITHDRAWAL'))).toEqual(['WITHDRAWAL_HOLD']);
  });

  it('tells the cashier when the player cancelled first, and writes nothing', async () => {
    const cashier = await staffWithSession(platform(), 'cashier');
    const member = await memberReadyToWithdraw(platform());
    const withdrawal = await requestWithdrawal(platform(), member, '100');
    const cancelled = await platform().app.inject({
      method: 'POST',
      url: '/wps/withdraw/cancel',
      headers: as(member),
      payload: { id: withdrawal.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await approve(platform(), cashier, withdrawal.id, 'REF-9')).toMatchObject({
      status: 409,
      errorCode: 'office.alreadyDecided',
      value: { status: 'CANCELLED', decision: { by: null } },
    });
    expect(await auditOf(platform(), `withdrawal:${withdrawal.id}`)).toEqual([]);
    expect(await approve(platform(), cashier, 2_000_000_000, 'REF-9')).toMatchObject({ status: 404, errorCode: 'office.notFound' });
  });

  for (const order of ['approve first', 'reject first'] as const) {
    it(`lets exactly one of two cashiers deciding at once win (${order}); the other is told`, async () => {
      const a = await staffWithSession(platform(), 'cashier');
      const b = await staffWithSession(platform(), 'cashier');
      for (let round = 0; round < 5; round++) {
        const member = await memberReadyToWithdraw(platform());
        const start = await balanceAndLedger(platform(), member.id);
        const withdrawal = await requestWithdrawal(platform(), member, '100');
        const approving = () => approve(platform(), a, withdrawal.id, `RACE-${round}`);
        const rejecting = () => reject(platform(), b, withdrawal.id, 'Account under review');
        const [x, y] = await Promise.all(order === 'approve first' ? [approving(), rejecting()] : [rejecting(), approving()]);
        const answers = [x, y];
        const winners = answers.filter((answer) => answer.status === 200);
        const losers = answers.filter((answer) => answer.status === 409);
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(1);
        const won = winners[0]!.value as CashierWithdrawal;
        expect(losers[0]).toMatchObject({ errorCode: 'office.alreadyDecided', value: { status: won.status } });
        const audit = await auditOf(platform(), `withdrawal:${withdrawal.id}`);
        expect(audit).toHaveLength(1);
        expect(audit[0]!.action).toBe(won.status === 'PAID' ? 'withdrawal.approve' : 'withdrawal.reject');
        const money = await balanceAndLedger(platform(), member.id);
        expect(money.ledgerSum).toBe(money.balance);
        expect(money.balance).toBe(won.status === 'PAID' ? start.balance - 10_000 : start.balance);
        expect(money.kinds.filter((k) => k === 'WITHDRAWAL_RELEASE')).toHaveLength(won.status === 'PAID' ? 0 : 1);
      }
    });
  }

  it('refuses every cashier call to support and content staff, to no session, and to a cashier without the second factor', async () => {
    const member = await memberReadyToWithdraw(platform());
    const withdrawal = await requestWithdrawal(platform(), member, '100');
    const inputs = {
      [listWithdrawals.path]: {},
      [getWithdrawal.path]: { id: withdrawal.id },
      [approveWithdrawal.path]: { id: withdrawal.id, payoutReference: 'REF' },
      [rejectWithdrawal.path]: { id: withdrawal.id, reason: 'No' },
      [listDeposits.path]: {},
    };
    const calls = [listWithdrawals, getWithdrawal, approveWithdrawal, rejectWithdrawal, listDeposits];
    const support = await staffWithSession(platform(), 'support');
    const content = await staffWithSession(platform(), 'content');
    const halfSignedIn = await staffWithSession(platform(), 'cashier', { secondFactor: false });
    for (const call of calls) {
      const input = inputs[call.path]!;
      for (const staff of [support, content]) {
        expect([call.name, await office(platform(), staff, call.method, call.path, input)]).toMatchObject([
          call.name,
          { status: 403, errorCode: 'office.wrongRole' },
        ]);
      }
      expect(await office(platform(), null, call.method, call.path, input)).toMatchObject({ status: 401, errorCode: 'office.notSignedIn' });
      expect(await office(platform(), halfSignedIn, call.method, call.path, input)).toMatchObject({
        status: 401,
        errorCode: 'office.secondFactorNeeded',
      });
    }
    expect((await recordsOf(platform(), member))[0]?.status).toBe('PENDING');
    expect(await auditOf(platform(), `withdrawal:${withdrawal.id}`)).toEqual([]);
  });

  it('answers malformed input with 400 and an error code, deciding nothing', async () => {
    const cashier = await staffWithSession(platform(), 'cashier');
    const member = await memberReadyToWithdraw(platform());
    const withdrawal = await requestWithdrawal(platform(), member, '100');
    const id = withdrawal.id;
    const bad: [
      typeof approveWithdrawal | typeof rejectWithdrawal | typeof listWithdrawals | typeof getWithdrawal | typeof listDeposits,
      object,
    ][] = [
      [approveWithdrawal, { id, payoutReference: '' }],
      [approveWithdrawal, { id, payoutReference: '   ' }],
      [approveWithdrawal, { id, payoutReference: 'R'.repeat(65) }],
      [approveWithdrawal, { id: -1, payoutReference: 'REF' }],
      [approveWithdrawal, { id, payoutReference: 'REF', status: 'PAID' }],
      [approveWithdrawal, { id, payoutReference: 'REF\u0000' }],
      [rejectWithdrawal, { id, reason: '' }],
      [rejectWithdrawal, { id, reason: 'x'.repeat(501) }],
      [rejectWithdrawal, { id, reason: { text: 'no' } }],
      [rejectWithdrawal, { id }],
      [listWithdrawals, { status: 'APPROVED' }],
      [listWithdrawals, { page: 0 }],
      [getWithdrawal, { id: 'abc' }],
      [getWithdrawal, {}],
      [listDeposits, { status: 'SETTLED' }],
    ];
    for (const [call, input] of bad) {
      expect([call.name, input, await office(platform(), cashier, call.method, call.path, input)]).toMatchObject([
        call.name,
        input,
        { status: 400, errorCode: 'request.invalid' },
      ]);
    }
    const notJson = await platform().app.inject({
      method: 'POST',
      url: approveWithdrawal.path,
      headers: { cookie: cashier.cookie, 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(notJson.statusCode).toBe(400);
    // The longest reference and reason are taken.
    expect((await reject(platform(), cashier, id, 'x'.repeat(500))).status).toBe(200);
    expect(await auditOf(platform(), `withdrawal:${id}`)).toHaveLength(1);
  });

  it('lists deposits with their gateway state, reference and member', async () => {
    const cashier = await staffWithSession(platform(), 'cashier');
    const member = await memberReadyToWithdraw(platform());
    const paid = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '300' });
    await decide(platform(), refOf(paid.value), 'approve');
    const open = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '200' });

    const all = await office(platform(), cashier, 'GET', listDeposits.path);
    expect(all.status).toBe(200);
    const list = (all.value as { list: unknown[] }).list;
    expect(list.every((row) => cashierDepositSchema.safeParse(row).success)).toBe(true);
    const mine = list.filter((row) => (row as { member: { id: number } }).member.id === member.id);
    expect(mine).toEqual([
      expect.objectContaining({
        id: open.value.id,
        status: 'PENDING',
        amount: '200.00',
        paid: null,
        reference: refOf(open.value),
        callbacks: 0,
        lastCallback: null,
      }),
      expect.objectContaining({
        id: paid.value.id,
        status: 'PAID',
        amount: '300.00',
        paid: '300.00',
        reference: refOf(paid.value),
        member: { id: member.id, username: member.username },
        callbacks: 1,
        lastCallback: expect.objectContaining({ outcome: 'credited' }),
      }),
    ]);
    const pending = (await office(platform(), cashier, 'GET', listDeposits.path, { status: 'PENDING' })).value as {
      list: { id: number; status: string }[];
    };
    expect(pending.list.every((row) => row.status === 'PENDING')).toBe(true);
    expect(pending.list.some((row) => row.id === paid.value.id)).toBe(false);
  });

  it('keeps the development cashier page as a shortcut over the same decisions, audited as dev-tools', async () => {
    const member = await memberReadyToWithdraw(platform());
    const withdrawal = await requestWithdrawal(platform(), member, '100');
    const page = await platform().app.inject({ url: '/dev/cashier' });
    expect(page.body).toContain(`Reject withdrawal ${withdrawal.id}`);
    const form = (decision: string) =>
      platform().app.inject({
        method: 'POST',
        url: `/dev/cashier/withdrawals/${withdrawal.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=${decision}`,
      });
    expect((await form('reject')).statusCode).toBe(303);
    expect((await form('reject')).statusCode).toBe(303);
    expect(await auditOf(platform(), `withdrawal:${withdrawal.id}`)).toMatchObject([
      { staff_id: null, staff_username: 'dev-tools', action: 'withdrawal.reject' },
    ]);
    expect((await recordsOf(platform(), member))[0]?.status).toBe('REJECTED');
  });
});
