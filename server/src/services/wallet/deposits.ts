import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../../../contract/errors';
import { isTrialType } from '../../../../contract/members';
import type { Deposit, DepositChannels, DepositOptions } from '../../../../contract/payments';
import { formatMinorUnits, parseMinorUnits, WALLET_ERRORS, type RecordRange } from '../../../../contract/payments';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { ProtectionService } from '../protection';
import type { WalletService } from './index';
import { bonusOf, bonusRowsFor, channelRows, feeOf, toBonus, toChannel, type ChannelRow } from './channels';
import { cursorId, keysetPage, resolveRange } from './records';
import { int, iso, isoOrNull } from './rows';
import { postDepositCredited } from '../messaging/inbox';

/** How long a player has to pay before the gateway lets the payment expire. */
export const DEPOSIT_TTL_MINUTES = 15;
const CHANNEL_CACHE_MS = 5_000;

/** A deposit's reference at the gateway: 96 random bits, so no one can name a deposit that is not theirs. */
export const newGatewayRef = () => `TG${randomBytes(12).toString('hex').toUpperCase()}`;

/** What the platform asks of a payment gateway: open a payment and say where the player pays it. */
export interface PaymentGateway {
  openPayment(
    tx: Queryable,
    payment: { ref: string; orderId: string; amountCents: number; currency: string; expiresAt: Date },
  ): Promise<void>;
  paymentUrl(ref: string): string;
}

/** A gateway callback once its signature was verified. */
export interface GatewayNotice {
  ref: string;
  status: 'PAID' | 'FAILED' | 'EXPIRED';
  paidCents: number | null;
  currency: string | null;
}

export interface DepositRow {
  id: unknown;
  member_id: unknown;
  channel_code: string;
  channel_name: string;
  amount_cents: unknown;
  fee_cents: unknown;
  paid_cents: unknown;
  bonus_code: string | null;
  bonus_cents: unknown;
  status: Deposit['status'];
  amount_mismatch: boolean;
  gateway_ref: string;
  created_at: unknown;
  expires_at: unknown;
  settled_at: unknown;
}

const SELECT_DEPOSIT = `SELECT d.*, c.name AS channel_name FROM deposits d JOIN payment_channels c ON c.code = d.channel_code`;

