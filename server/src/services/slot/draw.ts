import { randomInt } from 'node:crypto';
import { DRAW_ERROR_CODES, DRAW_RULES, DRAW_STAKES } from '../../../../contract/draw';
import { LOBBY_ERROR_CODES, type DrawState, type DrawTicket } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { gameIconUrl, primaryCdn } from '../catalogue/rows';
import type { ProtectionService } from '../protection';
import type { LockedWallet, WalletKind, WalletService } from '../wallet';
import { fromCents, toCents } from '../wallet/money';
import { launchOf, type LaunchRow } from '.';
import { originalOf } from './originals';
import { betAndWin, createRounds } from './round';

const MINUTE = 60_000;
const MANILA_OFFSET_MS = 8 * 60 * MINUTE;
const EVERY_MS = DRAW_RULES.everyMinutes * MINUTE;

export interface Draw {
  drawNo: string;
  drawAt: Date;
  closesAt: Date;
}

/** A draw's number is its time in Asia/Manila (UTC+8, no daylight saving): YYYYMMDD-HHMM. */
export function drawOf(drawAt: Date): Draw {
  const local = new Date(drawAt.getTime() + MANILA_OFFSET_MS).toISOString();
  const drawNo = `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}-${local.slice(11, 13)}${local.slice(14, 16)}`;
  return { drawNo, drawAt, closesAt: new Date(drawAt.getTime() - DRAW_RULES.cutoffSeconds * 1000) };
}

/** The draw a number names, or null when no draw is held at that time (draws fall on every fifth minute). */
export function drawByNo(drawNo: string): Draw | null {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(drawNo);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(year, month - 1, day, hour, minute) - MANILA_OFFSET_MS;
  if (!Number.isFinite(at) || at % EVERY_MS !== 0) return null;
  const draw = drawOf(new Date(at));
  return draw.drawNo === drawNo ? draw : null;
}

/** The next draws still taking tickets at `now`, soonest first. */
export function upcomingDraws(now: Date, count: number = DRAW_RULES.upcomingDraws): Draw[] {
  const draws: Draw[] = [];
  let at = Math.ceil((now.getTime() + 1) / EVERY_MS) * EVERY_MS;
  while (draws.length < count) {
    const draw = drawOf(new Date(at));
    if (draw.closesAt.getTime() > now.getTime()) draws.push(draw);
    at += EVERY_MS;
  }
  return draws;
}

const drawnNumbers = () => String(randomInt(1000)).padStart(3, '0');
const drawClosed = () => new ApiError(409, DRAW_ERROR_CODES.drawClosed, 'This draw takes no more tickets; choose a later draw');
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function ensureDraw(launch: LaunchRow): void {
  if (originalOf({ gameId: launch.game_id, vassalage: launch.vendor }) !== 'DRAW') {
    throw new ApiError(404, LOBBY_ERROR_CODES.wrongGame, 'This launch is not of the draw');
  }
}

/**
 * Tala 3D. Every money step follows the platform's ledger rules: a ticket is one transaction
 * that locks the draw's row (shared) and then the wallet, answers a ticket id seen before with
 * the ticket bought, refuses a closed draw, a bet player protection stops or the balance cannot
 * cover, and writes one BET line for all its lines. A draw is settled in one transaction that
 * locks its row exclusively, so tickets and cancellations of that draw wait for it and a second
 * run finds it settled. Locks are always taken draw first, then line, then wallet.
 */
