import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LaunchValue, SlotRound } from '../../../contract/lobby';
import { describeOnEachDatabase, envelope } from '../helpers';
import { firstNodeId } from '../lobby/lobby-data';
import { as, createMember } from '../lobby/members';

const SPINS = 200;
const RETRIES = 40;
const BET = 5;
/** Little enough that the wallet can run dry part-way, so refusals happen under load too. */
const DEMO_CREDIT = 400;

describeOnEachDatabase(
  'wallet under 200 concurrent spins',
  (platform) => {
    it('keeps the balance equal to the ledger sum, never negative, with no round applied twice', async () => {
      const member = await createMember(platform());
      const nodeId = await firstNodeId(platform(), "g.game_id = 'bgs-1'");
      const opened = envelope<LaunchValue>(
        await platform().app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: as(member) }),
      ).value;
      const launch = new URL(opened.url, 'http://x').searchParams.get('launch')!;

      const roundIds = Array.from({ length: SPINS }, () => randomUUID());
      // The first rounds are sent twice, as a client retrying after a lost answer would.
      const requests = [...roundIds, ...roundIds.slice(0, RETRIES)];
      const answers = await Promise.all(
        requests.map((roundId) =>
          platform().app.inject({
            method: 'POST',
            url: '/wps/game/demoSlot/spin',
            headers: as(member),
            payload: { launch, roundId, bet: BET },
          }),
        ),
      );

      const statuses = new Set(answers.map((a) => a.statusCode));
      expect([...statuses].every((s) => s === 200 || s === 400)).toBe(true);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(envelope(refused).errorCode).toBe('wallet.insufficient');
      const played = new Map<string, SlotRound>();
      for (const answer of answers.filter((a) => a.statusCode === 200)) {
        const round = envelope<SlotRound>(answer).value;
        const seen = played.get(round.roundId);
        if (seen) expect(round).toEqual(seen);
        played.set(round.roundId, round);
      }
      expect(played.size).toBeGreaterThan(0);

      const db = platform().db;
      const wallet = (
        await db.query<{ id: string; balance: string | number }>("SELECT id, balance FROM wallets WHERE member_id = $1 AND kind = 'REAL'", [
          member.id,
        ])
      ).rows[0]!;
      const cents = (v: string | number) => Math.round(Number(v) * 100);
      const ledger = (
        await db.query<{ kind: string; amount: string | number; balance_after: string | number; round_id: string | null }>(
          'SELECT kind, amount, balance_after, round_id FROM ledger WHERE wallet_id = $1 ORDER BY id',
          [wallet.id],
        )
      ).rows;

      // The balance is the sum of the ledger, and every line's running balance is that sum so far, never below zero.
      let running = 0;
      for (const line of ledger) {
        running += cents(line.amount);
        expect(cents(line.balance_after)).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(cents(wallet.balance)).toBe(running);
      expect(cents(wallet.balance)).toBeGreaterThanOrEqual(0);

      // Each played round bet exactly once; no other round touched the wallet.
      const bets = ledger.filter((l) => l.kind === 'BET');
      expect(bets).toHaveLength(played.size);
      expect(new Set(bets.map((b) => b.round_id)).size).toBe(played.size);
      expect(bets.every((b) => played.has(b.round_id!))).toBe(true);
      const wins = ledger.filter((l) => l.kind === 'WIN');
      expect(new Set(wins.map((w) => w.round_id)).size).toBe(wins.length);
      const rounds = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM slot_rounds WHERE member_id = $1', [member.id]);
      expect(Number(rounds.rows[0]!.n)).toBe(played.size);

      // And the money adds up: the demo credit plus every round's net result.
      const net = [...played.values()].reduce((sum, r) => sum + cents(r.net), 0);
      expect(cents(wallet.balance)).toBe(DEMO_CREDIT * 100 + net);
      const shown = envelope<{ sumBalance: number }>(
        await platform().app.inject({ url: '/wps/wallet/balance', headers: as(member) }),
      ).value;
      expect(cents(shown.sumBalance)).toBe(cents(wallet.balance));
    });

    it('answers a visitor asking for a balance with 401', async () => {
      const answer = await platform().app.inject({ url: '/wps/wallet/balance' });
      expect(answer.statusCode).toBe(401);
    });
  },
  { demoCredit: DEMO_CREDIT },
);