export interface RecordsQuery {
  range: RecordRange;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

/** A verified callback the deposit contradicts: it changes nothing and stays in the callback log for the operator. */
export type SettleRefusal = 'refused-currency' | 'refused-amount' | 'refused-state';

export type SettleOutcome = 'credited' | 'already-paid' | 'failed' | 'expired' | 'unchanged' | 'unknown-ref' | SettleRefusal;

/**
 * A signed callback is still checked against the deposit it names: in the deposit's currency;
 * PAID states an amount above zero and no more than was asked (a larger sum is the operator's
 * to look into, never credited unseen); and never pays a deposit the gateway already declared failed.
 */
function refusalOf(
  deposit: { status: Deposit['status']; amountCents: number },
  notice: GatewayNotice,
  currency: string,
): SettleRefusal | null {
  if (notice.currency !== null && notice.currency !== currency) return 'refused-currency';
  if (notice.status !== 'PAID') return null;
  if (notice.paidCents === null || notice.paidCents <= 0 || notice.paidCents > deposit.amountCents) return 'refused-amount';
  if (deposit.status === 'FAILED') return 'refused-state';
  return null;
}

/**
 * Deposits: created PENDING with a payment at the gateway, settled only by a verified
 * callback. The deposit row is locked while a callback is applied, and the ledger line
 * carries the gateway reference as its key, so however many copies of a callback arrive,
 * in whatever order, on however many server processes, the wallet is credited once.
 */
export function createDepositService(
  db: Database,
  config: ServerConfig,
  wallet: WalletService,
  gateway: PaymentGateway | null,
  protection: Pick<ProtectionService, 'assertCanDeposit'>,
) {
  const toDeposit = (row: DepositRow): Deposit => ({
    id: int(row.id),
    channelCode: row.channel_code,
    channelName: row.channel_name,
    amount: formatMinorUnits(int(row.amount_cents)),
    fee: formatMinorUnits(int(row.fee_cents)),
    paid: row.paid_cents === null ? null : formatMinorUnits(int(row.paid_cents)),
    bonus: formatMinorUnits(int(row.bonus_cents)),
    status: row.status,
    amountMismatch: row.amount_mismatch,
    paymentUrl: row.status === 'PENDING' && gateway ? gateway.paymentUrl(row.gateway_ref) : null,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    settledAt: isoOrNull(row.settled_at),
  });

  // The operator's channels change rarely: read at most every few seconds, not on every deposit.
  let channelCache: { rows: Promise<ChannelRow[]>; at: number } | null = null;
  const channels = () => {
    if (!channelCache || Date.now() - channelCache.at > CHANNEL_CACHE_MS) channelCache = { rows: channelRows(db), at: Date.now() };
    return channelCache.rows;
  };

  /** A trial account plays with play money only: real money never goes into it. */
  function refuseTrial(session: Session): void {
    if (isTrialType(session.type))
      throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
  }

  /** The operator's open and closed channels, the same for every player. */
  async function listChannels(): Promise<DepositChannels> {
    return { channels: (await channels()).map(toChannel) };
  }

  async function options(session: Session): Promise<DepositOptions> {
    refuseTrial(session);
    const [channelList, bonuses] = await Promise.all([channels(), bonusRowsFor(db, session.memberId)]);
    return { channels: channelList.map(toChannel), bonuses: bonuses.map(toBonus) };
  }

  async function create(
    session: Session,
    input: { channelCode: string; amount: string; bonusCode?: string | undefined },
    idemKey: string | null,
  ): Promise<Deposit> {
    refuseTrial(session);
    if (!idemKey) throw new ApiError(400, ERROR_CODES.badRequest, 'idempotency-key: a money call needs one');
    const amountCents = parseMinorUnits(input.amount);
    if (amountCents === null || amountCents <= 0) throw new ApiError(400, WALLET_ERRORS.amountInvalid, 'amount: not a valid amount');
    const channel = (await channels()).find((row) => row.code === input.channelCode);
    if (!channel || !channel.enabled || !gateway)
      throw new ApiError(400, WALLET_ERRORS.channelClosed, 'channelCode: this channel is closed');
    const [min, max] = [int(channel.min_cents), int(channel.max_cents)];
    if (amountCents < min || amountCents > max) {
      throw new ApiError(400, WALLET_ERRORS.amountRange, `amount: between ${formatMinorUnits(min)} and ${formatMinorUnits(max)}`, {
        min: formatMinorUnits(min),
        max: formatMinorUnits(max),
      });
    }
    let bonusCents = 0;
    if (input.bonusCode) {
      const bonus = (await bonusRowsFor(db, session.memberId)).find((row) => row.code === input.bonusCode);
      if (!bonus) throw new ApiError(400, WALLET_ERRORS.bonusUnavailable, 'bonusCode: this bonus is not available');
      bonusCents = bonusOf(amountCents, {
        percent: int(bonus.percent),
        maxCents: int(bonus.max_cents),
        minDepositCents: int(bonus.min_deposit_cents),
      });
      if (bonusCents === 0) throw new ApiError(400, WALLET_ERRORS.bonusUnavailable, 'bonusCode: the amount is under this bonus’s minimum');
    }
    const ref = newGatewayRef();
    const expiresAt = new Date(Date.now() + DEPOSIT_TTL_MINUTES * 60_000);
    const created = await db.transaction(async (tx) => {
      // Two copies of one request race here: the key's unique index lets one in, the other finds it afterwards.
      const inserted = await tx.query<Omit<DepositRow, 'channel_name'>>(
        `INSERT INTO deposits (member_id, channel_code, amount_cents, fee_cents, bonus_code, bonus_cents, status, gateway_ref, idem_key, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8, $9) ON CONFLICT (member_id, idem_key) DO NOTHING RETURNING *`,
        [
          session.memberId,
          channel.code,
          amountCents,
          feeOf(amountCents, int(channel.fee_basis_points)),
          input.bonusCode ?? null,
          bonusCents,
          ref,
          idemKey,
          expiresAt,
        ],
      );
      const row = inserted.rows[0];
      if (!row) return null;
      // Player protection: a break or a deposit limit refuses it, and the transaction takes the row back.
      await protection.assertCanDeposit(tx, session.memberId, amountCents);
      await gateway.openPayment(tx, { ref, orderId: String(row.id), amountCents, currency: config.currency.code, expiresAt });
      return toDeposit({ ...row, channel_name: channel.name });
    });
    if (created) return created;
    // The key was used before: the first request's deposit is the answer.
    const deposit = await byKey(session.memberId, idemKey);
    if (!deposit) throw new Error('deposit key taken but no deposit found');
    return deposit;
  }

  async function byKey(memberId: number, idemKey: string): Promise<Deposit | null> {
    const { rows } = await db.query<DepositRow>(`${SELECT_DEPOSIT} WHERE d.member_id = $1 AND d.idem_key = $2`, [memberId, idemKey]);
    return rows[0] ? toDeposit(rows[0]) : null;
  }

  async function get(session: Session, id: number): Promise<Deposit> {
    // A payment left past its time is expired here too, so a status screen never waits on a callback that will not come.
    await db.query(
      `UPDATE deposits SET status = 'EXPIRED', settled_at = now() WHERE id = $1 AND member_id = $2 AND status = 'PENDING' AND expires_at < now()`,
      [id, session.memberId],
    );
    const { rows } = await db.query<DepositRow>(`${SELECT_DEPOSIT} WHERE d.id = $1 AND d.member_id = $2`, [id, session.memberId]);
    if (!rows[0]) throw new ApiError(404, ERROR_CODES.notFound, 'No such deposit');
    return toDeposit(rows[0]);
  }

  /**
   * Applies a verified gateway callback the deposit agrees with (refusalOf). PAID is final and
   * credits what was paid (flagging less than asked); FAILED and EXPIRED settle a pending deposit
   * and never undo a paid one; a late PAID after an expiry still credits, because the money did arrive.
   */
  async function settle(notice: GatewayNotice): Promise<SettleOutcome> {
    // A paid deposit stays paid: a repeated callback for it is answered without locking anything.
    const seen = await db.query<{ status: string }>('SELECT status FROM deposits WHERE gateway_ref = $1', [notice.ref]);
    if (seen.rows[0]?.status === 'PAID') return 'already-paid';
    if (!seen.rows[0]) return 'unknown-ref';
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<DepositRow>(`${SELECT_DEPOSIT} WHERE d.gateway_ref = $1 FOR UPDATE OF d`, [notice.ref]);
      const row = rows[0];
      if (!row) return 'unknown-ref';
      if (row.status === 'PAID') return 'already-paid';
      const refusal = refusalOf({ status: row.status, amountCents: int(row.amount_cents) }, notice, config.currency.code);
      if (refusal) return refusal;
      if (notice.status !== 'PAID') {
        if (row.status !== 'PENDING') return 'unchanged';
        await tx.query('UPDATE deposits SET status = $2, settled_at = now() WHERE id = $1', [row.id, notice.status]);
        return notice.status === 'FAILED' ? 'failed' : 'expired';
      }
      const asked = int(row.amount_cents);
      const paid = notice.paidCents ?? asked;
      const credited = paid - Math.min(feeOnPaid(row, paid), paid);
      let bonusCents = int(row.bonus_cents);
      if (row.bonus_code && paid !== asked) bonusCents = await bonusForPaid(tx, row.bonus_code, paid);
      const memberWallet = await wallet.lock(tx, int(row.member_id), 'REAL');
      // Under the member's wallet lock, so deposits paid at once take turns: a first-deposit bonus goes to the first one paid.
      if (bonusCents > 0 && row.bonus_code && !(await stillEarns(tx, row))) bonusCents = 0;
      if (credited > 0) {
        await wallet.post(tx, memberWallet, [
          { kind: 'DEPOSIT', amountCents: credited, roundId: null, idemKey: `deposit:${row.gateway_ref}` },
        ]);
      }
      if (bonusCents > 0) {
        await wallet.post(tx, memberWallet, [
          { kind: 'BONUS', amountCents: bonusCents, roundId: null, idemKey: `deposit-bonus:${row.gateway_ref}` },
        ]);
        const multiple = await tx.query<{ turnover_multiple: unknown }>('SELECT turnover_multiple FROM deposit_bonuses WHERE code = $1', [
          row.bonus_code,
        ]);
        const line = await tx.query<{ id: unknown }>('SELECT id FROM ledger WHERE wallet_id = $1 AND idem_key = $2', [
          memberWallet.id,
          `deposit-bonus:${row.gateway_ref}`,
        ]);
        await tx.query(
          'INSERT INTO bonus_grants (wallet_id, deposit_id, bonus_cents, turnover_cents, granted_ledger_id) VALUES ($1, $2, $3, $4, $5)',
          [memberWallet.id, row.id, bonusCents, (paid + bonusCents) * int(multiple.rows[0]?.turnover_multiple ?? 1), line.rows[0]!.id],
        );
      }
      await tx.query(
        `UPDATE deposits SET status = 'PAID', paid_cents = $2, bonus_cents = $3, amount_mismatch = $4, settled_at = now() WHERE id = $1`,
        [row.id, paid, bonusCents, paid !== asked],
      );
      await postDepositCredited(tx, int(row.member_id), int(row.id), credited + bonusCents);
      return 'credited';
    });
  }

  /** The fee is the channel's rate on what was actually paid. */
  function feeOnPaid(row: DepositRow, paid: number): number {
    const asked = int(row.amount_cents);
    return Math.ceil((int(row.fee_cents) * paid) / asked);
  }

  /**
   * Whether a deposit's bonus is still due when it is paid: each deposit opened while none was paid
   * was offered the first-deposit bonus, but only the first of them paid earns it.
   */
  async function stillEarns(tx: Queryable, row: DepositRow): Promise<boolean> {
    const { rows } = await tx.query<{ first_deposit_only: boolean }>('SELECT first_deposit_only FROM deposit_bonuses WHERE code = $1', [
      row.bonus_code,
    ]);
    if (!rows[0]?.first_deposit_only) return true;
    const paidBefore = await tx.query('SELECT 1 FROM deposits WHERE member_id = $1 AND status = $2 AND id <> $3 LIMIT 1', [
      row.member_id,
      'PAID',
      row.id,
    ]);
    return paidBefore.rows.length === 0;
  }

  async function bonusForPaid(tx: Queryable, code: string, paid: number): Promise<number> {
    const { rows } = await tx.query<{ percent: unknown; max_cents: unknown; min_deposit_cents: unknown }>(
      'SELECT percent, max_cents, min_deposit_cents FROM deposit_bonuses WHERE code = $1',
      [code],
    );
    const bonus = rows[0];
    return bonus
      ? bonusOf(paid, { percent: int(bonus.percent), maxCents: int(bonus.max_cents), minDepositCents: int(bonus.min_deposit_cents) })
      : 0;
  }

  async function records(session: Session, input: RecordsQuery): Promise<{ list: Deposit[]; nextCursor: string | null }> {
    const { from, to } = resolveRange(input);
    const { rows } = await db.query<DepositRow>(
      `${SELECT_DEPOSIT} WHERE d.member_id = $1 AND d.id < $2 AND d.created_at >= $3 AND d.created_at < $4 ORDER BY d.id DESC LIMIT $5`,
      [session.memberId, cursorId(input.cursor), from, to, input.pageSize + 1],
    );
    return keysetPage(rows.map(toDeposit), input.pageSize);
  }

  return { channels: listChannels, options, create, get, settle, records };
}
