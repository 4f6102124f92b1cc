import { ERROR_CODES } from '../../../../contract/errors';
import { MEMBER_CENTRE_ERRORS, rebateCents, type RebateDue, type RebateRecord } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import { formatMinorUnits, type RecordRange } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { onceByKey } from '../wallet/once-by-key';
import type { WalletService } from '../wallet';
import { resolveRange } from '../wallet/records';
import { int, iso } from '../wallet/rows';
import { currentLevel, percentText } from './vip';

interface Due {
  validBetCents: number;
  rebateCents: number;
  basisPoints: number;
  vipName: string;
  upToLedgerId: number;
  since: string | null;
  categories: { gameType: string; validBetCents: number; rebateCents: number }[];
}

/**
 * What is due: the REAL wallet's settled stakes placed after its latest REBATE line (each claim
 * writes one, so a claim counts the bets since the previous one), per game category, at the rate
 * of the member's VIP level. Each category's rebate is rounded down to the centavo. A refunded
 * line is not a stake; a draw line still open at a claim is left out of it for good, so a claim
 * never pays on a stake that may yet be given back.
 */
async function computeDue(tx: Queryable, memberId: number, walletId: number): Promise<Due> {
  const { level } = await currentLevel(tx, memberId);
  const last = await tx.query<{ id: unknown; created_at: unknown }>(
    `SELECT id, created_at FROM ledger WHERE wallet_id = $1 AND kind = 'REBATE' ORDER BY id DESC LIMIT 1`,
    [walletId],
  );
  const afterId = int(last.rows[0]?.id ?? 0);
  const { rows } = await tx.query<{ game_type: string | null; cents: unknown; up_to: unknown }>(
    `SELECT g.game_type, sum(s.stake_cents) AS cents, max(s.placed_ledger_id) AS up_to
     FROM stakes s
     LEFT JOIN games g ON g.node_id = s.node_id
     WHERE s.wallet_id = $1 AND s.settled AND s.placed_ledger_id > $2
     GROUP BY g.game_type`,
    [walletId, afterId],
  );
  const categories = rows
    .map((row) => {
      const validBetCents = int(row.cents);
      return { gameType: row.game_type ?? 'OTHER', validBetCents, rebateCents: rebateCents(validBetCents, level.rebateBasisPoints) };
    })
    .filter((category) => category.validBetCents > 0)
    .sort((a, b) => b.validBetCents - a.validBetCents);
  return {
    validBetCents: categories.reduce((sum, c) => sum + c.validBetCents, 0),
    rebateCents: categories.reduce((sum, c) => sum + c.rebateCents, 0),
    basisPoints: level.rebateBasisPoints,
    vipName: level.name,
    upToLedgerId: rows.reduce((max, row) => Math.max(max, int(row.up_to ?? 0)), 0),
    since: last.rows[0] ? iso(last.rows[0].created_at) : null,
    categories,
  };
}

const categoryView = (c: { gameType: string; validBetCents: number; rebateCents: number }) => ({
  gameType: c.gameType,
  validBets: formatMinorUnits(c.validBetCents),
  rebate: formatMinorUnits(c.rebateCents),
});

function refuseTrial(session: Session): void {
  if (isTrialType(session.type))
    throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
}

/** Rebates the member claims by hand: one claim at a time per wallet (the wallet row is locked), never the same bets twice. */
export function createRebateService(db: Database, wallet: WalletService) {
  return {
    async due(session: Session): Promise<RebateDue> {
      refuseTrial(session);
      return db.transaction(async (tx) => {
        const locked = await wallet.lock(tx, session.memberId, 'REAL');
        const due = await computeDue(tx, session.memberId, locked.id);
        return {
          vipName: due.vipName,
          rebatePercent: percentText(due.basisPoints),
          validBets: formatMinorUnits(due.validBetCents),
          rebate: formatMinorUnits(due.rebateCents),
          categories: due.categories.map(categoryView),
          since: due.since,
        };
      });
    },

    async claim(session: Session, idemKey: string | null): Promise<{ record: RebateRecord; balance: string }> {
      refuseTrial(session);
      return db.transaction(async (tx) => {
        const locked = await wallet.lock(tx, session.memberId, 'REAL');
        return onceByKey(tx, session.memberId, idemKey, 'claimRebate', async () => {
          const due = await computeDue(tx, session.memberId, locked.id);
          if (due.rebateCents <= 0) throw new ApiError(400, MEMBER_CENTRE_ERRORS.rebateNothing, 'No rebate is due yet');
          const inserted = await tx.query<{ id: unknown; created_at: unknown }>(
            `INSERT INTO rebate_claims (member_id, wallet_id, up_to_ledger_id, valid_bet_cents, rate_basis_points, rebate_cents, categories)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
            [
              session.memberId,
              locked.id,
              due.upToLedgerId,
              due.validBetCents,
              due.basisPoints,
              due.rebateCents,
              JSON.stringify(due.categories.map(categoryView)),
            ],
          );
          const id = int(inserted.rows[0]!.id);
          const balance = await wallet.post(tx, locked, [
            { kind: 'REBATE', amountCents: due.rebateCents, roundId: null, idemKey: `rebate-claim:${id}` },
          ]);
          return {
            record: {
              id,
              validBets: formatMinorUnits(due.validBetCents),
              rebatePercent: percentText(due.basisPoints),
              rebate: formatMinorUnits(due.rebateCents),
              categories: due.categories.map(categoryView),
              createdAt: iso(inserted.rows[0]!.created_at),
            },
            balance: formatMinorUnits(balance),
          };
        });
      });
    },

    /** Every rebate paid into the REAL wallet in the range, newest first, with the claim's detail when it was claimed here. */
    async records(session: Session, input: { range: RecordRange; from?: string | undefined; to?: string | undefined }) {
      refuseTrial(session);
      const { from, to } = resolveRange(input);
      const { rows } = await db.query<{
        id: unknown;
        amount: unknown;
        created_at: unknown;
        valid_bet_cents: unknown;
        rate_basis_points: unknown;
        categories: unknown;
      }>(
        `SELECT l.id, l.amount, l.created_at, c.valid_bet_cents, c.rate_basis_points, c.categories
         FROM ledger l
         JOIN wallets w ON w.id = l.wallet_id AND w.member_id = $1 AND w.kind = 'REAL'
         LEFT JOIN rebate_claims c ON c.wallet_id = l.wallet_id AND l.idem_key = 'rebate-claim:' || c.id
         WHERE l.kind = 'REBATE' AND l.created_at >= $2 AND l.created_at < $3
         ORDER BY l.id DESC LIMIT 200`,
        [session.memberId, from, to],
      );
      let total = 0;
      const list: RebateRecord[] = rows.map((row) => {
        const cents = Math.round(Number(row.amount) * 100);
        total += cents;
        const categories = (
          typeof row.categories === 'string' ? JSON.parse(row.categories) : (row.categories ?? [])
        ) as RebateRecord['categories'];
        return {
          id: int(row.id),
          validBets: row.valid_bet_cents === null || row.valid_bet_cents === undefined ? null : formatMinorUnits(int(row.valid_bet_cents)),
          rebatePercent:
            row.rate_basis_points === null || row.rate_basis_points === undefined ? null : percentText(int(row.rate_basis_points)),
          rebate: formatMinorUnits(cents),
          categories,
          createdAt: iso(row.created_at),
        };
      });
      return { list, total: formatMinorUnits(total) };
    },
  };
}
