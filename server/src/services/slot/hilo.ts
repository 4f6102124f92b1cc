import { randomInt } from 'node:crypto';
import { LOBBY_ERROR_CODES, type HiLoGuess, type HiLoRound, type HiLoState, type PlayingCard } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { gameIconUrl, primaryCdn } from '../catalogue/rows';
import type { ProtectionService } from '../protection';
import type { WalletService } from '../wallet';
import { fromCents, toCents } from '../wallet/money';
import { launchOf, type LaunchRow } from '.';
import { originalOf } from './originals';
import { betAndWin, createRounds, parseJson } from './round';

/**
 * Hi-Lo, the in-house card game: a card is on the table; the player bets that the next
 * card (drawn from a full deck, so any of the 52 again) ranks higher or lower. A tie
 * loses. Each guess pays its fair odds times the return to player, cut to the cent, so
 * every guess on every card returns at most RTP.
 */
export const HILO_RTP = 0.96;
export const HILO_BETS: readonly number[] = [1, 2, 5, 10, 20, 50, 100];
const SUITS = ['S', 'H', 'D', 'C'] as const;

export const cardOf = (code: number): PlayingCard => ({ rank: (code % 13) + 1, suit: SUITS[Math.floor(code / 13)]! });

/** Ranks that win a guess on a card of `rank` (ace 1 is lowest, king 13 highest). */
export const winningRanks = (rank: number, guess: HiLoGuess) => (guess === 'HIGHER' ? 13 - rank : rank - 1);

/** What a guess pays as a multiple of the bet, two decimals, cut down; 0 when it cannot win. */
export function multiplierOf(rank: number, guess: HiLoGuess): number {
  const ways = winningRanks(rank, guess);
  return ways === 0 ? 0 : Math.floor(((HILO_RTP * 13) / ways) * 100) / 100;
}

const oddsOf = (card: PlayingCard) => ({ higher: multiplierOf(card.rank, 'HIGHER'), lower: multiplierOf(card.rank, 'LOWER') });

interface StoredRound {
  member_id: string;
  result: unknown;
}

function ensureHiLo(launch: LaunchRow): void {
  if (originalOf({ gameId: launch.game_id, vassalage: launch.vendor }) !== 'HILO') {
    throw new ApiError(404, LOBBY_ERROR_CODES.wrongGame, 'This launch is not of Hi-Lo');
  }
}

/**
 * Rounds follow the money rules of the slots: one transaction that locks the wallet,
 * answers a round id seen before with the stored round, refuses a bet the balance cannot
 * cover, writes the bet and the win to the ledger, and moves the table to the drawn card.
 */
export function createHiLoService(
  db: Database,
  config: ServerConfig,
  wallets: WalletService,
  protection: Pick<ProtectionService, 'assertCanBet'>,
) {
  /** The card on the table for a launch; the first look deals one. */
  async function tableCard(q: Queryable, token: string, lock = false): Promise<number> {
    const read = async () =>
      (
        await q.query<{ hilo_card: number | null }>(`SELECT hilo_card FROM game_launches WHERE token = $1${lock ? ' FOR UPDATE' : ''}`, [
          token,
        ])
      ).rows[0]?.hilo_card ?? null;
    const card = await read();
    if (card !== null) return Number(card);
    await q.query('UPDATE game_launches SET hilo_card = $2 WHERE token = $1 AND hilo_card IS NULL', [token, randomInt(52)]);
    return Number(await read());
  }

  const playOnce = createRounds(db, wallets, protection);

  async function play(session: Session, input: { launch: string; roundId: string; bet: number; guess: HiLoGuess }): Promise<HiLoRound> {
    const betCents = toCents(input.bet);
    const launch = await launchOf(db, session, input.launch);
    ensureHiLo(launch);
    if (!HILO_BETS.some((bet) => toCents(bet) === betCents)) {
      throw new ApiError(400, LOBBY_ERROR_CODES.betInvalid, `Bet must be one of ${HILO_BETS.join(', ')}`);
    }
    // The card on the table, read (and locked) once the wallet is: the guess is checked against it before any money moves.
    let card: PlayingCard | undefined;
    let multiplier = 0;
    return playOnce(session, {
      noun: 'round',
      walletKind: launch.wallet_kind,
      betCents,
      async seen(tx) {
        const { rows } = await tx.query<StoredRound>('SELECT member_id::text AS member_id, result FROM hilo_rounds WHERE round_id = $1', [
          input.roundId,
        ]);
        const previous = rows[0];
        return previous ? { memberId: Number(previous.member_id), answer: async () => parseJson<HiLoRound>(previous.result) } : null;
      },
      async check(tx) {
        card = cardOf(await tableCard(tx, launch.token, true));
        multiplier = multiplierOf(card.rank, input.guess);
        if (multiplier === 0) {
          throw new ApiError(400, LOBBY_ERROR_CODES.guessInvalid, `No card ranks ${input.guess === 'HIGHER' ? 'above' : 'below'} this one`);
        }
      },
      async play(tx, wallet) {
        if (!card) throw new Error('the table card is read before a guess is played');
        const drawn = randomInt(52);
        const next = cardOf(drawn);
        const won = input.guess === 'HIGHER' ? next.rank > card.rank : next.rank < card.rank;
        // In whole cents: the multiplier has two decimals, so a product in hundredths, cut down.
        const winCents = won ? Math.floor((betCents * Math.round(multiplier * 100)) / 100) : 0;
        const balance = await wallets.post(tx, wallet, betAndWin('round', input.roundId, betCents, winCents));
        await tx.query('UPDATE game_launches SET hilo_card = $2 WHERE token = $1', [launch.token, drawn]);
        const round: HiLoRound = {
          roundId: input.roundId,
          guess: input.guess,
          card,
          next,
          won,
          multiplier,
          bet: fromCents(betCents),
          win: fromCents(winCents),
          net: fromCents(winCents - betCents),
          balance: fromCents(balance),
          playMoney: launch.wallet_kind === 'PLAY',
          nextOdds: oddsOf(next),
          createdAt: new Date().toISOString(),
        };
        await tx.query(
          `INSERT INTO hilo_rounds (round_id, member_id, wallet_id, node_id, launch_token, bet, win, balance_after, result)
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
            JSON.stringify(round),
          ],
        );
        return round;
      },
    });
  }

  return {
    play,

    async state(session: Session, token: string): Promise<HiLoState> {
      const launch = await launchOf(db, session, token);
      ensureHiLo(launch);
      const card = cardOf(await tableCard(db, launch.token));
      const wallet = await wallets.balanceOf(session.memberId, launch.wallet_kind);
      const last = await db.query<StoredRound>(
        `SELECT member_id::text AS member_id, result FROM hilo_rounds
          WHERE member_id = $1 AND launch_token = $2 ORDER BY created_at DESC, round_id LIMIT 1`,
        [session.memberId, launch.token],
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
        bets: [...HILO_BETS],
        card,
        odds: oddsOf(card),
        rtp: HILO_RTP,
        lastRound: last.rows[0] ? parseJson<HiLoRound>(last.rows[0].result) : null,
      };
    },
  };
}

export type HiLoService = ReturnType<typeof createHiLoService>;
