import { ERROR_CODES } from '../../../../contract/errors';
import { MEMBER_CENTRE_ERRORS, type Reward } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import { formatMinorUnits } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { onceByKey } from '../wallet/once-by-key';
import type { WalletService } from '../wallet';
import { int, iso, isoOrNull } from '../wallet/rows';
import { grantDueRewards } from './vip';

interface RewardRow {
  id: unknown;
  source: Reward['source'];
  label: string;
  amount_cents: unknown;
  turnover_multiple: unknown;
  created_at: unknown;
  expires_at: unknown;
  claimed_at: unknown;
  expired: boolean;
}

const COLUMNS = 'id, source, label, amount_cents, turnover_multiple, created_at, expires_at, claimed_at, (expires_at <= now()) AS expired';

const view = (row: RewardRow): Reward => ({
  id: int(row.id),
  source: row.source,
  label: row.label,
  amount: formatMinorUnits(int(row.amount_cents)),
  turnover: formatMinorUnits(int(row.amount_cents) * int(row.turnover_multiple)),
  state: row.claimed_at ? 'CLAIMED' : row.expired ? 'EXPIRED' : 'CLAIM',
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  claimedAt: isoOrNull(row.claimed_at),
});

/** Rewards still waiting to be claimed (not claimed, not expired): the count the entry points show. */
export async function unclaimedRewards(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM member_rewards WHERE member_id = $1 AND claimed_at IS NULL AND expires_at > now()',
    [memberId],
  );
  return int(rows[0]?.n ?? 0);
}

/**
 * The reward centre. A claim credits the REAL wallet once: the wallet row is locked first, so
 * two claims of one reward queue up and the second finds it claimed; the ledger line's key
 * `reward:<id>` is unique per wallet besides. The credited money carries the reward's turnover
 * (amount × multiple) before it may be withdrawn, as a deposit bonus does.
 */
export function createRewardService(db: Database, wallet: WalletService) {
  return {
    async list(session: Session): Promise<{ list: Reward[]; unclaimed: number }> {
      if (!isTrialType(session.type)) await grantDueRewards(db, session.memberId);
      const { rows } = await db.query<RewardRow>(
        `SELECT ${COLUMNS} FROM member_rewards WHERE member_id = $1 ORDER BY (claimed_at IS NULL AND expires_at > now()) DESC, id DESC LIMIT 200`,
        [session.memberId],
      );
      return { list: rows.map(view), unclaimed: await unclaimedRewards(db, session.memberId) };
    },

    async claim(session: Session, rewardId: number, idemKey: string | null): Promise<{ reward: Reward; balance: string }> {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      return db.transaction(async (tx) => {
        const locked = await wallet.lock(tx, session.memberId, 'REAL');
        return onceByKey(tx, session.memberId, idemKey, 'claimReward', async () => {
          const found = await tx.query<RewardRow & { source_key: string }>(
            `SELECT ${COLUMNS}, source_key FROM member_rewards WHERE id = $1 AND member_id = $2 FOR UPDATE`,
            [rewardId, session.memberId],
          );
          const row = found.rows[0];
          if (!row) throw new ApiError(400, MEMBER_CENTRE_ERRORS.rewardMissing, 'No such reward');
          if (row.claimed_at) throw new ApiError(400, MEMBER_CENTRE_ERRORS.rewardClaimed, 'This reward has been claimed already');
          if (row.expired) throw new ApiError(400, MEMBER_CENTRE_ERRORS.rewardExpired, 'This reward has expired');
          const amountCents = int(row.amount_cents);
          const idem = `reward:${int(row.id)}`;
          const balance = await wallet.post(tx, locked, [{ kind: 'REWARD', amountCents, roundId: null, idemKey: idem }]);
          const line = await tx.query<{ id: unknown }>('SELECT id FROM ledger WHERE wallet_id = $1 AND idem_key = $2', [locked.id, idem]);
          const ledgerId = int(line.rows[0]!.id);
          const turnover = amountCents * int(row.turnover_multiple);
          if (turnover > 0) {
            await tx.query(
              'INSERT INTO bonus_grants (wallet_id, deposit_id, bonus_cents, turnover_cents, granted_ledger_id) VALUES ($1, NULL, $2, $3, $4)',
              [locked.id, amountCents, turnover, ledgerId],
            );
          }
          const claimed = await tx.query<RewardRow>(
            `UPDATE member_rewards SET claimed_at = now(), ledger_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
            [int(row.id), ledgerId],
          );
          // A promotion's state on the promotions page follows its reward.
          if (row.source === 'PROMOTION') {
            await tx.query(
              `UPDATE promotion_participations SET status = 'CLAIMED', updated_at = now() WHERE member_id = $1 AND promotion_key = $2`,
              [session.memberId, row.source_key.replace(/^promotion:/, '')],
            );
          }
          return { reward: view(claimed.rows[0]!), balance: formatMinorUnits(balance) };
        });
      });
    },
  };
}
