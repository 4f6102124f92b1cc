import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { DrawState, DrawTicket, LaunchValue } from '../../../contract/lobby';
import type { BetOrderDetail, BetOrderPage, SubOrderCancel } from '../../../contract/orders';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { firstNodeId } from '../lobby/lobby-data';
import { as, createMember, type TestMember } from '../lobby/members';

async function openDraw(platform: TestPlatform, member: TestMember): Promise<{ launch: string; state: DrawState }> {
  const nodeId = await firstNodeId(platform, `g.game_id = 'bgs-4'`);
  const opened = envelope<LaunchValue>(
    await platform.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: as(member) }),
  ).value;
  expect(opened.url).toContain('play=DRAW');
  const launch = new URL(opened.url, 'http://x').searchParams.get('launch')!;
  const state = envelope<DrawState>(await platform.app.inject({ url: `/wps/game/draw?launch=${launch}`, headers: as(member) })).value;
  return { launch, state };
}

async function buy(platform: TestPlatform, member: TestMember, launch: string, drawNo: string, lines: { pick: string; stake: number }[]) {
  const ticketId = randomUUID();
  return platform.app.inject({
    method: 'POST',
    url: '/wps/game/draw/buy',
    headers: as(member, { 'idempotency-key': ticketId }),
    payload: { launch, ticketId, drawNo, lines },
  });
}

const cancel = (platform: TestPlatform, member: TestMember, subOrderNo: string) =>
  platform.app.inject({
    method: 'POST',
    url: '/lgw/orders/suborders/cancel',
    headers: as(member, { 'idempotency-key': randomUUID() }),
    payload: { subOrderNo },
  });

const detail = async (platform: TestPlatform, member: TestMember, orderNo: string) =>
  envelope<BetOrderDetail>(await platform.app.inject({ url: `/lgw/orders/detail?orderNo=${orderNo}`, headers: as(member) })).value;

/** The member's REAL balance and the sum of its ledger, in centavos: they must always agree. */
async function money(platform: TestPlatform, member: TestMember) {
  const { rows } = await platform.db.query<{ balance: string; ledger: string }>(
    `SELECT (w.balance * 100)::bigint AS balance, (SELECT sum(l.amount * 100)::bigint FROM ledger l WHERE l.wallet_id = w.id) AS ledger
       FROM wallets w WHERE w.member_id = $1 AND w.kind = 'REAL'`,
    [member.id],
  );
  return { balance: Number(rows[0]!.balance), ledger: Number(rows[0]!.ledger) };
}

const ledgerKinds = async (platform: TestPlatform, member: TestMember, kind: string) =>
  (
    await platform.db.query<{ amount: string }>(
      `SELECT (l.amount * 100)::bigint AS amount FROM ledger l JOIN wallets w ON w.id = l.wallet_id
        WHERE w.member_id = $1 AND w.kind = 'REAL' AND l.kind = $2`,
      [member.id, kind],
    )
  ).rows.map((row) => Number(row.amount));

