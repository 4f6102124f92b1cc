import { ERROR_CODES } from '../../../../contract/errors';
import { LOBBY_ERROR_CODES } from '../../../../contract/lobby';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { ProtectionService } from '../protection';
import type { LedgerLine, LockedWallet, WalletKind, WalletService } from '../wallet';
import { fromCents } from '../wallet/money';

/** Postgres answers 23505 when a unique key is taken (here: a round id another member already used). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** A stored JSON column as the driver hands it: parsed by PostgreSQL's driver, text from the embedded one. */
export const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export interface RoundSteps<Answer> {
  /** What the player's id names: a spin's or a guess's "round", the draw's "ticket". */
  noun: 'round' | 'ticket';
  walletKind: WalletKind;
  betCents: number;
  /** Locks taken before the wallet's (the draw's row): locks always go draw first, then wallet. */
  lockFirst?: (tx: Queryable) => Promise<void>;
  /** Who played the round's id (the client's choice) before and how to answer it again; null for an id never seen. */
  seen: (tx: Queryable, wallet: LockedWallet) => Promise<{ memberId: number; answer: () => Promise<Answer> } | null>;
  /** The game's own refusals, before player protection and the balance are asked (a guess no card can win, a closed draw). */
  check?: (tx: Queryable) => Promise<void>;
  /** Plays the round once the bet is allowed and covered: moves the money and stores the round. */
  play: (tx: Queryable, wallet: LockedWallet) => Promise<Answer>;
}

/** The bet of a round and, when it won, the win: one ledger line of each kind per round. */
export function betAndWin(prefix: 'round' | 'draw', roundId: string, betCents: number, winCents = 0): LedgerLine[] {
  return [
    { kind: 'BET', amountCents: -betCents, roundId, idemKey: `${prefix}:${roundId}:BET` },
    ...(winCents > 0 ? [{ kind: 'WIN' as const, amountCents: winCents, roundId, idemKey: `${prefix}:${roundId}:WIN` }] : []),
  ];
}

/**
 * A round of an in-house game (a spin, a Hi-Lo guess, a draw ticket), once by its id, in one
 * transaction: lock the wallet, answer an id seen before with what it answered (another
 * member's id is a conflict), refuse what the game, player protection or the balance refuses,
 * then play. Two copies of one request queue on the wallet's lock, so only one plays.
 */
export function createRounds(db: Database, wallets: WalletService, protection: Pick<ProtectionService, 'assertCanBet'>) {
  return async function playOnce<Answer>(session: Session, steps: RoundSteps<Answer>): Promise<Answer> {
    const conflict = () => new ApiError(409, LOBBY_ERROR_CODES.roundConflict, `This ${steps.noun} id is already used`);
    try {
      return await db.transaction(async (tx) => {
        await steps.lockFirst?.(tx);
        const wallet = await wallets.lock(tx, session.memberId, steps.walletKind);
        const previous = await steps.seen(tx, wallet);
        if (previous) {
          if (previous.memberId !== session.memberId) throw conflict();
          return await previous.answer();
        }
        await steps.check?.(tx);
        await protection.assertCanBet(tx, session, { cents: steps.betCents, realMoney: steps.walletKind === 'REAL' });
        if (wallet.balanceCents < steps.betCents) {
          throw new ApiError(
            400,
            ERROR_CODES.insufficientBalance,
            `Your balance is too low for this ${steps.noun === 'ticket' ? 'ticket' : 'bet'}`,
            {
              balance: fromCents(wallet.balanceCents),
            },
          );
        }
        return await steps.play(tx, wallet);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  };
}