export function createDrawService(
  db: Database,
  config: ServerConfig,
  wallets: WalletService,
  protection: Pick<ProtectionService, 'assertCanBet'>,
  now: () => Date = () => new Date(),
) {
  const playOnce = createRounds(db, wallets, protection);

  async function ticketOf(q: Queryable, ticketId: string, balanceCents: number, playMoney: boolean): Promise<DrawTicket> {
    const { rows } = await q.query<{ draw_no: string; draw_at: unknown; closes_at: unknown; created_at: unknown }>(
      `SELECT t.draw_no, d.draw_at, d.closes_at, t.created_at FROM draw_tickets t JOIN draws d ON d.draw_no = t.draw_no WHERE t.ticket_id = $1`,
      [ticketId],
    );
    const ticket = rows[0]!;
    const lines = await q.query<{ sub_order_no: string; pick: string; stake: unknown }>(
      'SELECT sub_order_no, pick, stake FROM draw_lines WHERE ticket_id = $1 ORDER BY line_no',
      [ticketId],
    );
    const stakes = lines.rows.map((line) => toCents(line.stake as string));
    return {
      ticketId,
      drawNo: ticket.draw_no,
      drawAt: iso(ticket.draw_at),
      closesAt: iso(ticket.closes_at),
      lines: lines.rows.map((line, index) => ({ subOrderNo: line.sub_order_no, pick: line.pick, stake: fromCents(stakes[index]!) })),
      bet: fromCents(stakes.reduce((sum, stake) => sum + stake, 0)),
      balance: fromCents(balanceCents),
      playMoney,
      createdAt: iso(ticket.created_at),
    };
  }

  async function buy(
    session: Session,
    input: { launch: string; ticketId: string; drawNo: string; lines: { pick: string; stake: number }[] },
  ): Promise<DrawTicket> {
    const launch = await launchOf(db, session, input.launch);
    ensureDraw(launch);
    const stakes = input.lines.map((line) => toCents(line.stake));
    if (stakes.some((stake) => !DRAW_STAKES.some((allowed) => toCents(allowed) === stake))) {
      throw new ApiError(400, LOBBY_ERROR_CODES.betInvalid, `Each stake must be one of ${DRAW_STAKES.join(', ')}`);
    }
    const draw = drawByNo(input.drawNo);
    if (!draw) throw new ApiError(400, DRAW_ERROR_CODES.drawClosed, 'No draw is held at that time');
    const totalCents = stakes.reduce((sum, stake) => sum + stake, 0);
    const playMoney = launch.wallet_kind === 'PLAY';
    // Whether the draw was settled, read as its row is locked (before the wallet's).
    let settled = false;
    return playOnce(session, {
      noun: 'ticket',
      walletKind: launch.wallet_kind,
      betCents: totalCents,
      async lockFirst(tx) {
        await tx.query(
          'INSERT INTO draws (draw_no, node_id, draw_at, closes_at) VALUES ($1, $2, $3, $4) ON CONFLICT (draw_no) DO NOTHING',
          [draw.drawNo, launch.node_id, draw.drawAt.toISOString(), draw.closesAt.toISOString()],
        );
        const held = await tx.query<{ settled_at: unknown }>('SELECT settled_at FROM draws WHERE draw_no = $1 FOR SHARE', [draw.drawNo]);
        settled = Boolean(held.rows[0]?.settled_at);
      },
      async seen(tx, wallet) {
        const { rows } = await tx.query<{ member_id: string }>(
          'SELECT member_id::text AS member_id FROM draw_tickets WHERE ticket_id = $1',
          [input.ticketId],
        );
        const previous = rows[0];
        return previous
          ? { memberId: Number(previous.member_id), answer: () => ticketOf(tx, input.ticketId, wallet.balanceCents, playMoney) }
          : null;
      },
      async check() {
        const open = upcomingDraws(now()).some((next) => next.drawNo === draw.drawNo);
        if (!open || settled) throw drawClosed();
      },
      async play(tx, wallet) {
        const balance = await wallets.post(tx, wallet, betAndWin('draw', input.ticketId, totalCents));
        await tx.query(
          `INSERT INTO draw_tickets (ticket_id, member_id, wallet_id, node_id, launch_token, draw_no, bet) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [input.ticketId, session.memberId, wallet.id, launch.node_id, launch.token, draw.drawNo, fromCents(totalCents)],
        );
        for (const [index, line] of input.lines.entries()) {
          await tx.query('INSERT INTO draw_lines (sub_order_no, ticket_id, line_no, pick, stake) VALUES ($1, $2, $3, $4, $5)', [
            `${input.ticketId}-${index + 1}`,
            input.ticketId,
            index + 1,
            line.pick,
            fromCents(stakes[index]!),
          ]);
        }
        return await ticketOf(tx, input.ticketId, balance, playMoney);
      },
    });
  }

  /**
   * Draws one draw and settles its open lines: a line whose pick equals the numbers wins its
   * stake times the payout, credited to the ticket's wallet. Answers null for a draw nobody
   * bought a ticket for; a draw settled before keeps its numbers and pays nothing again.
   */
  async function settle(drawNo: string, chosen?: string): Promise<{ drawNo: string; numbers: string; winners: number } | null> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ numbers: string | null; settled_at: unknown }>(
        'SELECT numbers, settled_at FROM draws WHERE draw_no = $1 FOR UPDATE',
        [drawNo],
      );
      const draw = rows[0];
      if (!draw) return null;
      if (draw.settled_at) return { drawNo, numbers: draw.numbers ?? '', winners: 0 };
      const numbers = chosen ?? drawnNumbers();
      const winners = await tx.query<{ sub_order_no: string; ticket_id: string; stake: unknown; member_id: string; kind: WalletKind }>(
        `SELECT l.sub_order_no, l.ticket_id, l.stake, t.member_id::text AS member_id, w.kind
           FROM draw_lines l JOIN draw_tickets t ON t.ticket_id = l.ticket_id JOIN wallets w ON w.id = t.wallet_id
          WHERE t.draw_no = $1 AND l.status = 'OPEN' AND l.pick = $2
          ORDER BY t.member_id, w.kind, l.sub_order_no`,
        [drawNo, numbers],
      );
      // Wallets are locked in member order, each once, so two settlements can never wait on each other.
      const locked = new Map<string, LockedWallet>();
      for (const line of winners.rows) {
        const key = `${line.member_id}:${line.kind}`;
        const wallet = locked.get(key) ?? (await wallets.lock(tx, Number(line.member_id), line.kind));
        locked.set(key, wallet);
        await wallets.post(tx, wallet, [
          {
            kind: 'WIN',
            amountCents: toCents(line.stake as string) * DRAW_RULES.payout,
            // One ledger line of a kind per round: each winning line is paid as its own sub-order.
            roundId: line.sub_order_no,
            idemKey: `draw:${line.sub_order_no}:WIN`,
          },
        ]);
      }
      await tx.query(
        `UPDATE draw_lines SET status = 'SETTLED', closed_at = now(), win = CASE WHEN pick = $2 THEN stake * $3 ELSE 0 END
          WHERE status = 'OPEN' AND ticket_id IN (SELECT ticket_id FROM draw_tickets WHERE draw_no = $1)`,
        [drawNo, numbers, DRAW_RULES.payout],
      );
      await tx.query(
        `UPDATE draw_tickets t SET status = CASE WHEN t.status = 'OPEN' THEN 'SETTLED' ELSE t.status END,
                win = (SELECT coalesce(sum(l.win), 0) FROM draw_lines l WHERE l.ticket_id = t.ticket_id)
          WHERE t.draw_no = $1`,
        [drawNo],
      );
      await tx.query('UPDATE draws SET numbers = $2, settled_at = now() WHERE draw_no = $1', [drawNo, numbers]);
      return { drawNo, numbers, winners: winners.rows.length };
    });
  }

  return {
    buy,
    settle,

    /** Settles every draw whose time has come: the schedule calls this. Answers the draws settled. */
    async runDue(): Promise<number> {
      const { rows } = await db.query<{ draw_no: string }>(
        'SELECT draw_no FROM draws WHERE settled_at IS NULL AND draw_at <= $1 ORDER BY draw_at',
        [now().toISOString()],
      );
      let settled = 0;
      for (const row of rows) if (await settle(row.draw_no)) settled += 1;
      return settled;
    },

    /** Draws the soonest draw that sold tickets now, before its time (development tools); null when none waits. */
    async runNext(numbers?: string) {
      const { rows } = await db.query<{ draw_no: string }>('SELECT draw_no FROM draws WHERE settled_at IS NULL ORDER BY draw_at LIMIT 1');
      return rows[0] ? settle(rows[0].draw_no, numbers) : null;
    },

    async state(session: Session, token: string): Promise<DrawState> {
      const launch = await launchOf(db, session, token);
      ensureDraw(launch);
      const wallet = await wallets.balanceOf(session.memberId, launch.wallet_kind);
      const results = await db.query<{ draw_no: string; draw_at: unknown; numbers: string }>(
        'SELECT draw_no, draw_at, numbers FROM draws WHERE settled_at IS NOT NULL ORDER BY draw_at DESC LIMIT 5',
      );
      return {
        game: {
          nodeId: launch.node_id,
          gameId: launch.game_id,
          gameName: launch.game_name,
          iconUrl: gameIconUrl(primaryCdn(config.imageCDNs), launch.game_id),
          vendorName: launch.vendor_name,
        },
        freePlay: launch.free_play,
        playMoney: launch.wallet_kind === 'PLAY',
        balance: wallet.sumBalance,
        currency: wallet.currency,
        stakes: [...DRAW_STAKES],
        payout: DRAW_RULES.payout,
        maxLines: DRAW_RULES.maxLines,
        draws: upcomingDraws(now()).map((draw) => ({
          drawNo: draw.drawNo,
          drawAt: draw.drawAt.toISOString(),
          closesAt: draw.closesAt.toISOString(),
        })),
        results: results.rows.map((row) => ({ drawNo: row.draw_no, drawAt: iso(row.draw_at), numbers: row.numbers })),
      };
    },
  };
}

export type DrawService = ReturnType<typeof createDrawService>;

/** Settles due draws every `seconds` (0 is off); the timer never holds the process open. */
export function startDrawSchedule(draws: DrawService, seconds: number, log: (error: unknown) => void): () => void {
  if (seconds <= 0) return () => {};
  const every = setInterval(() => void draws.runDue().catch(log), seconds * 1000);
  every.unref();
  return () => clearInterval(every);
}
