import { isTrialType } from '../../../../contract/account';
import { ERROR_CODES } from '../../../../contract/errors';
import type { GameType } from '../../../../contract/domain';
import type { HiLoGuess, SlotSymbol } from '../../../../contract/lobby';
import { DRAW_RULES } from '../../../../contract/draw';
import {
  ORDER_ERRORS,
  type BetOrder,
  type BetOrderDetail,
  type BetOrderPage,
  type OrderStatus,
  type SubOrder,
  type SubOrderCancel,
} from '../../../../contract/orders';
import type { RecordRange } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { originalOf } from '../slot/originals';
import { FRUIT } from '../slot/machine';
import { GEMS } from '../slot/gems';
import type { WalletService } from '../wallet';
import { centsText, toCents } from '../wallet/money';
import { resolveRange } from '../wallet/records';

export interface OrdersQuery {
  range: RecordRange;
  from?: string | undefined;
  to?: string | undefined;
  gameType?: GameType | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

interface OrderRow {
  round_id: string;
  source: 'SLOT' | 'HILO' | 'DRAW';
  status: OrderStatus;
  at: string;
  created_at: unknown;
  bet: string | number;
  win: string | number;
  game_name: string;
  game_type: string;
  vendor: string;
  game_id: string;
}

/**
 * Every real-money round of the member, slot spins, Hi-Lo guesses and draw tickets alike, with its game.
 * `at` is the round's time in UTC to the microsecond: with the round id it orders the rounds
 * without ties, so a page starts exactly after the last row of the one before.
 */
const ROUNDS = `
  SELECT r.round_id, r.source, r.status, r.created_at, r.bet, r.win,
         to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
         g.game_name, g.game_type, g.vendor, g.game_id
  FROM (
    SELECT round_id, 'SLOT' AS source, 'SETTLED' AS status, member_id, wallet_id, node_id, created_at, bet, win FROM slot_rounds WHERE member_id = $1
    UNION ALL
    SELECT round_id, 'HILO' AS source, 'SETTLED' AS status, member_id, wallet_id, node_id, created_at, bet, win FROM hilo_rounds WHERE member_id = $1
    UNION ALL
    SELECT ticket_id, 'DRAW' AS source, status, member_id, wallet_id, node_id, created_at, bet, win FROM draw_tickets WHERE member_id = $1
  ) r
  JOIN wallets w ON w.id = r.wallet_id AND w.kind = 'REAL'
  JOIN games g ON g.node_id = r.node_id`;

function toOrder(row: OrderRow): BetOrder {
  const bet = toCents(row.bet);
  const win = toCents(row.win);
  return {
    orderNo: row.round_id,
    createdAt: new Date(row.created_at as string | Date).toISOString(),
    gameName: row.game_name,
    gameType: row.game_type,
    vendor: row.vendor,
    bet: centsText(bet),
    // A ticket still waiting for its draw counts for turnover only once it is settled.
    validBet: centsText(row.status === 'SETTLED' ? bet : 0),
    win: centsText(win),
    net: centsText(win - bet),
    status: row.status,
  };
}

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

interface StoredSlotResult {
  grid: SlotSymbol[][];
  lineWins: { line: number; symbol: SlotSymbol; count: number; win: number }[];
}
interface StoredHiLoResult {
  guess: HiLoGuess;
  card: { rank: number; suit: 'S' | 'H' | 'D' | 'C' };
  next: { rank: number; suit: 'S' | 'H' | 'D' | 'C' };
  won: boolean;
  multiplier: number;
}

/**
 * Bet records (TRANSBETREPMEM3): the member's real-money rounds as bet orders. Trial accounts
 * play with play money only and have none; the records are off while the site's switch is.
 */
export function createOrderService(db: Database, wallets: WalletService, now: () => Date = () => new Date()) {
  function allowed(session: Session) {
    if (isTrialType(session.type))
      throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
  }

  /** One page of orders in a range (Asia/Manila days), newest first, with the totals of the whole range. */
  async function list(session: Session, input: OrdersQuery): Promise<BetOrderPage> {
    allowed(session);
    const { from, to } = resolveRange(input);
    const [cursorAt, cursorRound] = input.cursor ? (input.cursor.split('~') as [string, string]) : [null, null];
    const filter = `WHERE r.created_at >= $2 AND r.created_at < $3 AND ($4::text IS NULL OR g.game_type = $4)`;
    const page = await db.query<OrderRow>(
      `${ROUNDS} ${filter}
         AND ($5::timestamptz IS NULL OR (r.created_at, r.round_id) < ($5::timestamptz, $6::text))
       ORDER BY r.created_at DESC, r.round_id DESC LIMIT $7`,
      [session.memberId, from, to, input.gameType ?? null, cursorAt, cursorRound, input.pageSize + 1],
    );
    const totals = await db.query<{ count: unknown; bet: unknown; valid: unknown; win: unknown }>(
      `SELECT count(*) AS count, coalesce(sum((r.bet * 100)::bigint), 0) AS bet, coalesce(sum((r.win * 100)::bigint), 0) AS win,
              coalesce(sum((r.bet * 100)::bigint) FILTER (WHERE r.status = 'SETTLED'), 0) AS valid
       FROM (${ROUNDS} ${filter}) r`,
      [session.memberId, from, to, input.gameType ?? null],
    );
    const rows = page.rows.slice(0, input.pageSize);
    const last = rows[rows.length - 1];
    const sum = totals.rows[0]!;
    const bet = Number(sum.bet);
    const win = Number(sum.win);
    return {
      list: rows.map(toOrder),
      nextCursor: page.rows.length > input.pageSize && last ? `${last.at}~${last.round_id}` : null,
      totals: {
        count: Number(sum.count),
        bet: centsText(bet),
        validBet: centsText(Number(sum.valid)),
        win: centsText(win),
        net: centsText(win - bet),
      },
    };
  }

  /** One order with its sub-orders and the round's result; another member's order is not found. */
  async function detail(session: Session, orderNo: string): Promise<BetOrderDetail> {
    allowed(session);
    const { rows } = await db.query<OrderRow>(`${ROUNDS} WHERE r.round_id = $2`, [session.memberId, orderNo]);
    const row = rows[0];
    if (!row) throw new ApiError(404, ORDER_ERRORS.notFound, 'No such bet order');
    if (row.source === 'DRAW') return drawDetail(toOrder(row));
    const table = row.source === 'SLOT' ? 'slot_rounds' : 'hilo_rounds';
    const stored = await db.query<{ result: unknown }>(`SELECT result FROM ${table} WHERE round_id = $1`, [orderNo]);
    const order = toOrder(row);
    if (row.source === 'HILO') {
      const result = parseJson<StoredHiLoResult>(stored.rows[0]!.result);
      return {
        order,
        subOrders: [
          {
            subOrderNo: `${orderNo}-1`,
            kind: 'GUESS',
            line: null,
            symbol: null,
            count: null,
            guess: result.guess,
            odds: result.multiplier,
            pick: null,
            cancellable: false,
            stake: order.bet,
            win: order.win,
            status: 'SETTLED',
          },
        ],
        result: { kind: 'HILO', card: result.card, next: result.next, won: result.won },
      };
    }
    const result = parseJson<StoredSlotResult>(stored.rows[0]!.result);
    // The spin's bet splits evenly over the machine's lines (whole cents); Gem Palace has its own lines.
    const machine = originalOf({ gameId: row.game_id, vassalage: row.vendor }) === 'GEMS' ? GEMS : FRUIT;
    const lineStake = toCents(row.bet) / machine.lines.length;
    const subOrders: SubOrder[] = machine.lines.map((_, index) => {
      const paid = result.lineWins.find((win) => win.line === index + 1);
      return {
        subOrderNo: `${orderNo}-${index + 1}`,
        kind: 'LINE',
        line: index + 1,
        symbol: paid?.symbol ?? null,
        count: paid?.count ?? null,
        guess: null,
        odds: null,
        pick: null,
        cancellable: false,
        stake: centsText(Math.round(lineStake)),
        win: centsText(paid ? toCents(paid.win) : 0),
        status: 'SETTLED',
      };
    });
    return { order, subOrders, result: { kind: 'SLOT', grid: result.grid } };
  }

  /** A draw ticket: each line a sub-order, cancellable while it is open and its draw's tickets have not closed. */
  async function drawDetail(order: BetOrder): Promise<BetOrderDetail> {
    const draw = (
      await db.query<{ draw_no: string; draw_at: unknown; closes_at: unknown; numbers: string | null; settled_at: unknown }>(
        `SELECT d.draw_no, d.draw_at, d.closes_at, d.numbers, d.settled_at FROM draws d JOIN draw_tickets t ON t.draw_no = d.draw_no
          WHERE t.ticket_id = $1`,
        [order.orderNo],
      )
    ).rows[0]!;
    const closesAt = new Date(draw.closes_at as string | Date);
    const takingCancels = !draw.settled_at && closesAt.getTime() > now().getTime();
    const lines = await db.query<{
      sub_order_no: string;
      line_no: number;
      pick: string;
      stake: unknown;
      status: OrderStatus;
      win: unknown;
    }>('SELECT sub_order_no, line_no, pick, stake, status, win FROM draw_lines WHERE ticket_id = $1 ORDER BY line_no', [order.orderNo]);
    return {
      order,
      subOrders: lines.rows.map((line) => ({
        subOrderNo: line.sub_order_no,
        kind: 'PICK',
        line: Number(line.line_no),
        symbol: null,
        count: null,
        guess: null,
        odds: DRAW_RULES.payout,
        pick: line.pick,
        cancellable: takingCancels && line.status === 'OPEN',
        stake: centsText(toCents(line.stake as string)),
        win: centsText(toCents(line.win as string)),
        status: line.status,
      })),
      result: {
        kind: 'DRAW',
        drawNo: draw.draw_no,
        drawAt: new Date(draw.draw_at as string | Date).toISOString(),
        closesAt: closesAt.toISOString(),
        numbers: draw.numbers,
      },
    };
  }

  /**
   * Cancels one open line of a draw ticket before its draw's cut-off and gives its stake back
   * (a REFUND ledger line), once: the line's row is locked, so a second cancel of the same line,
   * at once or later, finds it cancelled and answers the same result without paying again.
   * The draw's row is held (shared) first, so a cancel never crosses the draw's settlement.
   */
  async function cancel(session: Session, subOrderNo: string): Promise<SubOrderCancel> {
    allowed(session);
    return db.transaction(async (tx) => {
      const found = (
        await tx.query<{ ticket_id: string; draw_no: string }>(
          `SELECT t.ticket_id, t.draw_no FROM draw_lines l JOIN draw_tickets t ON t.ticket_id = l.ticket_id
             JOIN wallets w ON w.id = t.wallet_id AND w.kind = 'REAL'
            WHERE l.sub_order_no = $1 AND t.member_id = $2`,
          [subOrderNo, session.memberId],
        )
      ).rows[0];
      if (!found) throw new ApiError(404, ORDER_ERRORS.notFound, 'No such open sub-order');
      const draw = (
        await tx.query<{ closes_at: unknown; settled_at: unknown }>(
          'SELECT closes_at, settled_at FROM draws WHERE draw_no = $1 FOR SHARE',
          [found.draw_no],
        )
      ).rows[0]!;
      const line = (
        await tx.query<{ status: OrderStatus; stake: unknown }>('SELECT status, stake FROM draw_lines WHERE sub_order_no = $1 FOR UPDATE', [
          subOrderNo,
        ])
      ).rows[0]!;
      const stakeCents = toCents(line.stake as string);
      const wallet = await wallets.lock(tx, session.memberId, 'REAL');
      const answer = (balanceCents: number): SubOrderCancel => ({
        subOrderNo,
        status: 'CANCELLED',
        refund: centsText(stakeCents),
        balance: centsText(balanceCents),
      });
      if (line.status === 'CANCELLED') return answer(wallet.balanceCents);
      if (line.status === 'SETTLED' || draw.settled_at) throw new ApiError(409, ORDER_ERRORS.settled, 'This line is settled already');
      if (new Date(draw.closes_at as string | Date).getTime() <= now().getTime()) {
        throw new ApiError(409, ORDER_ERRORS.closed, 'Tickets for this draw have closed; the line waits for the draw');
      }
      const balance = await wallets.post(tx, wallet, [
        // The ledger keeps one line of a kind per round: a refund is the sub-order's own.
        { kind: 'REFUND', amountCents: stakeCents, roundId: subOrderNo, idemKey: `draw:${subOrderNo}:REFUND` },
      ]);
      await tx.query(`UPDATE draw_lines SET status = 'CANCELLED', closed_at = now() WHERE sub_order_no = $1`, [subOrderNo]);
      await tx.query(
        `UPDATE draw_tickets t SET bet = t.bet - $2,
                status = CASE WHEN EXISTS (SELECT 1 FROM draw_lines l WHERE l.ticket_id = t.ticket_id AND l.status = 'OPEN') THEN 'OPEN' ELSE 'CANCELLED' END
          WHERE t.ticket_id = $1`,
        [found.ticket_id, centsText(stakeCents)],
      );
      return answer(balance);
    });
  }

  return { list, detail, cancel };
}

export type OrderService = ReturnType<typeof createOrderService>;
