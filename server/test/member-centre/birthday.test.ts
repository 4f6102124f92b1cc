import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { MemberCentre, Reward } from '../../../contract/member-centre';
import { createWalletService } from '../../src/services/wallet';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { balanceAndLedger } from '../wallet/payments-support';

const DEMO_CREDIT_CENTS = 500_000;
const MANILA_MS = 8 * 60 * 60 * 1000;
const manilaNow = () => new Date(Date.now() + MANILA_MS);
/** A birthday in this month (Asia/Manila), or in the month `shift` months away. */
function birthdayIn(shift = 0): string {
  const month = ((manilaNow().getUTCMonth() + shift) % 12) + 1;
  return `1994-${String(month).padStart(2, '0')}-15`;
}

const rewards = async (platform: TestPlatform, member: TestMember) =>
  envelope<{ list: Reward[]; unclaimed: number }>(await platform.app.inject({ url: '/wps/member/rewards', headers: as(member) })).value;
const centre = async (platform: TestPlatform, member: TestMember) =>
  envelope<MemberCentre>(await platform.app.inject({ url: '/wps/member/centre', headers: as(member) })).value;
const birthdays = (list: Reward[]) => list.filter((reward) => reward.source === 'BIRTHDAY');

async function memberBornOn(platform: TestPlatform, birthday: string | null): Promise<TestMember> {
  const member = await createMember(platform);
  await platform.db.query('UPDATE members SET birthday = $2 WHERE id = $1', [member.id, birthday]);
  return member;
}

describeOnEachDatabase('birthday reward', (platform) => {
  it('grants one reward in the birthday month when reads race, claimable once, ending with the month', async () => {
    const member = await memberBornOn(platform(), birthdayIn());
    // The reward centre and the member centre read at once, twice each: one reward between them.
    const [first, , overview] = await Promise.all([
      rewards(platform(), member),
      rewards(platform(), member),
      centre(platform(), member),
      centre(platform(), member),
    ]);
    expect(overview.unclaimedRewards).toBe(1);
    const granted = birthdays(first.list);
    expect(granted).toHaveLength(1);
    const now = manilaNow();
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - MANILA_MS);
    expect(granted[0]).toMatchObject({
      label: String(now.getUTCFullYear()),
      amount: '18.00',
      turnover: '18.00',
      state: 'CLAIM',
      expiresAt: monthEnd.toISOString(),
    });
    const { rows } = await platform().db.query('SELECT 1 FROM member_rewards WHERE member_id = $1 AND source = $2', [
      member.id,
      'BIRTHDAY',
    ]);
    expect(rows).toHaveLength(1);

    const id = granted[0]!.id;
    const claims = await Promise.all(
      [1, 2].map(async () =>
        envelope(
          await platform().app.inject({
            method: 'POST',
            url: '/wps/member/rewards/claim',
            headers: as(member, { 'idempotency-key': randomUUID() }),
            payload: { id },
          }),
        ),
      ),
    );
    expect(claims.map((c) => (c.success ? 'ok' : c.errorCode)).sort()).toEqual(['ok', 'reward.claimed']);
    expect((await balanceAndLedger(platform(), member.id)).balance).toBe(DEMO_CREDIT_CENTS + 1_800);
    // Read again this year: nothing more.
    const after = await rewards(platform(), member);
    expect(birthdays(after.list)).toMatchObject([{ id, state: 'CLAIMED' }]);
    expect(after.unclaimed).toBe(0);
  });

  it('pays the amount of the VIP level held, and again the next year', async () => {
    const member = await memberBornOn(platform(), birthdayIn());
    // VIP1 from real play: a paid ₱1,000 deposit and ₱5,000 of bets.
    const channel = await platform().db.query<{ code: string }>('SELECT code FROM payment_channels LIMIT 1');
    await platform().db.query(
      `INSERT INTO deposits (member_id, channel_code, amount_cents, paid_cents, status, gateway_ref, idem_key, expires_at)
       VALUES ($1, $2, 100000, 100000, 'PAID', $3, $3, now())`,
      [member.id, channel.rows[0]!.code, `birthday-${randomUUID()}`],
    );
    const wallet = createWalletService(platform().db, platform().config);
    await platform().db.transaction(async (tx) => {
      const locked = await wallet.lock(tx, member.id, 'REAL');
      await wallet.post(tx, locked, [{ kind: 'BET', amountCents: -500_000, roundId: null, idemKey: `test-bet:${randomUUID()}` }]);
    });
    const list = await rewards(platform(), member);
    expect(birthdays(list.list)).toMatchObject([{ amount: '88.00' }]);
    // A year on, the same month: last year's reward stays as it was and this year's is new.
    await platform().db.query(`UPDATE member_rewards SET source_key = 'birthday:1999' WHERE member_id = $1 AND source = 'BIRTHDAY'`, [
      member.id,
    ]);
    expect(birthdays((await rewards(platform(), member)).list)).toHaveLength(2);
  });

  it('grants nothing outside the birthday month or without a birthday', async () => {
    const other = await memberBornOn(platform(), birthdayIn(1));
    const none = await memberBornOn(platform(), null);
    expect(birthdays((await rewards(platform(), other)).list)).toHaveLength(0);
    expect(birthdays((await rewards(platform(), none)).list)).toHaveLength(0);
    expect((await centre(platform(), other)).unclaimedRewards).toBe(0);
  });
});
