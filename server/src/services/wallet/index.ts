import { TRIAL_TYPE } from '../../../../contract/account';
import type { LedgerEntry, Wallet } from '../../../../contract/wallet';
import { type LEDGER_KINDS } from '../../../../contract/wallet';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import type { Session } from '../../http/context';
import { centsText, fromCents, toCents } from './money';

/** REAL money, or PLAY money (trial accounts and free play). */
export type WalletKind = 'REAL' | 'PLAY';

/** A wallet row locked for the rest of the caller's transaction. */
export interface LockedWallet {
  id: number;
  memberId: number;
  kind: WalletKind;
  currency: string;
  balanceCents: number;
}

export interface LedgerLine {
  kind: (typeof LEDGER_KINDS)[number];
  amountCents: number;
  roundId: string | null;
  /** Unique per wallet: the same key twice is the same movement, refused by the database. */
  idemKey: string;
}

/** The wallet a member's balance shows: trial accounts only ever hold play money. */
export const headerWalletKind = (session: Pick<Session, 'type'>): WalletKind => (session.type === TRIAL_TYPE ? 'PLAY' : 'REAL');

/**
 * Wallets and their append-only ledger. A balance only changes together with the ledger
 * lines that explain it, in the caller's transaction, with the wallet row locked
 * (SELECT … FOR UPDATE), so concurrent rounds on one wallet queue up instead of racing.
 */
export function createWalletService(db: Database, config: ServerConfig) {
  /**
   * Locks the member's wallet of this kind, opening it first when it does not exist yet:
   * a new wallet starts with the operator's demo credit, written to the ledger with it.
   */
  async function lock(tx: Queryable, memberId: number, kind: WalletKind): Promise<LockedWallet> {
    const locked = await selectForUpdate(tx, memberId, kind);
    if (locked) return locked;
    const credit = toCents(config.demoCredit);
    // Two first calls may race here: ON CONFLICT lets the second wait for the first and then find its row.
    const opened = await tx.query<{ id: string }>(
      `INSERT INTO wallets (member_id, kind, currency, balance) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, kind) DO NOTHING RETURNING id`,
      [memberId, kind, config.currency.code, centsText(credit)],
    );
    const openedId = opened.rows[0]?.id;
    if (openedId !== undefined && credit > 0) {
      await tx.query(
        `INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key) VALUES ($1, 'DEMO_CREDIT', $2, $2, NULL, 'demo-credit')`,
        [openedId, centsText(credit)],
      );
    }
    const wallet = await selectForUpdate(tx, memberId, kind);
    if (!wallet) throw new Error('wallet missing right after it was opened');
    return wallet;
  }

  async function selectForUpdate(tx: Queryable, memberId: number, kind: WalletKind): Promise<LockedWallet | null> {
    const { rows } = await tx.query<{ id: string; currency: string; balance: string | number }>(
      'SELECT id, currency, balance FROM wallets WHERE member_id = $1 AND kind = $2 FOR UPDATE',
      [memberId, kind],
    );
    const row = rows[0];
    return row ? { id: Number(row.id), memberId, kind, currency: row.currency, balanceCents: toCents(row.balance) } : null;
  }

  /**
   * Appends ledger lines to a locked wallet and sets its balance to match. Throws before
   * writing anything if the balance would go below zero at any line.
   */
  async function post(tx: Queryable, wallet: LockedWallet, lines: LedgerLine[]): Promise<number> {
    let balance = wallet.balanceCents;
    for (const line of lines) {
      balance += line.amountCents;
      if (balance < 0) throw new Error('ledger line would take the balance below zero');
    }
    balance = wallet.balanceCents;
    for (const line of lines) {
      balance += line.amountCents;
      await tx.query('INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key) VALUES ($1, $2, $3, $4, $5, $6)', [
        wallet.id,
        line.kind,
        centsText(line.amountCents),
        centsText(balance),
        line.roundId,
        line.idemKey,
      ]);
    }
    await tx.query('UPDATE wallets SET balance = $2, updated_at = now() WHERE id = $1', [wallet.id, centsText(balance)]);
    wallet.balanceCents = balance;
    return balance;
  }

  async function balanceOf(memberId: number, kind: WalletKind): Promise<Wallet> {
    const read = await db.query<{ currency: string; balance: string | number }>(
      'SELECT currency, balance FROM wallets WHERE member_id = $1 AND kind = $2',
      [memberId, kind],
    );
    const row = read.rows[0];
    if (row) return { sumBalance: fromCents(toCents(row.balance)), currency: row.currency, playMoney: kind === 'PLAY' };
    const wallet = await db.transaction((tx) => lock(tx, memberId, kind));
    return { sumBalance: fromCents(wallet.balanceCents), currency: wallet.currency, playMoney: kind === 'PLAY' };
  }

  return {
    lock,
    post,
    balanceOf,

    /** The balance the header shows. */
    balance: (session: Session) => balanceOf(session.memberId, headerWalletKind(session)),

    /**
     * Opens a new member's wallet with the demo credit inside the transaction creating the
     * member. A wallet is also opened on first use, so members created before this runs
     * (or while it was not registered) get the same credit.
     */
    onMemberCreated: async (tx: Queryable, member: { id: number; type: number; trial: boolean }): Promise<void> => {
      await lock(tx, member.id, member.trial ? 'PLAY' : headerWalletKind(member));
    },

    async ledger(
      session: Session,
      options: { pageNo: number; pageSize: number; playMoney: boolean },
    ): Promise<{ list: LedgerEntry[]; pageNum: number; totalPages: number; totalCount: number }> {
      const kind: WalletKind = options.playMoney ? 'PLAY' : headerWalletKind(session);
      const where = 'FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = $1 AND w.kind = $2';
      const { rows } = await db.query<{
        id: string;
        kind: string;
        amount: string | number;
        balance_after: string | number;
        round_id: string | null;
        created_at: string | Date;
      }>(`SELECT l.id, l.kind, l.amount, l.balance_after, l.round_id, l.created_at ${where} ORDER BY l.id DESC LIMIT $3 OFFSET $4`, [
        session.memberId,
        kind,
        options.pageSize,
        (options.pageNo - 1) * options.pageSize,
      ]);
      const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, [session.memberId, kind]);
      const totalCount = Number(counted.rows[0]?.total ?? 0);
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind as LedgerEntry['kind'],
          amount: fromCents(toCents(row.amount)),
          balanceAfter: fromCents(toCents(row.balance_after)),
          roundId: row.round_id,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        pageNum: options.pageNo,
        totalPages: Math.ceil(totalCount / options.pageSize),
        totalCount,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
