import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { HiLoRound, HiLoState, LaunchValue, SlotRound } from '../../../contract/lobby';
import type { BetOrder, BetOrderDetail, BetOrderPage } from '../../../contract/orders';
import { parseMinorUnits } from '../../../contract/payments';
import { seedWalletHistory } from '../../src/services/wallet/history-seed';
import { resolveRange } from '../../src/services/wallet/records';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { firstNodeId } from '../lobby/lobby-data';
import { as, createMember, type TestMember } from '../lobby/members';

const cents = (text: string) => parseMinorUnits(text.replace('-', ''))! * (text.startsWith('-') ? -1 : 1);

async function launch(platform: TestPlatform, member: TestMember, gameId: string, freePlay = false): Promise<string> {
  const nodeId = await firstNodeId(platform, `g.game_id = '${gameId}'`);
  const opened = envelope<LaunchValue>(
    await platform.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}${freePlay ? '&supportFreePlay=1' : ''}`, headers: as(member) }),
  ).value;
  return new URL(opened.url, 'http://x').searchParams.get('launch')!;
}

async function spin(platform: TestPlatform, member: TestMember, launchToken: string, bet: number): Promise<SlotRound> {
  const roundId = randomUUID();
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/game/demoSlot/spin',
    headers: as(member, { 'idempotency-key': roundId }),
    payload: { launch: launchToken, roundId, bet },
  });
  return envelope<SlotRound>(answer).value;
}

async function allPages(platform: TestPlatform, member: TestMember, query: string, pageSize: number) {
  const seen: BetOrder[] = [];
  let cursor: string | null = '';
  let totals: BetOrderPage['totals'] | null = null;
  while (cursor !== null) {
    const url: string = `/lgw/orders?${query}&pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: BetOrderPage = envelope<BetOrderPage>(await platform.app.inject({ url, headers: as(member) })).value;
    expect(page.list.length).toBeLessThanOrEqual(pageSize);
    seen.push(...page.list);
    totals ??= page.totals;
    cursor = page.nextCursor;
  }
  return { seen, totals: totals! };
}

