import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { evaluate, LINES, REEL_STRIPS, type Stops } from '../slot/machine';
import { newGatewayRef } from './deposits';
import { createWalletService } from './index';
import { fromCents } from './money';
import { centsText } from './money';

/** Days of history the demo member starts with. */
export const HISTORY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: the same history on every start and every database; nothing here reads Math.random. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

interface Line {
  kind: string;
  amountCents: number;
  roundId: string | null;
  idemKey: string;
  at: Date;
}

/**
 * Three months of play for the demo member, so every records page has something to show:
 * deposits through the channels (paid, one failed), a first-deposit bonus, bets and wins on
 * games of every category with their rounds, weekly rebates, withdrawals paid and one
 * rejected. The rows are written in time order and the wallet's balance is their sum; the
 * opening credit is dated to the start of the history. Runs once: a member with deposits is left alone.
 */
export async function seedWalletHistory(db: Database, config: ServerConfig, username = 'demo', now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await tx.query<{ id: unknown }>('SELECT id FROM members WHERE username_key = $1', [username]);
    const memberId = Number(member.rows[0]?.id ?? 0);
    if (!memberId) return;
    // Seeding runs before the server registers its member hooks: the wallet opens here, with its demo credit.
    const opened = await createWalletService(db, config).lock(tx, memberId, 'REAL');
    const walletId = opened.id;
    const seen = await tx.query('SELECT 1 FROM deposits WHERE member_id = $1 LIMIT 1', [memberId]);
    if (seen.rows.length > 0) return;

    const start = now - HISTORY_DAYS * DAY_MS;
    await tx.query("UPDATE ledger SET created_at = $2 WHERE wallet_id = $1 AND idem_key = 'demo-credit'", [walletId, new Date(start)]);
    let balance = opened.balanceCents;
    const random = prng(20260823);
    const games = await gamesByType(tx);
    const launchToken = `seed-history-${memberId}`;
    const firstGame = games[0]?.nodeIds[0];
    if (firstGame !== undefined) {
      await tx.query(
        `INSERT INTO game_launches (token, member_id, node_id, wallet_kind, free_play, created_at, expires_at) VALUES ($1, $2, $3, 'REAL', false, $4, $4)`,
        [launchToken, memberId, firstGame, new Date(start)],
      );
    }
    await tx.query("UPDATE members SET payee_name = coalesce(payee_name, 'Demo Player') WHERE id = $1", [memberId]);
    const payee = await tx.query<{ id: unknown }>(
      `INSERT INTO payee_accounts (member_id, kind, provider, account_number, account_name, created_at) VALUES ($1, 'EWALLET', 'GCash', '09170000001', 'Demo Player', $2) RETURNING id`,
      [memberId, new Date(start)],
    );
    const payeeId = Number(payee.rows[0]!.id);

    const post = async (line: Line) => {
      balance += line.amountCents;
      const inserted = await tx.query<{ id: unknown }>(
        'INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [walletId, line.kind, centsText(line.amountCents), centsText(balance), line.roundId, line.idemKey, line.at],
      );
      return Number(inserted.rows[0]!.id);
    };
    const channels = ['GCASH', 'MAYA', 'GRABPAY', 'INSTAPAY', 'QRPH'];
    let depositNo = 0;
    let weekBets = 0;
    for (let day = 0; day < HISTORY_DAYS; day++) {
      const dayStart = start + day * DAY_MS;
      const at = (hour: number, minute = 0) => new Date(dayStart + (hour * 60 + minute) * 60_000);
      if (day % 3 === 0) {
        depositNo++;
        const amount = [50_000, 100_000, 200_000, 30_000, 150_000][depositNo % 5]!;
        const failed = depositNo % 11 === 0;
        // Random per database, as a real deposit's: a reference written in the source would let anyone send its callback.
        const ref = newGatewayRef();
        const depositAt = at(8 + (depositNo % 4), 15);
        const bonus = depositNo === 1 ? amount : 0;
        const inserted = await tx.query<{ id: unknown }>(
          `INSERT INTO deposits (member_id, channel_code, amount_cents, paid_cents, bonus_code, bonus_cents, status, gateway_ref, idem_key, created_at, expires_at, settled_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11) RETURNING id`,
          [
            memberId,
            channels[depositNo % channels.length],
            amount,
            failed ? null : amount,
            bonus ? 'FIRST100' : null,
            bonus,
            failed ? 'FAILED' : 'PAID',
            ref,
            depositAt,
            new Date(depositAt.getTime() + 15 * 60_000),
            new Date(depositAt.getTime() + 2 * 60_000),
          ],
        );
        if (!failed) {
          await post({
            kind: 'DEPOSIT',
            amountCents: amount,
            roundId: null,
            idemKey: `deposit:${ref}`,
            at: new Date(depositAt.getTime() + 2 * 60_000),
          });
          if (bonus) {
            const lineId = await post({
              kind: 'BONUS',
              amountCents: bonus,
              roundId: null,
              idemKey: `deposit-bonus:${ref}`,
              at: new Date(depositAt.getTime() + 2 * 60_000),
            });
            await tx.query(
              'INSERT INTO bonus_grants (wallet_id, deposit_id, bonus_cents, turnover_cents, granted_ledger_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
              [walletId, inserted.rows[0]!.id, bonus, (amount + bonus) * 10, lineId, depositAt],
            );
          }
        }
      }
      const rounds = random.int(4, 12);
      for (let r = 0; r < rounds; r++) {
        const type = games[(day + r) % games.length];
        if (!type || firstGame === undefined) break;
        const nodeId = type.nodeIds[random.int(0, type.nodeIds.length - 1)]!;
        const bet = [2_000, 5_000, 10_000][random.int(0, 2)]!;
        if (balance < bet) break;
        // A real spin of the demo machine, so the round reads back like any other in the game and its history.
        const stops = REEL_STRIPS.map((strip) => random.int(0, strip.length - 1)) as unknown as Stops;
        const { grid, lineWins } = evaluate(stops);
        const lineBet = bet / LINES.length;
        const win = lineWins.reduce((sum, w) => sum + w.multiplier * lineBet, 0);
        const roundId = `seed-${memberId}-${day}-${r}`;
        const when = at(12, r * 4);
        await post({ kind: 'BET', amountCents: -bet, roundId, idemKey: `bet:${roundId}`, at: when });
        if (win > 0) await post({ kind: 'WIN', amountCents: win, roundId, idemKey: `win:${roundId}`, at: when });
        weekBets += bet;
        await tx.query(
          `INSERT INTO slot_rounds (round_id, member_id, wallet_id, node_id, launch_token, bet, win, balance_after, result, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            roundId,
            memberId,
            walletId,
            nodeId,
            launchToken,
            centsText(bet),
            centsText(win),
            centsText(balance),
            JSON.stringify({
              roundId,
              grid,
              lineWins: lineWins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, win: fromCents(w.multiplier * lineBet) })),
              bet: fromCents(bet),
              win: fromCents(win),
              net: fromCents(win - bet),
              balance: fromCents(balance),
              playMoney: false,
              createdAt: when.toISOString(),
              stops,
            }),
            when,
          ],
        );
      }
      if (day % 7 === 6 && weekBets > 0) {
        await post({
          kind: 'REBATE',
          amountCents: Math.floor(weekBets / 100),
          roundId: null,
          idemKey: `rebate:week-${day}`,
          at: at(23, 30),
        });
        weekBets = 0;
      }
      if (day % 14 === 10 && balance > 60_000) {
        const amount = 50_000;
        const rejected = day === 24;
        const held = await tx.query<{ id: unknown }>(
          `INSERT INTO withdrawals (member_id, wallet_id, payee_id, amount_cents, status, idem_key, created_at, decided_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [memberId, walletId, payeeId, amount, rejected ? 'REJECTED' : 'PAID', `seed-withdrawal-${day}`, at(20), at(22)],
        );
        const id = Number(held.rows[0]!.id);
        await post({ kind: 'WITHDRAWAL_HOLD', amountCents: -amount, roundId: null, idemKey: `withdrawal-hold:${id}`, at: at(20) });
        if (rejected)
          await post({ kind: 'WITHDRAWAL_RELEASE', amountCents: amount, roundId: null, idemKey: `withdrawal-release:${id}`, at: at(22) });
      }
    }
    await tx.query('UPDATE wallets SET balance = $2, updated_at = now() WHERE id = $1', [walletId, centsText(balance)]);
  });
}

/** A few games of each type the catalogue has, for rounds across every category. */
async function gamesByType(tx: Queryable): Promise<{ gameType: string; nodeIds: number[] }[]> {
  const { rows } = await tx.query<{ game_type: string; node_id: unknown }>(
    `SELECT game_type, node_id FROM (SELECT game_type, node_id, row_number() OVER (PARTITION BY game_type ORDER BY sort_order, node_id) AS n FROM games) g
     WHERE n <= 5 ORDER BY game_type, node_id`,
  );
  const byType = new Map<string, number[]>();
  for (const row of rows) byType.set(row.game_type, [...(byType.get(row.game_type) ?? []), Number(row.node_id)]);
  return [...byType].map(([gameType, nodeIds]) => ({ gameType, nodeIds }));
}