describeOnEachDatabase('the draw and its open sub-orders', (platform) => {
  it('a ticket takes its stakes at once and is an open bet order whose lines are cancellable sub-orders', async () => {
    const member = await createMember(platform());
    const { launch, state } = await openDraw(platform(), member);
    expect(state.draws).toHaveLength(3);
    const before = await money(platform(), member);
    const answer = await buy(platform(), member, launch, state.draws[2]!.drawNo, [
      { pick: '123', stake: 5 },
      { pick: '007', stake: 10 },
    ]);
    expect(answer.statusCode).toBe(200);
    const ticket = envelope<DrawTicket>(answer).value;
    expect(ticket.bet).toBe(15);
    const after = await money(platform(), member);
    expect(after.balance).toBe(before.balance - 1500);
    expect(after.ledger).toBe(after.balance);

    const page = envelope<BetOrderPage>(await platform().app.inject({ url: '/lgw/orders?range=today', headers: as(member) })).value;
    expect(page.list[0]).toMatchObject({ orderNo: ticket.ticketId, gameName: 'Tala 3D', gameType: 'LOTT', bet: '15.00', status: 'OPEN' });
    expect(page.list[0]!.validBet).toBe('0.00');
    const shown = await detail(platform(), member, ticket.ticketId);
    expect(shown.subOrders.map((s) => [s.kind, s.pick, s.stake, s.status, s.cancellable])).toEqual([
      ['PICK', '123', '5.00', 'OPEN', true],
      ['PICK', '007', '10.00', 'OPEN', true],
    ]);
    expect(shown.result).toMatchObject({ kind: 'DRAW', drawNo: state.draws[2]!.drawNo, numbers: null });

    // A ticket for a time no draw is held at, an unlisted stake, or too many lines: refused, nothing taken.
    expect((await buy(platform(), member, launch, '20261125-1303', [{ pick: '123', stake: 5 }])).statusCode).toBe(400);
    expect((await buy(platform(), member, launch, state.draws[0]!.drawNo, [{ pick: '123', stake: 3 }])).statusCode).toBe(400);
    const six = Array.from({ length: 6 }, () => ({ pick: '111', stake: 1 }));
    expect((await buy(platform(), member, launch, state.draws[0]!.drawNo, six)).statusCode).toBe(400);
    expect((await money(platform(), member)).balance).toBe(after.balance);
  });

  it('twenty cancels of one line at once refund its stake exactly once; another member’s cancel is not found', async () => {
    const member = await createMember(platform());
    const { launch, state } = await openDraw(platform(), member);
    const ticket = envelope<DrawTicket>(
      await buy(platform(), member, launch, state.draws[2]!.drawNo, [
        { pick: '450', stake: 20 },
        { pick: '451', stake: 2 },
      ]),
    ).value;
    const before = await money(platform(), member);
    const line = ticket.lines[0]!.subOrderNo;

    const stranger = await createMember(platform());
    const refused = await cancel(platform(), stranger, line);
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).errorCode).toBe('order.notFound');

    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(platform(), member, line)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(envelope<SubOrderCancel>(answer).value).toMatchObject({ subOrderNo: line, status: 'CANCELLED', refund: '20.00' });
    }
    const after = await money(platform(), member);
    expect(after.balance).toBe(before.balance + 2000);
    expect(after.ledger).toBe(after.balance);
    expect(await ledgerKinds(platform(), member, 'REFUND')).toEqual([2000]);

    const shown = await detail(platform(), member, ticket.ticketId);
    expect(shown.order).toMatchObject({ bet: '2.00', status: 'OPEN' });
    expect(shown.subOrders.map((s) => [s.status, s.cancellable])).toEqual([
      ['CANCELLED', false],
      ['OPEN', true],
    ]);
    // The last line cancelled too: the whole order is cancelled and bets nothing.
    const last = await cancel(platform(), member, ticket.lines[1]!.subOrderNo);
    expect(last.statusCode, last.body).toBe(200);
    expect((await detail(platform(), member, ticket.ticketId)).order).toMatchObject({ bet: '0.00', status: 'CANCELLED' });
    expect((await money(platform(), member)).balance).toBe(before.balance + 2200);
  });

  it('a cancel after the draw’s cut-off is refused and gives nothing back', async () => {
    const member = await createMember(platform());
    const { launch, state } = await openDraw(platform(), member);
    const ticket = envelope<DrawTicket>(await buy(platform(), member, launch, state.draws[1]!.drawNo, [{ pick: '999', stake: 10 }])).value;
    // The cut-off passes (the draw's own row says when its tickets close).
    await platform().db.query(`UPDATE draws SET closes_at = now() - interval '1 second' WHERE draw_no = $1`, [ticket.drawNo]);
    const before = await money(platform(), member);
    const refused = await cancel(platform(), member, ticket.lines[0]!.subOrderNo);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).errorCode).toBe('order.closed');
    expect((await detail(platform(), member, ticket.ticketId)).subOrders[0]).toMatchObject({ status: 'OPEN', cancellable: false });
    expect((await money(platform(), member)).balance).toBe(before.balance);
    expect(await ledgerKinds(platform(), member, 'REFUND')).toEqual([]);
  });

  it('a draw run five times at once settles once: a matching line is paid once, the rest lose, and nothing can be cancelled after', async () => {
    const member = await createMember(platform());
    const { launch, state } = await openDraw(platform(), member);
    const drawNo = state.draws[0]!.drawNo;
    const ticket = envelope<DrawTicket>(
      await buy(platform(), member, launch, drawNo, [
        { pick: '777', stake: 2 },
        { pick: '778', stake: 1 },
      ]),
    ).value;
    const before = await money(platform(), member);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        platform().app.inject({ method: 'POST', url: '/dev/draws/run', payload: { drawNo, numbers: '777' } }),
      ),
    );
    for (const run of runs) expect(run.statusCode).toBe(200);
    expect(await ledgerKinds(platform(), member, 'WIN')).toEqual([2 * 900 * 100]);
    const after = await money(platform(), member);
    expect(after.balance).toBe(before.balance + 180_000);
    expect(after.ledger).toBe(after.balance);

    const shown = await detail(platform(), member, ticket.ticketId);
    expect(shown.order).toMatchObject({ status: 'SETTLED', win: '1800.00', validBet: '3.00' });
    expect(shown.result).toMatchObject({ kind: 'DRAW', numbers: '777' });
    expect(shown.subOrders.map((s) => [s.status, s.win, s.cancellable])).toEqual([
      ['SETTLED', '1800.00', false],
      ['SETTLED', '0.00', false],
    ]);
    const refused = await cancel(platform(), member, ticket.lines[1]!.subOrderNo);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).errorCode).toBe('order.settled');
    // The draw takes no more tickets, and its result shows in the game.
    const late = await buy(platform(), member, launch, drawNo, [{ pick: '777', stake: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(envelope(late).errorCode).toBe('draw.closed');
    const again = envelope<DrawState>(await platform().app.inject({ url: `/wps/game/draw?launch=${launch}`, headers: as(member) })).value;
    expect(again.results[0]).toMatchObject({ drawNo, numbers: '777' });
  });

  it('a ticket sent twice with one id is bought once', async () => {
    const member = await createMember(platform());
    const { launch, state } = await openDraw(platform(), member);
    const before = await money(platform(), member);
    const ticketId = randomUUID();
    const send = () =>
      platform().app.inject({
        method: 'POST',
        url: '/wps/game/draw/buy',
        headers: as(member, { 'idempotency-key': ticketId }),
        payload: { launch, ticketId, drawNo: state.draws[2]!.drawNo, lines: [{ pick: '321', stake: 50 }] },
      });
    const answers = await Promise.all([send(), send(), send()]);
    for (const answer of answers) expect(envelope<DrawTicket>(answer).value.ticketId).toBe(ticketId);
    expect((await money(platform(), member)).balance).toBe(before.balance - 5000);
  });
});
