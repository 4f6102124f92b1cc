import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { CustomerTask, CustomerTasks } from '../../../contract/member-centre';
import { createCustomerTaskService } from '../../src/services/member-centre/customer-tasks';
import { createWalletService } from '../../src/services/wallet';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { buyTicket, cancelLine, openDraw, runDraw } from '../orders/draw-support';
import { balanceAndLedger } from '../wallet/payments-support';

/** The test platform's opening credit on a new wallet (₱5,000). */
const DEMO_CREDIT_CENTS = 500_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const tasksOf = async (platform: TestPlatform, member: TestMember, language = 'EN') =>
  envelope<CustomerTasks>(await platform.app.inject({ url: '/wps/member/tasks', headers: as(member, { language }) })).value;

const taskOf = async (platform: TestPlatform, member: TestMember, id: string): Promise<CustomerTask> =>
  (await tasksOf(platform, member)).tasks.find((task) => task.id === id)!;

async function claim(platform: TestPlatform, member: TestMember, taskId: unknown, key = randomUUID()) {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/member/tasks/claim',
    headers: as(member, { 'idempotency-key': key, language: 'EN' }),
    payload: { taskId },
  });
  return { status: answer.statusCode, ...envelope<{ task: CustomerTask; balance: string }>(answer) };
}

const outcome = (answer: { success: boolean; errorCode?: string }) => (answer.success ? 'ok' : answer.errorCode);

/** A number of the member's own (a number belongs to one account). */
const mobileOf = (member: TestMember) => `9${String(member.id).padStart(9, '0')}`;

async function verifyMobile(platform: TestPlatform, member: TestMember): Promise<void> {
  await platform.db.query("UPDATE members SET country_dialing_code = '63', mobile_num = $2, mobile_verified_at = now() WHERE id = $1", [
    member.id,
    mobileOf(member),
  ]);
}

async function paidDeposit(platform: TestPlatform, member: TestMember, cents: number): Promise<void> {
  const channel = await platform.db.query<{ code: string }>('SELECT code FROM payment_channels LIMIT 1');
  await platform.db.query(
    `INSERT INTO deposits (member_id, channel_code, amount_cents, paid_cents, status, gateway_ref, idem_key, expires_at, settled_at)
     VALUES ($1, $2, $3, $3, 'PAID', $4, $4, now(), now())`,
    [member.id, channel.rows[0]!.code, cents, randomUUID()],
  );
}

/** A bet on the member's REAL wallet, written the way a game round writes it. */
async function bet(platform: TestPlatform, member: TestMember, cents: number): Promise<void> {
  const wallet = createWalletService(platform.db, platform.config);
  await platform.db.transaction(async (tx) => {
    const locked = await wallet.lock(tx, member.id, 'REAL');
    await wallet.post(tx, locked, [{ kind: 'BET', amountCents: -cents, roundId: null, idemKey: `test-bet:${randomUUID()}` }]);
  });
}

const rewardLines = async (platform: TestPlatform, member: TestMember) =>
  (await balanceAndLedger(platform, member.id)).kinds.filter((kind) => kind === 'REWARD').length;

