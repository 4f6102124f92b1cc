import { ERROR_CODES } from '../../../../contract/errors';
import type { PayeeAccount, PayeeKind, Withdrawal, WithdrawInfo } from '../../../../contract/payments';
import { formatMinorUnits, parseMinorUnits, PAYEE_NUMBER_PATTERNS, PAYEE_PROVIDERS, WALLET_ERRORS } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { onceByKey } from './once-by-key';
import type { WalletService } from './index';
import type { PaymentPasswords } from './payment-password';
import type { RecordsQuery } from './deposits';
import { cursorId, keysetPage, resolveRange } from './records';
import { int, iso, isoOrNull } from './rows';
import { lockedBonus, withdrawableCents } from './withdrawable';
import { postWithdrawalPaid } from '../messaging/inbox';

/** The operator's withdrawal rules, in minor units. */
export const WITHDRAW_RULES = { minCents: 10_000, maxCents: 5_000_000, dailyCount: 5, dailyAmountCents: 10_000_000 };
export type WithdrawRules = typeof WITHDRAW_RULES;

interface PayeeRow {
  id: unknown;
  kind: PayeeKind;
  provider: string;
  account_number: string;
  account_name: string;
}

interface WithdrawalRow extends PayeeRow {
  w_id: unknown;
  amount_cents: unknown;
  status: Withdrawal['status'];
  created_at: unknown;
  decided_at: unknown;
}

const toPayee = (row: PayeeRow): PayeeAccount => ({
  id: int(row.id),
  kind: row.kind,
  provider: row.provider,
  maskedNumber: `•••• ${row.account_number.slice(-4)}`,
  accountName: row.account_name,
});

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: int(row.w_id),
  amount: formatMinorUnits(int(row.amount_cents)),
  status: row.status,
  payee: toPayee(row),
  createdAt: iso(row.created_at),
  decidedAt: isoOrNull(row.decided_at),
});

const SELECT_WITHDRAWAL = `SELECT w.id AS w_id, w.amount_cents, w.status, w.created_at, w.decided_at, p.id, p.kind, p.provider, p.account_number, p.account_name
  FROM withdrawals w JOIN payee_accounts p ON p.id = w.payee_id`;

/**
 * Settles a withdrawal the caller has locked (FOR UPDATE) and found PENDING, in the caller's
 * transaction: PAID keeps the hold and tells the player it was paid; REJECTED and CANCELLED give
 * the hold back with a release line. The player's cancel and the cashier's decisions all end here.
 */
export async function settlePendingWithdrawal(
  tx: Queryable,
  wallet: WalletService,
  withdrawal: { id: number; memberId: number; amountCents: number },
  next: 'PAID' | 'REJECTED' | 'CANCELLED',
): Promise<void> {
  const { id, memberId, amountCents } = withdrawal;
  await tx.query('UPDATE withdrawals SET status = $2, decided_at = now() WHERE id = $1', [id, next]);
  if (next === 'PAID') {
    await postWithdrawalPaid(tx, memberId, id, amountCents);
    return;
  }
  const locked = await wallet.lock(tx, memberId, 'REAL');
  await wallet.post(tx, locked, [{ kind: 'WITHDRAWAL_RELEASE', amountCents, roundId: null, idemKey: `withdrawal-release:${id}` }]);
}

/** Names compared as people write them: case, accents and spacing aside. */
const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
};

/**
 * Withdrawals to payee accounts. A request holds its money at once with a ledger line
 * (the wallet row locked, so concurrent requests queue and none can hold more than is
 * withdrawable); the operator then pays it (the hold stays) or rejects it, and the player
 * may cancel while it is pending (both give the hold back with a release line).
 */
