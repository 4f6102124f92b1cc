import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RebateDue, Reward, UplineTransfer, UplineTransferInfo, VipOverview } from '../../../contract/member-centre';
import { hashPassword } from '../../src/services/accounts/passwords';
import { createWalletService } from '../../src/services/wallet';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { balanceAndLedger } from '../wallet/payments-support';

/** The test platform's opening credit on a new wallet (₱5,000). */
const DEMO_CREDIT_CENTS = 500_000;
const PAYMENT_PASSWORD = '135790';

const call = async (platform: TestPlatform, member: TestMember, method: 'GET' | 'POST', url: string, payload?: object, key?: string) => {
  const answer = await platform.app.inject({
    method,
    url,
    headers: as(member, key ? { 'idempotency-key': key } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, ...envelope<unknown>(answer) };
};

/** Bets on the member's REAL wallet, written the way a game round writes them. */
async function bet(platform: TestPlatform, member: TestMember, cents: number): Promise<void> {
  const wallet = createWalletService(platform.db, platform.config);
  await platform.db.transaction(async (tx) => {
    const locked = await wallet.lock(tx, member.id, 'REAL');
    await wallet.post(tx, locked, [{ kind: 'BET', amountCents: -cents, roundId: null, idemKey: `test-bet:${randomUUID()}` }]);
  });
}

async function grantReward(platform: TestPlatform, member: TestMember, cents: number, expiresInDays = 30): Promise<number> {
  const { rows } = await platform.db.query<{ id: unknown }>(
    `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
     VALUES ($1, 'MISSION', $2, 'Spin 50 times', $3, 2, now() + make_interval(days => $4)) RETURNING id`,
    [member.id, `mission:${randomUUID()}`, cents, expiresInDays],
  );
  return Number(rows[0]!.id);
}

const kindsOf = async (platform: TestPlatform, member: TestMember, kind: string) =>
  (await balanceAndLedger(platform, member.id)).kinds.filter((k) => k === kind).length;

describeOnEachDatabase('member centre money', (platform) => {
  it('credits a reward once when two claims race, and a replayed request gets the first answer', async () => {
    const member = await createMember(platform());
    const id = await grantReward(platform(), member, 2_500);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      call(platform(), member, 'POST', '/wps/member/rewards/claim', { id }, key),
      call(platform(), member, 'POST', '/wps/member/rewards/claim', { id }, randomUUID()),
    ]);
    const outcomes = [first, second].map((r) => (r.success ? 'ok' : r.errorCode)).sort();
    expect(outcomes).toEqual(['ok', 'reward.claimed']);
    const replay = await call(platform(), member, 'POST', '/wps/member/rewards/claim', { id }, key);
    if (first.success) expect(replay.value).toEqual(first.value);
    else expect(replay.errorCode).toBe('reward.claimed');
    const money = await balanceAndLedger(platform(), member.id);
    expect(money.balance).toBe(DEMO_CREDIT_CENTS + 2_500);
    expect(money.ledgerSum).toBe(money.balance);
    expect(await kindsOf(platform(), member, 'REWARD')).toBe(1);
    const list = (await call(platform(), member, 'GET', '/wps/member/rewards')).value as { list: Reward[]; unclaimed: number };
    expect(list.list.find((r) => r.id === id)).toMatchObject({ state: 'CLAIMED', amount: '25.00', turnover: '50.00' });
    // The reward's turnover holds its money back from withdrawal until it is bet.
    const info = await platform().app.inject({ url: '/wps/withdraw/info', headers: as(member) });
    expect(envelope<{ bonusLocked: string }>(info).value.bonusLocked).toBe('25.00');
  });

  it('refuses an expired reward and one of another member', async () => {
    const member = await createMember(platform());
    const other = await createMember(platform());
    const expired = await grantReward(platform(), member, 1_000, -1);
    const answer = await call(platform(), member, 'POST', '/wps/member/rewards/claim', { id: expired }, randomUUID());
    expect(answer).toMatchObject({ status: 400, errorCode: 'reward.expired' });
    const theirs = await grantReward(platform(), other, 1_000);
    const stolen = await call(platform(), member, 'POST', '/wps/member/rewards/claim', { id: theirs }, randomUUID());
    expect(stolen).toMatchObject({ status: 400, errorCode: 'reward.missing' });
    const malformed = await call(platform(), member, 'POST', '/wps/member/rewards/claim', { id: 'x' }, randomUUID());
    expect(malformed.status).toBe(400);
    expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT_CENTS);
  });

  it('pays a rebate on the valid bets since the last claim once when two claims race', async () => {
    const member = await createMember(platform());
    await bet(platform(), member, 10_000);
    const due = (await call(platform(), member, 'GET', '/wps/member/rebate')).value as RebateDue;
    // VIP0 rebates 0.30 %: ₱100 of bets return ₱0.30.
    expect(due).toMatchObject({ validBets: '100.00', rebate: '0.30', rebatePercent: '0.30', vipName: 'VIP0' });
    const [a, b] = await Promise.all([
      call(platform(), member, 'POST', '/wps/member/rebate/claim', {}, randomUUID()),
      call(platform(), member, 'POST', '/wps/member/rebate/claim', {}, randomUUID()),
    ]);
    expect([a, b].map((r) => (r.success ? 'ok' : r.errorCode)).sort()).toEqual(['ok', 'rebate.nothingDue']);
    expect(await kindsOf(platform(), member, 'REBATE')).toBe(1);
    const money = await balanceAndLedger(platform(), member.id);
    expect(money.balance).toBe(DEMO_CREDIT_CENTS - 10_000 + 30);
    expect(money.ledgerSum).toBe(money.balance);
    // Bets after the claim count towards the next one, the claimed ones never again.
    await bet(platform(), member, 20_000);
    expect(((await call(platform(), member, 'GET', '/wps/member/rebate')).value as RebateDue).validBets).toBe('200.00');
    const report = (await call(platform(), member, 'GET', '/wps/member/rebate/records?range=today')).value as {
      list: unknown[];
      total: string;
    };
    expect(report).toMatchObject({ total: '0.30', list: [{ validBets: '100.00', rebate: '0.30' }] });
  });

  it('moves money to the upline once when one transfer is sent twice at once, with a ledger line on each side', async () => {
    const upline = await createMember(platform(), 1);
    const member = await createMember(platform());
    await platform().db.query('UPDATE members SET upline_id = $2, payment_password_hash = $3 WHERE id = $1', [
      member.id,
      upline.id,
      await hashPassword(PAYMENT_PASSWORD),
    ]);
    const key = randomUUID();
    const body = { amount: '150.50', paymentPassword: PAYMENT_PASSWORD };
    const answers = await Promise.all([
      call(platform(), member, 'POST', '/wps/member/upline/transfer', body, key),
      call(platform(), member, 'POST', '/wps/member/upline/transfer', body, key),
    ]);
    expect(answers.every((a) => a.success)).toBe(true);
    expect((answers[0]!.value as UplineTransfer).id).toBe((answers[1]!.value as UplineTransfer).id);
    const mine = await balanceAndLedger(platform(), member.id);
    const theirs = await balanceAndLedger(platform(), upline.id);
    expect(mine.balance).toBe(DEMO_CREDIT_CENTS - 15_050);
    expect(theirs.balance).toBe(DEMO_CREDIT_CENTS + 15_050);
    expect(mine.kinds.filter((k) => k === 'TRANSFER_OUT')).toHaveLength(1);
    expect(theirs.kinds.filter((k) => k === 'TRANSFER_IN')).toHaveLength(1);
    expect(mine.ledgerSum).toBe(mine.balance);
    expect(theirs.ledgerSum).toBe(theirs.balance);
  });

  it('never takes the balance below zero when transfers race, and refuses a wrong password, no upline and type 2', async () => {
    const upline = await createMember(platform(), 1);
    const member = await createMember(platform());
    await platform().db.query('UPDATE members SET upline_id = $2, payment_password_hash = $3 WHERE id = $1', [
      member.id,
      upline.id,
      await hashPassword(PAYMENT_PASSWORD),
    ]);
    const body = { amount: '3000', paymentPassword: PAYMENT_PASSWORD };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(platform(), member, 'POST', '/wps/member/upline/transfer', body, randomUUID())),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).every((a) => a.errorCode === 'upline.overTransferable')).toBe(true);
    expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT_CENTS - 300_000);
    const wrong = await call(
      platform(),
      member,
      'POST',
      '/wps/member/upline/transfer',
      { ...body, amount: '1', paymentPassword: '000000' },
      randomUUID(),
    );
    expect(wrong.errorCode).toBe('paymentPassword.wrong');
    const range = await call(platform(), member, 'POST', '/wps/member/upline/transfer', { ...body, amount: '0.50' }, randomUUID());
    expect(range.errorCode).toBe('upline.range');
    const orphan = await createMember(platform());
    const none = await call(platform(), orphan, 'POST', '/wps/member/upline/transfer', body, randomUUID());
    expect(none.errorCode).toBe('upline.missing');
    const typeTwo = await createMember(platform(), 2);
    const refused = await call(platform(), typeTwo, 'POST', '/wps/member/upline/transfer', body, randomUUID());
    expect(refused.errorCode).toBe('upline.notAllowed');
  });

  it('transfers only the withdrawable balance: a claimed reward still under its turnover stays, and the refusal names what may go', async () => {
    const upline = await createMember(platform(), 1);
    const member = await createMember(platform());
    await platform().db.query('UPDATE members SET upline_id = $2, payment_password_hash = $3 WHERE id = $1', [
      member.id,
      upline.id,
      await hashPassword(PAYMENT_PASSWORD),
    ]);
    // ₱1,000 reward with twice its amount to bet: the balance is ₱6,000, of which ₱5,000 may leave.
    const id = await grantReward(platform(), member, 100_000);
    expect((await call(platform(), member, 'POST', '/wps/member/rewards/claim', { id }, randomUUID())).success).toBe(true);
    const info = (await call(platform(), member, 'GET', '/wps/member/upline/transfer')).value as UplineTransferInfo;
    expect(info).toMatchObject({ balance: '6000.00', transferable: '5000.00' });
    const over = await call(
      platform(),
      member,
      'POST',
      '/wps/member/upline/transfer',
      { amount: '5000.01', paymentPassword: PAYMENT_PASSWORD },
      randomUUID(),
    );
    expect(over).toMatchObject({ status: 400, errorCode: 'upline.overTransferable', value: { transferable: '5000.00' } });
    expect((await balanceAndLedger(platform(), upline.id)).balance).toBe(DEMO_CREDIT_CENTS);
    // Betting the turnover frees the reward's money.
    await bet(platform(), member, 200_000);
    const freed = (await call(platform(), member, 'GET', '/wps/member/upline/transfer')).value as UplineTransferInfo;
    expect(freed).toMatchObject({ balance: '4000.00', transferable: '4000.00' });
    const all = await call(
      platform(),
      member,
      'POST',
      '/wps/member/upline/transfer',
      { amount: '4000', paymentPassword: PAYMENT_PASSWORD },
      randomUUID(),
    );
    expect(all.success).toBe(true);
    expect((await balanceAndLedger(platform(), upline.id)).balance).toBe(DEMO_CREDIT_CENTS + 400_000);
  });

  it('moves VIP progress with real deposits and bets, and grants the level-up reward once', async () => {
    const member = await createMember(platform());
    const before = (await call(platform(), member, 'GET', '/wps/member/vip')).value as VipOverview;
    expect(before).toMatchObject({ level: 0, completedConditions: 0, totalExpectedConditions: 2, validBets: '0.00' });
    const channel = await platform().db.query<{ code: string }>('SELECT code FROM payment_channels LIMIT 1');
    await platform().db.query(
      `INSERT INTO deposits (member_id, channel_code, amount_cents, paid_cents, status, gateway_ref, idem_key, expires_at)
       VALUES ($1, $2, 100000, 100000, 'PAID', $3, $3, now())`,
      [member.id, channel.rows[0]!.code, randomUUID()],
    );
    const half = (await call(platform(), member, 'GET', '/wps/member/vip')).value as VipOverview;
    expect(half).toMatchObject({ level: 0, completedConditions: 1, progress: 0.5, deposits: '1000.00' });
    await bet(platform(), member, 30_000);
    await bet(platform(), member, 470_000);
    const after = (await call(platform(), member, 'GET', '/wps/member/vip')).value as VipOverview;
    expect(after).toMatchObject({ level: 1, name: 'VIP1', validBets: '5000.00' });
    const rewards = (await call(platform(), member, 'GET', '/wps/member/rewards')).value as { list: Reward[]; unclaimed: number };
    expect(rewards.list.filter((r) => r.source === 'LEVEL_UP')).toMatchObject([{ label: 'VIP1', amount: '58.00', state: 'CLAIM' }]);
    expect(rewards.unclaimed).toBe(1);
    await call(platform(), member, 'GET', '/wps/member/vip');
    expect(
      ((await call(platform(), member, 'GET', '/wps/member/rewards')).value as { list: Reward[] }).list.filter(
        (r) => r.source === 'LEVEL_UP',
      ),
    ).toHaveLength(1);
  });
});
