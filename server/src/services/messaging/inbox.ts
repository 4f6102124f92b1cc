import type { Language } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import { INBOX_LIST_LIMIT, type InboxKind } from '../../../../contract/messaging';
import type { InboxList, InboxMessage } from '../../../../contract/schemas/messaging';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

interface InboxRow {
  id: unknown;
  kind: InboxKind;
  title_en: string;
  title_ty: string;
  body_en: string;
  body_ty: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const int = (v: unknown) => Number(v);
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toMessage(row: InboxRow, language: Language): InboxMessage {
  return {
    id: int(row.id),
    kind: row.kind,
    title: language === 'TY' ? row.title_ty : row.title_en,
    body: language === 'TY' ? row.body_ty : row.body_en,
    read: row.read_at !== null,
    createdAt: iso(row.created_at),
  };
}

/** A message in both languages; the member reads it in the language the app asks for. */
export interface InboxText {
  titleEn: string;
  titleTy: string;
  bodyEn: string;
  bodyTy: string;
}

/**
 * Writes one message to a member's inbox inside the caller's transaction. An `eventKey` makes it
 * once-only: the same account event posted again (a repeated callback) writes nothing.
 */
export async function postInboxMessage(
  tx: Queryable,
  memberId: number,
  kind: InboxKind,
  text: InboxText,
  eventKey?: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO inbox_messages (member_id, kind, title_en, title_ty, body_en, body_ty, event_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_key) DO NOTHING`,
    [memberId, kind, text.titleEn, text.titleTy, text.bodyEn, text.bodyTy, eventKey ?? null],
  );
}

const peso = (cents: number) => `₱${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Tells the member their deposit was credited, in the transaction that credits it. */
export function postDepositCredited(tx: Queryable, memberId: number, depositId: number, creditedCents: number): Promise<void> {
  const amount = peso(creditedCents);
  return postInboxMessage(
    tx,
    memberId,
    'DEPOSIT_CREDITED',
    {
      titleEn: 'Deposit credited',
      titleTy: 'Naipasok na ang deposito',
      bodyEn: `Your deposit of ${amount} has been credited to your balance. Good luck!`,
      bodyTy: `Naidagdag na sa iyong balanse ang deposito mong ${amount}. Suwertehin ka sana!`,
    },
    `deposit:${depositId}`,
  );
}

/** Tells the member their withdrawal was paid out, in the transaction that settles it. */
export function postWithdrawalPaid(tx: Queryable, memberId: number, withdrawalId: number, amountCents: number): Promise<void> {
  const amount = peso(amountCents);
  return postInboxMessage(
    tx,
    memberId,
    'WITHDRAWAL_PAID',
    {
      titleEn: 'Withdrawal paid',
      titleTy: 'Naipadala na ang withdrawal',
      bodyEn: `Your withdrawal of ${amount} has been paid to your account.`,
      bodyTy: `Naipadala na sa iyong account ang withdrawal mong ${amount}.`,
    },
    `withdrawal:${withdrawalId}`,
  );
}

/**
 * Tells the member their withdrawal was rejected, with the cashier's reason, in the transaction that
 * gives the money back. The reason is the cashier's plain text: the app shows message bodies as text.
 */
export function postWithdrawalRejected(
  tx: Queryable,
  memberId: number,
  withdrawalId: number,
  amountCents: number,
  reason: string,
): Promise<void> {
  const amount = peso(amountCents);
  return postInboxMessage(
    tx,
    memberId,
    'SYSTEM',
    {
      titleEn: 'Withdrawal not approved',
      titleTy: 'Hindi naaprubahan ang withdrawal',
      bodyEn: `Your withdrawal of ${amount} was not approved, and the amount is back in your balance. Reason: ${reason}`,
      bodyTy: `Hindi naaprubahan ang withdrawal mong ${amount}, at naibalik na sa iyong balanse ang halaga. Dahilan: ${reason}`,
    },
    `withdrawal-rejected:${withdrawalId}`,
  );
}

const SELECT = `SELECT id, kind, title_en, title_ty, body_en, body_ty, created_at, read_at FROM inbox_messages`;

/** Whether a member is on a time-out or self-exclusion (player protection), read in the caller's transaction when given one. */
export type ExclusionCheck = (memberId: number, q?: Queryable) => Promise<boolean>;

/**
 * The messages a member sees: all of them, or, during a time-out or self-exclusion, all but the
 * marketing ones (account events such as a deposit credited still arrive). As a SQL condition.
 */
const shownKinds = async (isExcluded: ExclusionCheck, memberId: number) => ((await isExcluded(memberId)) ? ` AND kind <> 'PROMOTION'` : '');

export function createInboxService(db: Database, isExcluded: ExclusionCheck) {
  /** Unread first, then newest first. */
  async function list(memberId: number, language: Language): Promise<InboxList> {
    const { rows } = await db.query<InboxRow>(
      `${SELECT} WHERE member_id = $1 AND deleted_at IS NULL${await shownKinds(isExcluded, memberId)}
        ORDER BY (read_at IS NULL) DESC, id DESC LIMIT $2`,
      [memberId, INBOX_LIST_LIMIT],
    );
    return { list: rows.map((row) => toMessage(row, language)), unread: await unreadCount(memberId) };
  }

  /** Opening a message marks it read. */
  async function open(memberId: number, id: number, language: Language): Promise<InboxMessage> {
    const { rows } = await db.query<InboxRow>(
      `UPDATE inbox_messages SET read_at = COALESCE(read_at, now())
        WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL${await shownKinds(isExcluded, memberId)}
       RETURNING id, kind, title_en, title_ty, body_en, body_ty, created_at, read_at`,
      [id, memberId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'No such message');
    return toMessage(row, language);
  }

  async function markRead(memberId: number, ids: number[]): Promise<{ ok: true }> {
    await db.query(
      'UPDATE inbox_messages SET read_at = COALESCE(read_at, now()) WHERE member_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL',
      [memberId, ids],
    );
    return { ok: true };
  }

  async function remove(memberId: number, ids: number[]): Promise<{ ok: true }> {
    await db.query('UPDATE inbox_messages SET deleted_at = now() WHERE member_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL', [
      memberId,
      ids,
    ]);
    return { ok: true };
  }

  async function unreadCount(memberId: number): Promise<number> {
    const { rows } = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM inbox_messages
        WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL${await shownKinds(isExcluded, memberId)}`,
      [memberId],
    );
    return int(rows[0]?.n ?? 0);
  }

  /**
   * Writes a marketing message in the caller's transaction, unless the member is on a time-out or
   * self-exclusion: no promotions reach a player taking a break. Answers whether it was written.
   */
  async function postPromotion(tx: Queryable, memberId: number, text: InboxText, eventKey?: string): Promise<boolean> {
    if (await isExcluded(memberId, tx)) return false;
    await postInboxMessage(tx, memberId, 'PROMOTION', text, eventKey);
    return true;
  }

  return { list, open, markRead, remove, unreadCount, postPromotion };
}

/** The welcome notices every new member finds in the inbox. */
export const WELCOME_MESSAGES: { kind: InboxKind; text: InboxText }[] = [
  {
    kind: 'SYSTEM',
    text: {
      titleEn: 'Welcome to Tala',
      titleTy: 'Maligayang pagdating sa Tala',
      bodyEn: 'Your account is ready. Keep your password to yourself: our staff will never ask for it.',
      bodyTy: 'Handa na ang iyong account. Huwag ibahagi ang iyong password: hindi ito hihingin ng aming staff.',
    },
  },
  {
    kind: 'PROMOTION',
    text: {
      titleEn: 'First deposit bonus',
      titleTy: 'Bonus sa unang deposito',
      bodyEn: 'Choose the first deposit bonus on the deposit page and get extra credit on your first top-up.',
      bodyTy: 'Piliin ang bonus sa unang deposito sa pahina ng deposito at makakuha ng dagdag na credit sa una mong top-up.',
    },
  },
];
