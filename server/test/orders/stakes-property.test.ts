import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DRAW_RULES, DRAW_STAKES } from '../../../contract/draw';
import type { LaunchValue, SlotRound } from '../../../contract/lobby';
import { MISSIONS, VIP_LEVELS, rebateCents } from '../../../contract/member-centre';
import { formatMinorUnits } from '../../../contract/payments';
import type { ProtectionState } from '../../../contract/protection';
import { createSessionStore } from '../../src/services/accounts/sessions';
import { createAgencyServices } from '../../src/services/agents';
import { createEventBus } from '../../src/services/events';
import { createOrderService } from '../../src/services/orders';
import { createProtectionService } from '../../src/services/protection';
import { createDrawService, upcomingDraws } from '../../src/services/slot/draw';
import { createWalletService } from '../../src/services/wallet';
import { createAccount } from '../agents/support';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { firstNodeId } from '../lobby/lobby-data';
import { as, type TestMember } from '../lobby/members';
import { balanceAndLedger } from '../wallet/payments-support';
import { betFigures, claimBonus } from './bet-figures';
import { openDraw } from './draw-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const PICKS = ['000', '001', '002'];
/** The claimed reward each run starts with: ₱1,000 under a ₱100,000 turnover, never reached here. */
const REWARD_CENTS = 100_000;
const TURNOVER_CENTS = REWARD_CENTS * 100;
/** The seeded daily bet task's goal (migration 028): ₱300 of today's valid bets. */
const DAILY_BET_TASK_GOAL_CENTS = 30_000;

type Action =
  | { kind: 'spin'; bet: number }
  | { kind: 'buy'; draw: number; lines: { pick: string; stake: number }[] }
  | { kind: 'cancel'; which: number }
  | { kind: 'draw'; draw: number; numbers: string }
  | { kind: 'rebate' };

const pick = fc.constantFrom(...PICKS);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('spin' as const), bet: fc.constantFrom(1, 2, 5, 10) }),
  fc.record({
    kind: fc.constant('buy' as const),
    draw: fc.integer({ min: 0, max: 2 }),
    lines: fc.array(fc.record({ pick, stake: fc.constantFrom(...DRAW_STAKES) }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('draw' as const), draw: fc.integer({ min: 0, max: 2 }), numbers: pick }),
  fc.constant({ kind: 'rebate' as const }),
);

/** One stake as the player placed it, and what became of it. */
interface Stake {
  cents: number;
  game: 'SLOT' | 'DRAW';
  /** Order of placement: a rebate claim covers the stakes placed before it. */
  seq: number;
  state: 'SETTLED' | 'OPEN' | 'CANCELLED';
  draw?: number;
  pick?: string;
  subOrderNo?: string;
}

/** What the player did, told with nothing but the game's rules: the figures every read must show. */
class Model {
  stakes: Stake[] = [];
  winCents = 0;
  drawsSold = new Set<number>();
  drawsSettled = new Set<number>();
  lastClaimSeq = -1;

  sum = (of: (stake: Stake) => boolean) => this.stakes.filter(of).reduce((total, stake) => total + stake.cents, 0);
  get settledCents() {
    return this.sum((s) => s.state === 'SETTLED');
  }
  get atPlayCents() {
    return this.sum((s) => s.state !== 'CANCELLED');
  }
  rebatable = (game?: Stake['game']) => this.sum((s) => s.state === 'SETTLED' && s.seq > this.lastClaimSeq && (!game || s.game === game));
  get rebateDueCents() {
    const rate = VIP_LEVELS[0].rebateBasisPoints;
    return rebateCents(this.rebatable('SLOT'), rate) + rebateCents(this.rebatable('DRAW'), rate);
  }
  openLines = () => this.stakes.filter((s) => s.state === 'OPEN' && !this.drawsSettled.has(s.draw!));
}

async function claimRebate(platform: TestPlatform, member: TestMember) {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/member/rebate/claim',
    headers: as(member, { 'idempotency-key': randomUUID() }),
    payload: {},
  });
  return { status: answer.statusCode, errorCode: envelope(answer).errorCode };
}

async function payoutBases(platform: TestPlatform, agentId: number) {
  const { rows } = await platform.db.query<{ kind: string; basis: unknown }>(
    'SELECT kind, sum((basis * 100)::bigint) AS basis FROM agent_payouts WHERE agent_id = $1 GROUP BY kind',
    [agentId],
  );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.basis ?? 0);
  return { salary: of('SALARY'), dividend: of('DIVIDEND') };
}

