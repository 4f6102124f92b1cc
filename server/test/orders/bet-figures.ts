import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { agentCalls, type DownlineDetail, type TeamKpi } from '../../../contract/agents';
import type { CustomerTasks, MissionsOverview, RebateDue, VipOverview } from '../../../contract/member-centre';
import type { BetOrderPage } from '../../../contract/orders';
import type { ProfitAndLoss } from '../../../contract/payments';
import { envelope, type TestPlatform } from '../helpers';
import { as, type TestMember } from '../lobby/members';

const read = async <T>(platform: TestPlatform, token: string, url: string): Promise<T> => {
  const answer = await platform.app.inject({ url, headers: { token } });
  expect(answer.statusCode, answer.body).toBe(200);
  return envelope<T>(answer).value;
};

/** Every figure the platform builds on a member's bets, as the member and its agent read them. */
export async function betFigures(platform: TestPlatform, member: TestMember, agentToken: string) {
  const vip = await read<VipOverview>(platform, member.token, '/wps/member/vip');
  const rebate = await read<RebateDue>(platform, member.token, '/wps/member/rebate');
  const missions = await read<MissionsOverview>(platform, member.token, '/wps/member/missions');
  const tasks = await read<CustomerTasks>(platform, member.token, '/wps/member/tasks');
  const withdraw = await read<{ bonusLocked: string; turnoverLeft: string }>(platform, member.token, '/wps/withdraw/info');
  const pnl = await read<ProfitAndLoss>(platform, member.token, '/wps/wallet/profitAndLoss?range=today');
  const orders = await read<BetOrderPage>(platform, member.token, '/lgw/orders?range=today');
  const team = await read<TeamKpi>(platform, agentToken, agentCalls.getTeamKpi.path);
  const downline = await read<DownlineDetail>(platform, agentToken, `${agentCalls.getDownlineMember.path}?id=${member.id}`);
  return {
    vipLevel: vip.name,
    vipBets: vip.validBets,
    rebateBets: rebate.validBets,
    missionBets: missions.missions.find((m) => m.id === 'BETS')!.progress,
    leaderboardBets: missions.me.validBets,
    /** The daily bet task's progress: today's settled stakes up to its goal. */
    taskBets: tasks.tasks.find((task) => task.id === 'DAILY_BETS')!.progress,
    turnoverLeft: withdraw.turnoverLeft,
    bonusLocked: withdraw.bonusLocked,
    pnlBets: pnl.totals.bets,
    orderValidBets: orders.totals.validBet,
    teamBets: team.validBets,
    memberBets: downline.bets,
  };
}

/** A mission reward of `amountCents` granted to the member and claimed by them: a bonus whose turnover is `turnoverMultiple` times it. */
export async function claimBonus(platform: TestPlatform, member: TestMember, amountCents: number, turnoverMultiple: number): Promise<void> {
  const reward = await platform.db.query<{ id: unknown }>(
    `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
     VALUES ($1, 'MISSION', $2, 'Spin 50 times', $3, $4, now() + interval '1 day') RETURNING id`,
    [member.id, `mission:${randomUUID()}`, amountCents, turnoverMultiple],
  );
  const claimed = await platform.app.inject({
    method: 'POST',
    url: '/wps/member/rewards/claim',
    headers: as(member, { 'idempotency-key': randomUUID() }),
    payload: { id: Number(reward.rows[0]!.id) },
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
}