describeOnEachDatabase('bet records', (platform) => {
  it('pages the seeded orders of a range newest first without gaps or duplicates, with totals equal to the rows', async () => {
    const member = await createMember(platform());
    await seedWalletHistory(platform().db, platform().config, member.username);
    const { seen, totals } = await allPages(platform(), member, 'range=last7', 7);
    expect(seen.length).toBeGreaterThan(14);
    // Exactly the member's real-money rounds of the seven Manila days, each once.
    const { from, to } = resolveRange({ range: 'last7' });
    const expected = await platform().db.query<{ round_id: string }>(
      `SELECT r.round_id FROM slot_rounds r JOIN wallets w ON w.id = r.wallet_id AND w.kind = 'REAL'
       WHERE r.member_id = $1 AND r.created_at >= $2 AND r.created_at < $3`,
      [member.id, from, to],
    );
    expect(new Set(seen.map((o) => o.orderNo)).size).toBe(seen.length);
    expect(seen.map((o) => o.orderNo).sort()).toEqual(expected.rows.map((r) => r.round_id).sort());
    const keys = seen.map((o) => `${o.createdAt}|${o.orderNo}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(totals.count).toBe(seen.length);
    expect(cents(totals.bet)).toBe(seen.reduce((sum, o) => sum + cents(o.bet), 0));
    expect(cents(totals.validBet)).toBe(cents(totals.bet));
    expect(cents(totals.win)).toBe(seen.reduce((sum, o) => sum + cents(o.win), 0));
    expect(cents(totals.net)).toBe(cents(totals.win) - cents(totals.bet));
    for (const order of seen) {
      expect(cents(order.net)).toBe(cents(order.win) - cents(order.bet));
      expect(order.status).toBe('SETTLED');
    }

    // The type filter keeps only that type's orders; all the types together make the whole range.
    const types = [...new Set(seen.map((o) => o.gameType))];
    expect(types.length).toBeGreaterThan(1);
    let count = 0;
    for (const type of types) {
      const filtered = await allPages(platform(), member, `range=last7&gameType=${type}`, 50);
      expect(filtered.seen.every((o) => o.gameType === type)).toBe(true);
      expect(filtered.seen.map((o) => o.orderNo)).toEqual(seen.filter((o) => o.gameType === type).map((o) => o.orderNo));
      expect(filtered.totals.count).toBe(filtered.seen.length);
      count += filtered.seen.length;
    }
    expect(count).toBe(seen.length);
  });

  it('counts days in Asia/Manila: a round a second before Manila midnight is yesterday’s', async () => {
    const member = await createMember(platform());
    const token = await launch(platform(), member, 'bgs-1');
    const round = await spin(platform(), member, token, 5);
    const { from } = resolveRange({ range: 'today' });
    // The same spin's row, moved to either side of today's Manila midnight.
    for (const [id, at] of [
      ['late-yesterday', new Date(from.getTime() - 1000)],
      ['early-today', new Date(from.getTime() + 1000)],
    ] as const) {
      await platform().db.query(
        `INSERT INTO slot_rounds (round_id, member_id, wallet_id, node_id, launch_token, bet, win, balance_after, result, created_at)
         SELECT $2, member_id, wallet_id, node_id, launch_token, bet, win, balance_after, result, $3 FROM slot_rounds WHERE round_id = $1`,
        [round.roundId, `${id}-${member.id}`, at],
      );
    }
    const today = await allPages(platform(), member, 'range=today', 20);
    expect(today.seen.map((o) => o.orderNo)).toEqual([round.roundId, `early-today-${member.id}`]);
    const yesterday = await allPages(platform(), member, 'range=yesterday', 20);
    expect(yesterday.seen.map((o) => o.orderNo)).toEqual([`late-yesterday-${member.id}`]);
  });

  it('lists only the member’s own real-money rounds, and shows a spin’s lines and a Hi-Lo guess in the detail', async () => {
    const member = await createMember(platform());
    const other = await createMember(platform());
    const fruits = await launch(platform(), member, 'bgs-1');
    const round = await spin(platform(), member, fruits, 5);
    // Free play on the same game is play money: no bet order.
    const free = await launch(platform(), member, 'bgs-1', true);
    const freeRound = await spin(platform(), member, free, 5);
    expect(freeRound.playMoney).toBe(true);
    // Another member's round never shows.
    const otherRound = await spin(platform(), other, await launch(platform(), other, 'bgs-1'), 5);

    const hiLoLaunch = await launch(platform(), member, 'bgs-3');
    const state = envelope<HiLoState>(
      await platform().app.inject({ url: `/wps/game/hiLo?launch=${hiLoLaunch}`, headers: as(member) }),
    ).value;
    const guess = state.odds.higher > 0 ? 'HIGHER' : 'LOWER';
    const hiLoId = randomUUID();
    const hiLo = envelope<HiLoRound>(
      await platform().app.inject({
        method: 'POST',
        url: '/wps/game/hiLo/play',
        headers: as(member, { 'idempotency-key': hiLoId }),
        payload: { launch: hiLoLaunch, roundId: hiLoId, bet: 10, guess },
      }),
    ).value;

    const { seen, totals } = await allPages(platform(), member, 'range=today', 20);
    expect(seen.map((o) => o.orderNo)).toEqual([hiLo.roundId, round.roundId]);
    expect(seen[1]).toMatchObject({ gameName: 'Tala Fruits', gameType: 'INHOUSE', bet: '5.00', validBet: '5.00' });
    expect(cents(seen[1]!.win)).toBe(Math.round(round.win * 100));
    expect(totals.count).toBe(2);

    const detail = envelope<BetOrderDetail>(
      await platform().app.inject({ url: `/lgw/orders/detail?orderNo=${round.roundId}`, headers: as(member) }),
    ).value;
    expect(detail.order).toEqual(seen[1]);
    expect(detail.result).toEqual({ kind: 'SLOT', grid: round.grid });
    expect(detail.subOrders.map((s) => s.line)).toEqual([1, 2, 3, 4, 5]);
    expect(detail.subOrders.reduce((sum, s) => sum + cents(s.stake), 0)).toBe(500);
    expect(detail.subOrders.reduce((sum, s) => sum + cents(s.win), 0)).toBe(Math.round(round.win * 100));
    for (const lineWin of round.lineWins) {
      expect(detail.subOrders[lineWin.line - 1]).toMatchObject({ symbol: lineWin.symbol, count: lineWin.count });
    }

    const hiLoDetail = envelope<BetOrderDetail>(
      await platform().app.inject({ url: `/lgw/orders/detail?orderNo=${hiLo.roundId}`, headers: as(member) }),
    ).value;
    expect(hiLoDetail.result).toEqual({ kind: 'HILO', card: hiLo.card, next: hiLo.next, won: hiLo.won });
    expect(hiLoDetail.subOrders).toEqual([
      expect.objectContaining({ kind: 'GUESS', guess, odds: hiLo.multiplier, stake: '10.00', status: 'SETTLED' }),
    ]);

    // Another member's order, and a play-money round, are not found.
    for (const orderNo of [otherRound.roundId, freeRound.roundId, 'no-such-order']) {
      const answer = await platform().app.inject({ url: `/lgw/orders/detail?orderNo=${orderNo}`, headers: as(member) });
      expect(answer.statusCode, orderNo).toBe(404);
      expect(envelope(answer).errorCode).toBe('order.notFound');
    }
  });

  it('refuses malformed requests with 400 and an error code, a trial account and a site with the records off', async () => {
    const member = await createMember(platform());
    for (const query of [
      'range=ever',
      'range=custom&from=2026-03-10&to=2026-03-01',
      'range=custom&from=2026-01-01&to=2026-04-30',
      'gameType=DICE',
      'pageSize=0',
      'pageSize=1e3',
      'cursor=12',
      'cursor=2026-01-01T00:00:00Z~x',
      'orderNo=1',
    ]) {
      const answer = await platform().app.inject({ url: `/lgw/orders?${query}`, headers: as(member) });
      expect(answer.statusCode, query).toBe(400);
      expect(envelope(answer).errorCode, query).toMatch(/^(request\.invalid|records\.range)$/);
    }
    for (const query of ['', 'orderNo=', 'orderNo=a%20b', `orderNo=${'x'.repeat(81)}`]) {
      const answer = await platform().app.inject({ url: `/lgw/orders/detail?${query}`, headers: as(member) });
      expect(answer.statusCode, query).toBe(400);
      expect(envelope(answer).errorCode, query).toBe('request.invalid');
    }
    expect((await platform().app.inject({ url: '/lgw/orders' })).statusCode).toBe(401);

    const trial = await createMember(platform(), 4);
    const refused = await platform().app.inject({ url: '/lgw/orders?range=today', headers: as(trial) });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).errorCode).toBe('auth.trialNotAllowed');

    const site = (whitelabel: Record<string, boolean>) =>
      platform().app.inject({ method: 'POST', url: '/dev/site', remoteAddress: '127.0.0.1', payload: { whitelabel } });
    expect((await site({ TRANSBETREPMEM3: false })).statusCode).toBe(200);
    try {
      for (const url of ['/lgw/orders?range=today', '/lgw/orders/detail?orderNo=x']) {
        const off = await platform().app.inject({ url, headers: as(member) });
        expect(off.statusCode, url).toBe(403);
        expect(envelope(off).errorCode).toBe('feature.off');
      }
    } finally {
      await site({ TRANSBETREPMEM3: true });
    }
  });
});