describeOnEachDatabase('customer tasks', (platform) => {
  it("lists the platform's tasks in the page's language, all open for a new member, daily ones until Manila midnight", async () => {
    const member = await createMember(platform());
    const english = await tasksOf(platform(), member, 'EN');
    const tagalog = await tasksOf(platform(), member, 'TY');
    expect(english.tasks.map((task) => task.id)).toEqual(['VERIFY_MOBILE', 'VERIFY_EMAIL', 'FIRST_DEPOSIT', 'DAILY_BETS', 'DAILY_DEPOSIT']);
    expect(english.tasks.every((task) => task.state === 'OPEN' && task.progress === 0 && task.claimedAt === null)).toBe(true);
    expect(english.tasks[0]).toMatchObject({
      title: 'Verify your mobile number',
      cadence: 'ONCE',
      goal: 1,
      reward: '8.00',
      turnover: '8.00',
    });
    expect(tagalog.tasks[0]!.title).toBe('I-verify ang iyong mobile number');
    expect(english.tasks.find((task) => task.id === 'DAILY_BETS')).toMatchObject({ cadence: 'DAILY', measure: 'VALID_BETS', goal: 30_000 });
    // Asia/Manila is UTC+8: its midnight is 16:00 UTC, less than a day ahead.
    const reset = Date.parse(english.dailyResetAt);
    expect(new Date(reset).getUTCHours()).toBe(16);
    expect(reset - Date.now()).toBeGreaterThan(0);
    expect(reset - Date.now()).toBeLessThanOrEqual(DAY_MS);
  });

  it("measures progress from the member's real data: a verified mobile, paid deposits and today's bets net of refunds", async () => {
    const member = await createMember(platform());
    await platform().db.query("UPDATE members SET country_dialing_code = '63', mobile_num = $2 WHERE id = $1", [
      member.id,
      mobileOf(member),
    ]);
    // A number bound but not verified does not count.
    expect(await taskOf(platform(), member, 'VERIFY_MOBILE')).toMatchObject({ progress: 0, state: 'OPEN' });
    await verifyMobile(platform(), member);
    expect(await taskOf(platform(), member, 'VERIFY_MOBILE')).toMatchObject({ progress: 1, state: 'CLAIMABLE' });

    await paidDeposit(platform(), member, 6_000);
    expect(await taskOf(platform(), member, 'FIRST_DEPOSIT')).toMatchObject({ progress: 1, state: 'CLAIMABLE' });
    expect(await taskOf(platform(), member, 'DAILY_DEPOSIT')).toMatchObject({ progress: 6_000, goal: 10_000, state: 'OPEN' });
    await paidDeposit(platform(), member, 6_000);
    // Progress stops at the goal.
    expect(await taskOf(platform(), member, 'DAILY_DEPOSIT')).toMatchObject({ progress: 10_000, state: 'CLAIMABLE' });

    // Tala 3D lines bought and cancelled were never at stake: they count for nothing; a kept line counts once drawn.
    const { launch, state } = await openDraw(platform(), member);
    const ticket = await buyTicket(platform(), member, launch, state.draws[0]!.drawNo, [
      { pick: '123', stake: 50 },
      { pick: '456', stake: 20 },
    ]);
    await cancelLine(platform(), member, ticket.lines[1]!.subOrderNo);
    expect(await taskOf(platform(), member, 'DAILY_BETS')).toMatchObject({ progress: 0, state: 'OPEN' });
    await runDraw(platform(), state.draws[0]!.drawNo, '999');
    expect(await taskOf(platform(), member, 'DAILY_BETS')).toMatchObject({ progress: 5_000, state: 'OPEN' });
    await bet(platform(), member, 25_000);
    expect(await taskOf(platform(), member, 'DAILY_BETS')).toMatchObject({ progress: 30_000, state: 'CLAIMABLE' });
  });

  it('pays a finished task once onto the ledger, with its turnover, and a replayed request gets the first answer', async () => {
    const member = await createMember(platform());
    await verifyMobile(platform(), member);
    const key = randomUUID();
    const first = await claim(platform(), member, 'VERIFY_MOBILE', key);
    expect(first).toMatchObject({ status: 200, value: { balance: '5008.00', task: { id: 'VERIFY_MOBILE', state: 'CLAIMED' } } });
    expect(first.value.task.claimedAt).not.toBeNull();
    const replay = await claim(platform(), member, 'VERIFY_MOBILE', key);
    expect(replay.value).toEqual(first.value);
    const again = await claim(platform(), member, 'VERIFY_MOBILE');
    expect(again).toMatchObject({ status: 400, errorCode: 'task.claimed' });

    const money = await balanceAndLedger(platform(), member.id);
    expect(money.balance).toBe(DEMO_CREDIT_CENTS + 800);
    expect(money.ledgerSum).toBe(money.balance);
    expect(await rewardLines(platform(), member)).toBe(1);
    expect(await taskOf(platform(), member, 'VERIFY_MOBILE')).toMatchObject({ state: 'CLAIMED', progress: 1 });
    // The reward's turnover holds its money back from withdrawal until it is bet.
    const info = await platform().app.inject({ url: '/wps/withdraw/info', headers: as(member) });
    expect(envelope<{ bonusLocked: string }>(info).value.bonusLocked).toBe('8.00');
    // Unbinding the number later does not take the paid task back to open.
    await platform().db.query('UPDATE members SET mobile_verified_at = NULL WHERE id = $1', [member.id]);
    expect(await taskOf(platform(), member, 'VERIFY_MOBILE')).toMatchObject({ state: 'CLAIMED', progress: 1 });
  });

  it('pays once when claims of one task race', async () => {
    const member = await createMember(platform());
    await paidDeposit(platform(), member, 10_000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(platform(), member, 'FIRST_DEPOSIT')));
    expect(answers.map(outcome).sort()).toEqual(['ok', 'task.claimed', 'task.claimed', 'task.claimed']);
    const money = await balanceAndLedger(platform(), member.id);
    expect(money.balance).toBe(DEMO_CREDIT_CENTS + 1_800);
    expect(money.ledgerSum).toBe(money.balance);
    expect(await rewardLines(platform(), member)).toBe(1);
    const claims = await platform().db.query('SELECT 1 FROM customer_task_claims WHERE member_id = $1', [member.id]);
    expect(claims.rows).toHaveLength(1);
  });

  it('pays each of two different tasks claimed at the same moment', async () => {
    const member = await createMember(platform());
    await verifyMobile(platform(), member);
    await paidDeposit(platform(), member, 10_000);
    const answers = await Promise.all([claim(platform(), member, 'VERIFY_MOBILE'), claim(platform(), member, 'FIRST_DEPOSIT')]);
    expect(answers.map(outcome)).toEqual(['ok', 'ok']);
    expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT_CENTS + 800 + 1_800);
  });

  it('refuses an unfinished task, an unknown one and a malformed request, and pays nothing', async () => {
    const member = await createMember(platform());
    await bet(platform(), member, 29_999);
    expect(await claim(platform(), member, 'DAILY_BETS')).toMatchObject({ status: 400, errorCode: 'task.unfinished' });
    expect(await claim(platform(), member, 'VERIFY_EMAIL')).toMatchObject({ status: 400, errorCode: 'task.unfinished' });
    expect(await claim(platform(), member, 'NO_SUCH_TASK')).toMatchObject({ status: 400, errorCode: 'task.missing' });
    for (const malformed of ['verify mobile', 7, null, 'X'.repeat(60)]) {
      const answer = await claim(platform(), member, malformed);
      expect(answer.status, String(malformed)).toBe(400);
      expect(answer.errorCode).toBeTruthy();
    }
    expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT_CENTS - 29_999);
    expect(await rewardLines(platform(), member)).toBe(0);
  });

  it('refuses a trial account and a player on a break', async () => {
    const trial = await createMember(platform(), 4);
    const list = await platform().app.inject({ url: '/wps/member/tasks', headers: as(trial) });
    expect(list.statusCode).toBe(403);
    expect(envelope(list).errorCode).toBe('auth.trialNotAllowed');
    await paidDeposit(platform(), trial, 10_000);
    expect(await claim(platform(), trial, 'FIRST_DEPOSIT')).toMatchObject({ status: 403, errorCode: 'auth.trialNotAllowed' });

    const resting = await createMember(platform());
    await paidDeposit(platform(), resting, 10_000);
    // A session made during a break is withdraw-only.
    await platform().db.query("UPDATE sessions SET kind = 'withdrawOnly' WHERE member_id = $1", [resting.id]);
    const refused = await claim(platform(), resting, 'FIRST_DEPOSIT');
    expect(refused).toMatchObject({ status: 403, errorCode: 'protection.withdrawOnly' });
    expect(await rewardLines(platform(), resting)).toBe(0);
  });

  it('opens a daily task again on the next Manila day, and a one-off task stays claimed', async () => {
    const member = await createMember(platform());
    await paidDeposit(platform(), member, 10_000);
    expect(await claim(platform(), member, 'DAILY_DEPOSIT')).toMatchObject({ status: 200 });
    expect(await claim(platform(), member, 'FIRST_DEPOSIT')).toMatchObject({ status: 200 });
    expect(await claim(platform(), member, 'DAILY_DEPOSIT')).toMatchObject({ errorCode: 'task.claimed' });

    const tasks = createCustomerTaskService(platform().db, createWalletService(platform().db, platform().config));
    const session = { sessionId: 's', memberId: member.id, username: member.username, type: 0, door: 'member', kind: 'full' } as const;
    const tomorrow = Date.now() + DAY_MS;
    const next = await tasks.list(session, 'EN', tomorrow);
    // Yesterday's deposit does not count today.
    expect(next.tasks.find((task) => task.id === 'DAILY_DEPOSIT')).toMatchObject({ state: 'OPEN', progress: 0, claimedAt: null });
    expect(next.tasks.find((task) => task.id === 'FIRST_DEPOSIT')).toMatchObject({ state: 'CLAIMED' });
    await expect(tasks.claim(session, 'DAILY_DEPOSIT', 'EN', null, tomorrow)).rejects.toMatchObject({ errorCode: 'task.unfinished' });
  });
});
