import { randomInt } from 'node:crypto';
import { LOBBY_ERROR_CODES, type SlotRound, type SlotState } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { gameIconUrl, primaryCdn } from '../catalogue/rows';
import type { ProtectionService } from '../protection';
import type { WalletKind, WalletService } from '../wallet';
import { fromCents, toCents } from '../wallet/money';
import { evaluateOn, publishedRtp, type SlotMachine, type Stops } from './machine';
import { originalOf, SLOT_MACHINES } from './originals';
import { betAndWin, createRounds, parseJson } from './round';

export interface LaunchRow {
  token: string;
  node_id: string;
  wallet_kind: WalletKind;
  free_play: boolean;
  game_id: string;
  game_name: string;
  vendor: string;
  vendor_name: string;
}

interface RoundRow {
  round_id: string;
  member_id: string;
  result: unknown;
}

/** The launch a member plays under, with its game; a launch of another member or one that has ended is 404. */
export async function launchOf(q: Queryable, session: Session, token: string): Promise<LaunchRow> {
  const { rows } = await q.query<LaunchRow>(
    `SELECT l.token, l.node_id::text AS node_id, l.wallet_kind, l.free_play, g.game_id, g.game_name, g.vendor,
            v.display_name AS vendor_name
       FROM game_launches l JOIN games g ON g.node_id = l.node_id JOIN vendors v ON v.code = g.vendor
      WHERE l.token = $1 AND l.member_id = $2 AND l.expires_at > now()`,
    [token, session.memberId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, LOBBY_ERROR_CODES.launchExpired, 'This game session has ended; open the game again');
  return row;
}

/** The slot machine a launch plays, or 404 when the launched game is not one of the in-house slots. */
function machineOf(launch: LaunchRow): SlotMachine {
  const original = originalOf({ gameId: launch.game_id, vassalage: launch.vendor });
  if (original === null || original === 'HILO' || original === 'DRAW')
    throw new ApiError(404, LOBBY_ERROR_CODES.wrongGame, 'This launch is not of a slot');
  return SLOT_MACHINES[original];
}

/**
 * The in-house slots (Tala Fruits and Gem Palace). A spin is one transaction: lock the wallet,
 * answer the stored round when its id was seen before, refuse a bet the balance cannot
 * cover, then write the bet and the win to the ledger, the balance and the round.
 */
export function createSlotService(
  db: Database,
  config: ServerConfig,
  wallets: WalletService,
  protection: Pick<ProtectionService, 'assertCanBet'>,
) {
  const playOnce = createRounds(db, wallets, protection);

  async function spin(session: Session, input: { launch: string; roundId: string; bet: number }): Promise<SlotRound> {
    const betCents = toCents(input.bet);
    const launch = await launchOf(db, session, input.launch);
    const machine = machineOf(launch);
    if (!machine.bets.some((bet) => toCents(bet) === betCents)) {
      throw new ApiError(400, LOBBY_ERROR_CODES.betInvalid, `Bet must be one of ${machine.bets.join(', ')}`);
    }
    return playOnce(session, {
      noun: 'round',
      walletKind: launch.wallet_kind,
      betCents,
      async seen(tx) {
        const { rows } = await tx.query<RoundRow>(
          'SELECT round_id, member_id::text AS member_id, result FROM slot_rounds WHERE round_id = $1',
          [input.roundId],
        );
        const previous = rows[0];
        return previous ? { memberId: Number(previous.member_id), answer: async () => toRound(previous.result) } : null;
      },
      async play(tx, wallet) {
        const stops = machine.strips.map((strip) => randomInt(strip.length)) as unknown as Stops;
        const { grid, lineWins } = evaluateOn(machine, stops);
        const lineBetCents = betCents / machine.lines.length;
        const winCents = lineWins.reduce((sum, win) => sum + win.multiplier * lineBetCents, 0);
        const balance = await wallets.post(tx, wallet, betAndWin('round', input.roundId, betCents, winCents));
        const round: SlotRound = {
          roundId: input.roundId,
          grid,
          lineWins: lineWins.map((win) => ({
            line: win.line,
            symbol: win.symbol,
            count: win.count,
            win: fromCents(win.multiplier * lineBetCents),
          })),
          bet: fromCents(betCents),
          win: fromCents(winCents),
          net: fromCents(winCents - betCents),
          balance: fromCents(balance),
          playMoney: launch.wallet_kind === 'PLAY',
          createdAt: new Date().toISOString(),
        };
        await tx.query(
          `INSERT INTO slot_rounds (round_id, member_id, wallet_id, node_id, launch_token, bet, win, balance_after, result)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            input.roundId,
            session.memberId,
            wallet.id,
            launch.node_id,
            launch.token,
            round.bet,
            round.win,
            round.balance,
            JSON.stringify({ ...round, stops }),
          ],
        );
        return round;
      },
    });
  }

  return {
    spin,

    async state(session: Session, token: string): Promise<SlotState> {
      const launch = await launchOf(db, session, token);
      const machine = machineOf(launch);
      const wallet = await wallets.balanceOf(session.memberId, launch.wallet_kind);
      const last = await db.query<RoundRow>(
        `SELECT round_id, member_id::text AS member_id, result FROM slot_rounds
          WHERE member_id = $1 AND node_id = $2 ORDER BY created_at DESC, round_id LIMIT 1`,
        [session.memberId, launch.node_id],
      );
      const lastRound = last.rows[0] ? toRound(last.rows[0].result) : null;
      return {
        game: {
          nodeId: launch.node_id,
          gameId: launch.game_id,
          gameName: launch.game_name,
          iconUrl: gameIconUrl(primaryCdn(config.imageCDNs), launch.game_id),
          vendorName: launch.vendor_name,
        },
        machine: machine.id,
        freePlay: launch.free_play,
        playMoney: launch.wallet_kind === 'PLAY',
        balance: wallet.sumBalance,
        currency: wallet.currency,
        bets: [...machine.bets],
        lines: machine.lines.map((line) => [...line]),
        paytable: machine.paytable.map((entry) => ({ ...entry })),
        rtp: publishedRtp(machine),
        lastRound,
      };
    },

    /** The member's rounds, newest first: the bet history. */
    async rounds(session: Session, options: { pageNo: number; pageSize: number }) {
      const counted = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM slot_rounds WHERE member_id = $1', [session.memberId]);
      const totalCount = Number(counted.rows[0]?.n ?? 0);
      const { rows } = await db.query<RoundRow & { node_id: string; game_name: string }>(
        `SELECT r.round_id, r.member_id::text AS member_id, r.result, r.node_id::text AS node_id, g.game_name
           FROM slot_rounds r JOIN games g ON g.node_id = r.node_id
          WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.round_id LIMIT $2 OFFSET $3`,
        [session.memberId, options.pageSize, (options.pageNo - 1) * options.pageSize],
      );
      return {
        list: rows.map((row) => ({ ...toRound(row.result), gameName: row.game_name, nodeId: row.node_id })),
        pageNum: options.pageNo,
        totalPages: Math.ceil(totalCount / options.pageSize),
        totalCount,
      };
    },
  };
}

/** A stored round as answered (the stored copy also keeps the reel stops, for audit). */
function toRound(result: unknown): SlotRound {
  const stored = parseJson<SlotRound & { stops?: unknown }>(result);
  const { stops: _stops, ...round } = stored;
  return round;
}

export type SlotService = ReturnType<typeof createSlotService>;