export function createWithdrawalService(
  db: Database,
  wallet: WalletService,
  passwords: PaymentPasswords,
  rules: WithdrawRules = WITHDRAW_RULES,
) {
  /** Today's requests that still count against the daily limits (Asia/Manila days). */
  async function usedToday(tx: Queryable, memberId: number): Promise<{ count: number; cents: number }> {
    const { rows } = await tx.query<{ n: unknown; total: unknown }>(
      `SELECT count(*) AS n, coalesce(sum(amount_cents), 0) AS total FROM withdrawals
       WHERE member_id = $1 AND status IN ('PENDING', 'PAID')
         AND created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila')`,
      [memberId],
    );
    return { count: int(rows[0]?.n ?? 0), cents: int(rows[0]?.total ?? 0) };
  }

  async function payees(memberId: number): Promise<PayeeAccount[]> {
    const { rows } = await db.query<PayeeRow>('SELECT * FROM payee_accounts WHERE member_id = $1 AND removed_at IS NULL ORDER BY id', [
      memberId,
    ]);
    return rows.map(toPayee);
  }

  async function info(session: Session): Promise<WithdrawInfo> {
    const opened = await db.transaction((tx) => wallet.lock(tx, session.memberId, 'REAL'));
    const [bonus, used, password, list, member] = await Promise.all([
      lockedBonus(db, opened.id),
      usedToday(db, session.memberId),
      passwords.state(session.memberId),
      payees(session.memberId),
      db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [session.memberId]),
    ]);
    const balance = (await db.query<{ balance: unknown }>('SELECT balance FROM wallets WHERE id = $1', [opened.id])).rows[0]?.balance;
    const balanceCents = Math.round(Number(balance) * 100);
    return {
      balance: formatMinorUnits(balanceCents),
      withdrawable: formatMinorUnits(Math.max(0, balanceCents - bonus.lockedCents)),
      bonusLocked: formatMinorUnits(Math.min(bonus.lockedCents, balanceCents)),
      turnoverLeft: formatMinorUnits(bonus.turnoverLeftCents),
      min: formatMinorUnits(rules.minCents),
      max: formatMinorUnits(rules.maxCents),
      dailyCountLimit: rules.dailyCount,
      dailyCountUsed: used.count,
      dailyAmountLimit: formatMinorUnits(rules.dailyAmountCents),
      dailyAmountUsed: formatMinorUnits(used.cents),
      paymentPasswordSet: password.hash !== null,
      paymentPasswordLocked: password.locked,
      paymentPasswordNeedsCode: await passwords.needsCode(session.memberId),
      payeeName: member.rows[0]?.payee_name ?? null,
      payees: list,
    };
  }

  async function addPayee(
    session: Session,
    input: { kind: PayeeKind; provider: string; accountNumber: string; accountName: string; paymentPassword: string },
    idemKey: string | null,
  ): Promise<PayeeAccount> {
    const number = input.accountNumber.replace(/[\s-]/g, '');
    if (!PAYEE_PROVIDERS[input.kind].includes(input.provider))
      throw new ApiError(400, ERROR_CODES.badRequest, 'provider: not one of this kind');
    if (!PAYEE_NUMBER_PATTERNS[input.kind].test(number))
      throw new ApiError(400, WALLET_ERRORS.payeeNumber, 'accountNumber: not a valid number');
    const name = input.accountName.replace(/\s+/g, ' ').trim();
    if (!/^[\p{L}][\p{L} .'-]*$/u.test(name)) throw new ApiError(400, WALLET_ERRORS.payeeNameMismatch, 'accountName: letters only');
    await passwords.check(session.memberId, input.paymentPassword);
    return db.transaction(async (tx) => {
      // The member row is the lock: a member's payee changes and first payee name are made one at a time.
      const member = await tx.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1 FOR UPDATE', [
        session.memberId,
      ]);
      return onceByKey(tx, session.memberId, idemKey, 'addPayee', async () => {
        const payeeName = member.rows[0]?.payee_name ?? null;
        if (payeeName && !sameName(payeeName, name)) {
          throw new ApiError(400, WALLET_ERRORS.payeeNameMismatch, 'accountName: must match your payee name', { payeeName });
        }
        // The first payee account fixes the member's payee name; every later account must carry it.
        if (!payeeName) await tx.query('UPDATE members SET payee_name = $2 WHERE id = $1', [session.memberId, name]);
        const inserted = await tx.query<PayeeRow>(
          `INSERT INTO payee_accounts (member_id, kind, provider, account_number, account_name) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (member_id, provider, account_number) WHERE removed_at IS NULL DO NOTHING RETURNING *`,
          [session.memberId, input.kind, input.provider, number, payeeName ?? name],
        );
        if (!inserted.rows[0]) throw new ApiError(400, WALLET_ERRORS.payeeExists, 'This account is already added');
        return toPayee(inserted.rows[0]);
      });
    });
  }

  async function removePayee(session: Session, input: { id: number; paymentPassword: string }): Promise<{ ok: true }> {
    await passwords.check(session.memberId, input.paymentPassword);
    // Removing twice is removing once: a repeated request finds it gone and answers the same.
    await db.query('UPDATE payee_accounts SET removed_at = now() WHERE id = $1 AND member_id = $2 AND removed_at IS NULL', [
      input.id,
      session.memberId,
    ]);
    return { ok: true };
  }

  /**
   * Holds a withdrawal once the payment password was checked. Everything is decided with the
   * wallet row locked: the limits, the withdrawable balance and the hold itself.
   */
  async function hold(memberId: number, input: { payeeId: number; amount: string }, idemKey: string): Promise<Withdrawal> {
    const amountCents = parseMinorUnits(input.amount);
    if (amountCents === null || amountCents <= 0) throw new ApiError(400, WALLET_ERRORS.amountInvalid, 'amount: not a valid amount');
    if (amountCents < rules.minCents || amountCents > rules.maxCents) {
      throw new ApiError(
        400,
        WALLET_ERRORS.amountRange,
        `amount: between ${formatMinorUnits(rules.minCents)} and ${formatMinorUnits(rules.maxCents)}`,
        {
          min: formatMinorUnits(rules.minCents),
          max: formatMinorUnits(rules.maxCents),
        },
      );
    }
    return db.transaction(async (tx) => {
      const locked = await wallet.lock(tx, memberId, 'REAL');
      return onceByKey(tx, memberId, idemKey, 'createWithdrawal', async () => {
        const payee = await tx.query('SELECT 1 FROM payee_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL', [
          input.payeeId,
          memberId,
        ]);
        if (payee.rows.length === 0) throw new ApiError(400, WALLET_ERRORS.payeeMissing, 'payeeId: no such payee account');
        const used = await usedToday(tx, memberId);
        if (used.count >= rules.dailyCount) throw new ApiError(400, WALLET_ERRORS.dailyCount, 'Daily withdrawal count reached');
        if (used.cents + amountCents > rules.dailyAmountCents) {
          throw new ApiError(400, WALLET_ERRORS.dailyAmount, 'Daily withdrawal amount reached', {
            left: formatMinorUnits(rules.dailyAmountCents - used.cents),
          });
        }
        const withdrawable = await withdrawableCents(tx, locked);
        if (amountCents > withdrawable) {
          throw new ApiError(400, WALLET_ERRORS.notWithdrawable, 'amount: more than your withdrawable balance', {
            withdrawable: formatMinorUnits(withdrawable),
          });
        }
        const created = await tx.query<{ id: unknown }>(
          `INSERT INTO withdrawals (member_id, wallet_id, payee_id, amount_cents, status, idem_key) VALUES ($1, $2, $3, $4, 'PENDING', $5) RETURNING id`,
          [memberId, locked.id, input.payeeId, amountCents, idemKey],
        );
        const id = int(created.rows[0]!.id);
        await wallet.post(tx, locked, [
          { kind: 'WITHDRAWAL_HOLD', amountCents: -amountCents, roundId: null, idemKey: `withdrawal-hold:${id}` },
        ]);
        return byId(tx, id);
      });
    });
  }

  async function byId(q: Queryable, id: number): Promise<Withdrawal> {
    const { rows } = await q.query<WithdrawalRow>(`${SELECT_WITHDRAWAL} WHERE w.id = $1`, [id]);
    if (!rows[0]) throw new ApiError(404, ERROR_CODES.notFound, 'No such withdrawal');
    return toWithdrawal(rows[0]);
  }

  async function create(
    session: Session,
    input: { payeeId: number; amount: string; paymentPassword: string },
    idemKey: string | null,
  ): Promise<Withdrawal> {
    if (!idemKey) throw new ApiError(400, ERROR_CODES.badRequest, 'idempotency-key: a money call needs one');
    if (parseMinorUnits(input.amount) === null) throw new ApiError(400, WALLET_ERRORS.amountInvalid, 'amount: not a valid amount');
    await passwords.check(session.memberId, input.paymentPassword);
    return hold(session.memberId, input, idemKey);
  }

  /**
   * The player's cancel of a pending request: the hold goes back. A cancelled request answers as
   * it is, so a repeated cancel changes nothing; one the cashier decided first is no longer pending.
   * (The cashier's decisions are the back office's: services/cashier.)
   */
  async function cancel(session: Session, id: number): Promise<Withdrawal> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ member_id: unknown; amount_cents: unknown; status: string }>(
        'SELECT member_id, amount_cents, status FROM withdrawals WHERE id = $1 FOR UPDATE',
        [id],
      );
      const row = rows[0];
      if (!row || int(row.member_id) !== session.memberId) throw new ApiError(404, ERROR_CODES.notFound, 'No such withdrawal');
      if (row.status !== 'PENDING') {
        if (row.status === 'CANCELLED') return byId(tx, id);
        throw new ApiError(400, WALLET_ERRORS.notPending, 'This withdrawal is no longer pending');
      }
      await settlePendingWithdrawal(tx, wallet, { id, memberId: session.memberId, amountCents: int(row.amount_cents) }, 'CANCELLED');
      return byId(tx, id);
    });
  }

  async function records(
    session: Session,
    input: RecordsQuery & { status?: Withdrawal['status'] | undefined },
  ): Promise<{ list: Withdrawal[]; nextCursor: string | null }> {
    const { from, to } = resolveRange(input);
    const { rows } = await db.query<WithdrawalRow>(
      `${SELECT_WITHDRAWAL} WHERE w.member_id = $1 AND w.id < $2 AND w.created_at >= $3 AND w.created_at < $4 AND ($5::text IS NULL OR w.status = $5)
       ORDER BY w.id DESC LIMIT $6`,
      [session.memberId, cursorId(input.cursor), from, to, input.status ?? null, input.pageSize + 1],
    );
    return keysetPage(rows.map(toWithdrawal), input.pageSize);
  }

  return {
    info,
    records,
    addPayee,
    removePayee,
    hold,
    create,
    cancel,
    lockedBonus,
  };
}
