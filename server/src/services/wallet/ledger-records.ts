import type { LedgerLine } from '../../../../contract/payments';
import type { LedgerKind } from '../../../../contract/wallet';
import type { Database } from '../../db/database';
import type { Session } from '../../http/context';
import type { RecordsQuery } from './deposits';
import { cursorId, keysetPage, resolveRange } from './records';
import { int, iso } from './rows';
import { centsText, toCents } from './money';

/**
 * Every line of the member's real-money ledger in a date range, newest first, optionally of
 * one kind: the page reads the wallet's (wallet_id, id) or (wallet_id, kind, id) index from
 * the cursor down, so the first page costs the same over ten lines or ten thousand.
 */
export async function ledgerRecords(
  db: Database,
  session: Session,
  input: RecordsQuery & { kind?: LedgerKind | undefined },
): Promise<{ list: LedgerLine[]; nextCursor: string | null }> {
  const { from, to } = resolveRange(input);
  const { rows } = await db.query<{
    id: unknown;
    kind: LedgerKind;
    amount: string | number;
    balance_after: string | number;
    created_at: unknown;
  }>(
    `SELECT l.id, l.kind, l.amount, l.balance_after, l.created_at FROM ledger l
     WHERE l.wallet_id = (SELECT id FROM wallets WHERE member_id = $1 AND kind = 'REAL')
       AND l.id < $2 AND l.created_at >= $3 AND l.created_at < $4 AND ($5::text IS NULL OR l.kind = $5)
     ORDER BY l.id DESC LIMIT $6`,
    [session.memberId, cursorId(input.cursor), from, to, input.kind ?? null, input.pageSize + 1],
  );
  const lines = rows.map((row) => ({
    id: int(row.id),
    kind: row.kind,
    amount: centsText(toCents(row.amount)),
    balanceAfter: centsText(toCents(row.balance_after)),
    createdAt: iso(row.created_at),
  }));
  return keysetPage(lines, input.pageSize);
}
