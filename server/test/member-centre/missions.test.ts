import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { MissionsOverview, Reward } from '../../../contract/member-centre';
import { weekOf } from '../../src/services/member-centre/missions';
import { createWalletService } from '../../src/services/wallet';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

async function bet(platform: TestPlatform, member: TestMember, cents: number): Promise<void> {
  const wallet = createWalletService(platform.db, platform.config);
  await platform.db.transaction(async (tx) => {
    const locked = await wallet.lock(tx, member.id, 'REAL');
    await wallet.post(tx, locked, [{ kind: 'BET', amountCents: -cents, roundId: null, idemKey: `test-bet:${randomUUID()}` }]);
  });
}

const missions = async (platform: TestPlatform, member: TestMember) =>
  envelope<MissionsOverview>(await platform.app.inject({ url: '/wps/member/missions', headers: as(member) })).value;

it('a mission week runs Monday to Monday in Asia/Manila', () => {
  // Wednesday 2026-11-25 10:00 in Manila.
  const { start, end } = weekOf(Date.parse('2026-11-25T02:00:00Z'));
  expect(start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  expect(end.toISOString()).toBe('2026-11-29T16:00:00.000Z');
  // Monday 00:30 in Manila is in the week that starts that day.
  expect(weekOf(Date.parse('2026-11-22T16:30:00Z')).start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
});

describeOnEachDatabase('missions', (platform) => {
  it('counts the week’s valid bets, grants a finished mission’s prize once, and ranks the member on the leaderboard', async () => {
    const leader = await createMember(platform());
    const member = await createMember(platform());
    await bet(platform(), leader, 450_000);
    await bet(platform(), member, 100_000);
    const first = await missions(platform(), member);
    expect(first.missions.find((m) => m.id === 'BETS')).toMatchObject({ progress: 100_000, target: 100_000, done: true, prize: '50.00' });
    expect(first.missions.find((m) => m.id === 'DEPOSIT')).toMatchObject({ progress: 0, done: false });
    expect(first.me.validBets).toBe('1000.00');
    const leaderRank = first.leaderboard.findIndex((entry) => entry.validBets === '4500.00');
    const myEntry = first.leaderboard.find((entry) => entry.me);
    expect(myEntry).toBeDefined();
    expect(first.me.rank).toBe(myEntry!.rank);
    expect(leaderRank).toBeLessThan(myEntry!.rank - 1);
    await missions(platform(), member);
    const rewards = envelope<{ list: Reward[] }>(await platform().app.inject({ url: '/wps/member/rewards', headers: as(member) })).value;
    expect(rewards.list.filter((r) => r.source === 'MISSION')).toMatchObject([{ label: 'BETS', amount: '50.00', state: 'CLAIM' }]);
  });
});
