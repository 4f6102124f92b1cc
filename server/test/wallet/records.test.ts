import { expect, it } from 'vitest';
import { parseMinorUnits, type LedgerLine, type ProfitAndLoss, type Withdrawal } from '../../../contract/payments';
import { seedWalletHistory } from '../../src/services/wallet/history-seed';
import { resolveRange } from '../../src/services/wallet/records';
import { describeOnEachDatabase, envelope } from '../helpers';
import { as, createMember } from '../lobby/members';
import { createDeposit, decide, refOf } from './payments-support';

describeOnEachDatabase('records pages', (platform) => {
  it('pages the ledger newest first by cursor, each line once, filtered by kind', async () => {
    const member = await createMember(platform());
    for (const amount of ['100', '200', '300']) {
      const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount });
      await decide(platform(), refOf(deposit.value), 'approve');
    }
    const seen: LedgerLine[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = `/wps/wallet/records?range=today&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = envelope<{ list: LedgerLine[]; nextCursor: string | null }>(
        await platform().app.inject({ url: query, headers: as(member) }),
      ).value;
      seen.push(...page.list);
      cursor = page.nextCursor;
    }
    expect(seen.map((l) => l.kind)).toEqual(['DEPOSIT', 'DEPOSIT', 'DEPOSIT', 'DEMO_CREDIT']);
    expect(seen.map((l) => l.amount)).toEqual(['300.00', '200.00', '100.00', '5000.00']);
    expect(seen[0]!.balanceAfter).toBe('5600.00');
    const deposits = envelope<{ list: LedgerLine[] }>(
      await platform().app.inject({ url: '/wps/wallet/records?range=last7&kind=DEMO_CREDIT', headers: as(member) }),
    ).value;
    expect(deposits.list.map((l) => l.kind)).toEqual(['DEMO_CREDIT']);
    const yesterday = envelope<{ list: LedgerLine[] }>(
      await platform().app.inject({ url: '/wps/wallet/records?range=yesterday', headers: as(member) }),
    ).value;
    expect(yesterday.list).toEqual([]);
    const depositRecords = envelope<{ list: { amount: string; status: string }[] }>(
      await platform().app.inject({ url: '/wps/deposit/records?range=last30', headers: as(member) }),
    ).value;
    expect(depositRecords.list.map((d) => [d.amount, d.status])).toEqual([
      ['300.00', 'PAID'],
      ['200.00', 'PAID'],
      ['100.00', 'PAID'],
    ]);
  });

  it('refuses a custom range that is backwards, longer than 90 days or not a date', async () => {
    const member = await createMember(platform());
    for (const query of [
      'from=2026-03-10&to=2026-03-01',
      'from=2026-01-01&to=2026-04-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-01',
    ]) {
      const answer = await platform().app.inject({ url: `/wps/withdraw/records?range=custom&${query}`, headers: as(member) });
      expect(answer.statusCode, query).toBe(400);
      expect(envelope(answer).errorCode, query).toBe('records.range');
    }
    const ok = await platform().app.inject({
      url: '/wps/withdraw/records?range=custom&from=2026-01-01&to=2026-03-31',
      headers: as(member),
    });
    expect(envelope<{ list: Withdrawal[] }>(ok).value.list).toEqual([]);
  });

  it('counts days in Asia/Manila', () => {
    // 2026-03-01 17:00 UTC is already 2 March in Manila.
    const now = Date.UTC(2026, 2, 1, 17, 0);
    expect(resolveRange({ range: 'today' }, now)).toEqual({ from: new Date('2026-03-01T16:00:00Z'), to: new Date('2026-03-02T16:00:00Z') });
    expect(resolveRange({ range: 'last7' }, now).from).toEqual(new Date('2026-02-23T16:00:00Z'));
    expect(resolveRange({ range: 'custom', from: '2026-03-01', to: '2026-03-01' }, now)).toEqual({
      from: new Date('2026-02-28T16:00:00Z'),
      to: new Date('2026-03-01T16:00:00Z'),
    });
  });
});

describeOnEachDatabase('profit and loss', (platform) => {
  it('sums bets, wins, bonuses and rebates per day and per game type, and the net adds up', async () => {
    const member = await createMember(platform());
    await seedWalletHistory(platform().db, platform().config, member.username);
    const report = envelope<ProfitAndLoss>(
      await platform().app.inject({ url: '/wps/wallet/profitAndLoss?range=last30', headers: as(member) }),
    ).value;
    const cents = (text: string) => parseMinorUnits(text.replace('-', ''))! * (text.startsWith('-') ? -1 : 1);
    const { totals } = report;
    expect(cents(totals.net)).toBe(cents(totals.wins) + cents(totals.bonuses) + cents(totals.rebates) - cents(totals.bets));
    expect(cents(totals.bets)).toBeGreaterThan(0);
    expect(cents(totals.rebates)).toBeGreaterThan(0);
    expect(report.days.length).toBeGreaterThanOrEqual(29);
    expect(report.days.reduce((sum, d) => sum + cents(d.bets), 0)).toBe(cents(totals.bets));
    expect(report.categories.length).toBeGreaterThan(3);
    expect(report.categories.reduce((sum, c) => sum + cents(c.wins), 0)).toBe(cents(totals.wins));
    // The seeded rounds read back like played ones in the game's bet history (answers are checked against the contract).
    const rounds = await platform().app.inject({ url: '/wps/game/demoSlot/rounds?pageNo=1&pageSize=20', headers: as(member) });
    expect(rounds.statusCode).toBe(200);
    expect(envelope<{ totalCount: number }>(rounds).value.totalCount).toBeGreaterThan(300);
    // The same figure straight from the ledger.
    const direct = await platform().db.query<{ bets: unknown }>(
      `SELECT -sum(l.amount) AS bets FROM ledger l JOIN wallets w ON w.id = l.wallet_id
       WHERE w.member_id = $1 AND l.kind = 'BET' AND l.created_at >= $2`,
      [member.id, resolveRange({ range: 'last30' }).from],
    );
    expect(Math.round(Number(direct.rows[0]!.bets) * 100)).toBe(cents(totals.bets));
  });
});
