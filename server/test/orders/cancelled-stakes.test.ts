import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createAccount } from '../agents/support';
import { describeOnEachDatabase, envelope } from '../helpers';
import { as, type TestMember } from '../lobby/members';
import { balanceAndLedger } from '../wallet/payments-support';
import { betFigures, claimBonus } from './bet-figures';
import { buyTicket, cancelLine, openDraw, runDraw } from './draw-support';

describeOnEachDatabase('cancelled draw lines count for nothing', (platform) => {
  it('eighty buy-and-cancel cycles of Tala 3D lines clear no turnover, raise no level, earn no rebate, mission or team bets', async () => {
    const agent = await createAccount(platform(), { type: 3, door: 'agent' });
    const account = await createAccount(platform(), { type: 0, uplineId: agent.id });
    const member: TestMember = { ...account, type: 0 };
    // ₱1,000 deposited (VIP1's deposit condition met), and a ₱10,000 reward claimed with a ₱20,000 turnover.
    const channel = await platform().db.query<{ code: string }>('SELECT code FROM payment_channels LIMIT 1');
    await platform().db.query(
      `INSERT INTO deposits (member_id, channel_code, amount_cents, paid_cents, status, gateway_ref, idem_key, expires_at)
       VALUES ($1, $2, 100000, 100000, 'PAID', $3, $3, now())`,
      [member.id, channel.rows[0]!.code, randomUUID()],
    );
    await claimBonus(platform(), member, 1000000, 2);
    const before = await betFigures(platform(), member, agent.token);
    expect(before).toMatchObject({ vipLevel: 'VIP0', bonusLocked: '10000.00', turnoverLeft: '20000.00', teamBets: '0.00' });
    const moneyBefore = await balanceAndLedger(platform(), member.id);

    const { launch, state } = await openDraw(platform(), member);
    const lines = ['101', '202', '303', '404', '505'].map((pick) => ({ pick, stake: 50 }));
    for (let cycle = 0; cycle < 80; cycle += 1) {
      const ticket = await buyTicket(platform(), member, launch, state.draws[2]!.drawNo, lines);
      for (const line of ticket.lines) await cancelLine(platform(), member, line.subOrderNo);
    }

    // ₱20,000 of lines bought and all given back: nothing was at stake, so every figure stands still.
    expect(await betFigures(platform(), member, agent.token)).toEqual(before);
    const withdrawal = await platform().app.inject({ url: '/wps/withdraw/info', headers: as(member) });
    expect(envelope<{ bonusLocked: string }>(withdrawal).value.bonusLocked).toBe('10000.00');
    const nothingDue = await platform().app.inject({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      headers: as(member, { 'idempotency-key': randomUUID() }),
      payload: {},
    });
    expect(nothingDue.statusCode).toBe(400);
    expect(envelope(nothingDue).errorCode).toBe('rebate.nothingDue');
    const moneyAfter = await balanceAndLedger(platform(), member.id);
    expect(moneyAfter.balance).toBe(moneyBefore.balance);
    expect(moneyAfter.ledgerSum).toBe(moneyAfter.balance);

    // A line that stays until its draw is a real bet: it counts once drawn, and only then.
    const kept = await buyTicket(platform(), member, launch, state.draws[0]!.drawNo, [
      { pick: '111', stake: 50 },
      { pick: '222', stake: 20 },
    ]);
    await cancelLine(platform(), member, kept.lines[1]!.subOrderNo);
    expect(await betFigures(platform(), member, agent.token)).toEqual(before);
    await runDraw(platform(), state.draws[0]!.drawNo, '999');
    expect(await betFigures(platform(), member, agent.token)).toEqual({
      ...before,
      vipBets: '50.00',
      rebateBets: '50.00',
      missionBets: 5_000,
      leaderboardBets: '50.00',
      taskBets: 5_000,
      turnoverLeft: '19950.00',
      pnlBets: '50.00',
      orderValidBets: '50.00',
      teamBets: '50.00',
      memberBets: '50.00',
    });
  });
});
