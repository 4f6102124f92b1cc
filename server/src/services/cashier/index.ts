import {
  CASHIER_PAGE_SIZE,
  type CashierDeposit,
  type CashierWithdrawal,
  type WithdrawalDetail,
} from '../../../../contract/back-office/cashier';
import { OFFICE_ERROR_CODES } from '../../../../contract/back-office/define';
import { formatMinorUnits, type Deposit, type Withdrawal } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { ProtectionService } from '../protection';
import type { WalletService } from '../wallet';
import type { DepositRow as WalletDepositRow } from '../wallet/deposits';
import { int, iso, isoOrNull } from '../wallet/rows';
import { createCashierDecisions, type CashierActor } from './decisions';
import { playerContext } from './player-context';
import { SELECT_CASHIER_WITHDRAWAL, toCashierWithdrawal, type CashierWithdrawalRow } from './rows';

interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A deposit row as the wallet reads it (less what this list leaves out), with its player's name and what the gateway has said. */
interface DepositRow extends Omit<WalletDepositRow, 'channel_code' | 'fee_cents' | 'bonus_code'> {
  username: string;
  callbacks: unknown;
  last_outcome: string | null;
  last_at: unknown;
}

const money = (cents: unknown) => formatMinorUnits(Math.round(Number(cents)));

const toDeposit = (row: DepositRow): CashierDeposit => ({
  id: int(row.id),
  member: { id: int(row.member_id), username: row.username },
  channel: row.channel_name,
  amount: money(row.amount_cents),
  paid: row.paid_cents === null ? null : money(row.paid_cents),
  bonus: money(row.bonus_cents),
  status: row.status,
  amountMismatch: row.amount_mismatch,
  reference: row.gateway_ref,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  settledAt: isoOrNull(row.settled_at),
  callbacks: int(row.callbacks),
  lastCallback: row.last_outcome === null ? null : { outcome: row.last_outcome, at: iso(row.last_at) },
});

/**
 * The back office's cashier: the withdrawal queue and each request with the player's context, the
 * decisions on it (decisions.ts: race-safe, on the ledger, audited), and the deposits with their
 * gateway state. The development tools' cashier page decides through the same functions.
 */
export function createCashierService(db: Database, wallet: WalletService, protection: ProtectionService) {
  const decide = createCashierDecisions(db, wallet);

  /**
   * One page of requests in a state. The pending queue runs oldest first, as requests are paid
   * in turn; decided requests and "all" show the newest first.
   */
  async function listWithdrawals(input: { status: Withdrawal['status'] | 'all'; page: number }): Promise<Page<CashierWithdrawal>> {
    const status = input.status === 'all' ? null : input.status;
    const order = status === 'PENDING' ? 'w.id ASC' : 'w.id DESC';
    const [rows, count] = await Promise.all([
      db.query<CashierWithdrawalRow>(
        `${SELECT_CASHIER_WITHDRAWAL} WHERE ($1::text IS NULL OR w.status = $1) ORDER BY ${order} LIMIT $2 OFFSET $3`,
        [status, CASHIER_PAGE_SIZE, (input.page - 1) * CASHIER_PAGE_SIZE],
      ),
      db.query<{ n: unknown }>('SELECT count(*) AS n FROM withdrawals WHERE ($1::text IS NULL OR status = $1)', [status]),
    ]);
    return { list: rows.rows.map(toCashierWithdrawal), page: input.page, pageSize: CASHIER_PAGE_SIZE, total: int(count.rows[0]?.n ?? 0) };
  }

  /** One request with the payee's full number (the cashier pays to it) and the player's context. */
  async function getWithdrawal(id: number): Promise<WithdrawalDetail> {
    const row = (await db.query<CashierWithdrawalRow>(`${SELECT_CASHIER_WITHDRAWAL} WHERE w.id = $1`, [id])).rows[0];
    if (!row) throw new ApiError(404, OFFICE_ERROR_CODES.notFound, 'No such withdrawal');
    const request = toCashierWithdrawal(row);
    return {
      ...request,
      payee: { ...request.payee, accountNumber: row.account_number },
      player: await playerContext(db, protection, int(row.member_id), id),
    };
  }

  /** One page of deposits, newest first, with what the gateway has said about each. */
  async function listDeposits(input: { status: Deposit['status'] | 'all'; page: number }): Promise<Page<CashierDeposit>> {
    const status = input.status === 'all' ? null : input.status;
    const [rows, count] = await Promise.all([
      db.query<DepositRow>(
        `SELECT d.id, d.member_id, m.username, c.name AS channel_name, d.amount_cents, d.paid_cents, d.bonus_cents, d.status,
                d.amount_mismatch, d.gateway_ref, d.created_at, d.expires_at, d.settled_at,
                (SELECT count(*) FROM gateway_callbacks g WHERE g.gateway_ref = d.gateway_ref AND g.verified) AS callbacks,
                last.outcome AS last_outcome, last.received_at AS last_at
         FROM deposits d
         JOIN members m ON m.id = d.member_id
         JOIN payment_channels c ON c.code = d.channel_code
         LEFT JOIN LATERAL (SELECT g.outcome, g.received_at FROM gateway_callbacks g
                             WHERE g.gateway_ref = d.gateway_ref AND g.verified ORDER BY g.id DESC LIMIT 1) last ON true
         WHERE ($1::text IS NULL OR d.status = $1)
         ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
        [status, CASHIER_PAGE_SIZE, (input.page - 1) * CASHIER_PAGE_SIZE],
      ),
      db.query<{ n: unknown }>('SELECT count(*) AS n FROM deposits WHERE ($1::text IS NULL OR status = $1)', [status]),
    ]);
    return { list: rows.rows.map(toDeposit), page: input.page, pageSize: CASHIER_PAGE_SIZE, total: int(count.rows[0]?.n ?? 0) };
  }

  return {
    listWithdrawals,
    getWithdrawal,
    listDeposits,
    approve: (id: number, actor: CashierActor, payoutReference: string) => decide(id, actor, { status: 'PAID', payoutReference }),
    reject: (id: number, actor: CashierActor, reason: string) => decide(id, actor, { status: 'REJECTED', reason }),
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