describeOnEachDatabase('every figure built on bets is the settled stakes, net of refunds', (platform) => {
  it('holds over random sequences of spins, draw lines, cancels, draws and rebate claims', async () => {
    const { db, config } = platform();
    const sessions = createSessionStore(db, config);
    const wallet = createWalletService(db, config);
    const protection = createProtectionService({
      db,
      helpContacts: () => [],
      revokeSession: async () => {},
      revokeMemberSessions: async () => {},
    });
    // Each run plays the draws of a day of its own: a draw settled in one run is never another run's.
    let clock = new Date();
    const draws = createDrawService(db, config, wallet, protection, () => clock);
    const orders = createOrderService(db, wallet, () => clock);
    const slotNode = await firstNodeId(platform(), "g.game_id = 'bgs-1'");
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        run += 1;
        clock = new Date(Date.now() + run * DAY_MS);
        const drawNos = upcomingDraws(clock).map((draw) => draw.drawNo);
        const agent = await createAccount(platform(), { type: 3, door: 'agent' });
        const account = await createAccount(platform(), { type: 0, uplineId: agent.id });
        const member: TestMember = { ...account, type: 0 };
        const session = (await sessions.resolver.resolve(member.token))!;
        await claimBonus(platform(), member, REWARD_CENTS, TURNOVER_CENTS / REWARD_CENTS);
        const limited = await platform().app.inject({
          method: 'POST',
          url: '/protection/limit',
          headers: as(member),
          payload: { key: 'LOSS_DAY', value: '100000' },
        });
        expect(limited.statusCode, limited.body).toBe(200);
        const slotLaunch = new URL(
          envelope<LaunchValue>(await platform().app.inject({ url: `/wps/game/launchGame?nodeId=${slotNode}`, headers: as(member) })).value
            .url,
          'http://x',
        ).searchParams.get('launch')!;
        const { launch: drawLaunch } = await openDraw(platform(), member);

        const model = new Model();
        let seq = 0;
        for (const step of actions) {
          if (step.kind === 'spin') {
            const roundId = randomUUID();
            const answer = await platform().app.inject({
              method: 'POST',
              url: '/wps/game/demoSlot/spin',
              headers: as(member, { 'idempotency-key': roundId }),
              payload: { launch: slotLaunch, roundId, bet: step.bet },
            });
            expect(answer.statusCode, answer.body).toBe(200);
            const round = envelope<SlotRound>(answer).value;
            model.stakes.push({ cents: step.bet * 100, game: 'SLOT', seq: seq++, state: 'SETTLED' });
            model.winCents += Math.round(round.win * 100);
          } else if (step.kind === 'buy') {
            if (model.drawsSettled.has(step.draw)) continue;
            const ticket = await draws.buy(session, {
              launch: drawLaunch,
              ticketId: randomUUID(),
              drawNo: drawNos[step.draw]!,
              lines: step.lines,
            });
            model.drawsSold.add(step.draw);
            const placed = seq++;
            ticket.lines.forEach((line, index) =>
              model.stakes.push({
                cents: step.lines[index]!.stake * 100,
                game: 'DRAW',
                seq: placed,
                state: 'OPEN',
                draw: step.draw,
                pick: line.pick,
                subOrderNo: line.subOrderNo,
              }),
            );
          } else if (step.kind === 'cancel') {
            const open = model.openLines();
            if (open.length === 0) continue;
            const line = open[step.which % open.length]!;
            const refund = await orders.cancel(session, line.subOrderNo!);
            expect(refund.refund).toBe(formatMinorUnits(line.cents));
            line.state = 'CANCELLED';
          } else if (step.kind === 'draw') {
            await draws.settle(drawNos[step.draw]!, step.numbers);
            if (!model.drawsSold.has(step.draw) || model.drawsSettled.has(step.draw)) continue;
            model.drawsSettled.add(step.draw);
            for (const line of model.stakes.filter((s) => s.draw === step.draw && s.state === 'OPEN')) {
              line.state = 'SETTLED';
              if (line.pick === step.numbers) model.winCents += line.cents * DRAW_RULES.payout;
            }
          } else {
            const due = model.rebateDueCents;
            const answer = await claimRebate(platform(), member);
            if (due > 0) {
              expect(answer.status).toBe(200);
              model.lastClaimSeq = seq - 1;
            } else {
              expect(answer).toEqual({ status: 400, errorCode: 'rebate.nothingDue' });
            }
          }
        }

        const settled = model.settledCents;
        const bets = formatMinorUnits(settled);
        expect(await betFigures(platform(), member, agent.token)).toEqual({
          vipLevel: 'VIP0',
          vipBets: bets,
          rebateBets: formatMinorUnits(model.rebatable()),
          missionBets: Math.min(settled, MISSIONS.find((m) => m.id === 'BETS')!.target),
          leaderboardBets: bets,
          taskBets: Math.min(settled, DAILY_BET_TASK_GOAL_CENTS),
          turnoverLeft: formatMinorUnits(TURNOVER_CENTS - settled),
          bonusLocked: formatMinorUnits(REWARD_CENTS),
          pnlBets: bets,
          orderValidBets: bets,
          teamBets: bets,
          memberBets: bets,
        });
        // A loss limit counts every stake still at play (money waiting for a draw is at risk), never a refunded one.
        const state = envelope<ProtectionState>(await platform().app.inject({ url: '/protection/state', headers: as(member) })).value;
        expect(state.limits.find((limit) => limit.key === 'LOSS_DAY')!.used).toBe(
          formatMinorUnits(Math.max(0, model.atPlayCents - model.winCents)),
        );

        // The agent's salary is paid on the team's settled stakes, the dividend on their loss.
        for (const [kind, reward] of [
          ['SALARY', 100],
          ['DIVIDEND', 10_000],
        ] as const) {
          await db.query(
            `INSERT INTO agent_contracts (agent_id, kind, status, tiers, min_active_players, starts_at)
             VALUES ($1, $2, 'ACCEPTED', $3, 0, date_trunc('month', now() AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila')`,
            [agent.id, kind, JSON.stringify([{ threshold: 1, reward }])],
          );
        }
        const later = createAgencyServices(db, wallet, createEventBus(), () => Date.now() + 40 * DAY_MS);
        const { rows } = await db.query<{ id: unknown }>('SELECT id FROM agent_contracts WHERE agent_id = $1', [agent.id]);
        for (const row of rows) await later.payouts.settle(Number(row.id));
        expect(await payoutBases(platform(), agent.id)).toEqual({ salary: settled, dividend: Math.max(0, settled - model.winCents) });

        const money = await balanceAndLedger(platform(), member.id);
        expect(money.ledgerSum).toBe(money.balance);
      }),
      { numRuns: 20 },
    );
  });
});
