import { formatMinorUnits } from '../../../../contract/payments';
import { REWARD_CLAIM_DAYS, VIP_LEVELS, vipLevelOf, vipProgress, type VipLevel } from '../../../../contract/member-centre';
import type { VipOverview } from '../../../../contract/member-centre';
import type { Queryable } from '../../db/database';
import { int } from '../wallet/rows';
import { grantBirthdayReward } from './birthday';

/** The rate as percent text with two places: 50 basis points → "0.50". */
export const percentText = (basisPoints: number) => formatMinorUnits(basisPoints);

const levelView = (level: VipLevel) => ({
  level: level.level,
  name: level.name,
  deposit: formatMinorUnits(level.depositCents),
  validBet: formatMinorUnits(level.validBetCents),
  rebatePercent: percentText(level.rebateBasisPoints),
  levelUpReward: formatMinorUnits(level.levelUpRewardCents),
  birthdayReward: formatMinorUnits(level.birthdayRewardCents),
});

/** The member's real deposits (paid) and valid bets (settled stakes of the REAL wallet, net of refunds), all time, in centavos. */
export async function playFigures(db: Queryable, memberId: number): Promise<{ depositCents: number; validBetCents: number }> {
  const { rows } = await db.query<{ deposits: unknown; bets: unknown }>(
    `SELECT
       (SELECT coalesce(sum(paid_cents), 0) FROM deposits WHERE member_id = $1 AND status = 'PAID') AS deposits,
       (SELECT coalesce(sum(s.stake_cents), 0) FROM stakes s
         WHERE s.member_id = $1 AND s.wallet_kind = 'REAL' AND s.settled) AS bets`,
    [memberId],
  );
  return { depositCents: int(rows[0]?.deposits ?? 0), validBetCents: int(rows[0]?.bets ?? 0) };
}

/**
 * The member's level from real play. Reaching a level grants its level-up reward once (the
 * reward's source key is the level) and sets the member's club label, which the header shows.
 */
export async function currentLevel(
  db: Queryable,
  memberId: number,
): Promise<{ level: VipLevel; depositCents: number; validBetCents: number }> {
  const figures = await playFigures(db, memberId);
  const level = vipLevelOf(figures.depositCents, figures.validBetCents);
  for (const reached of VIP_LEVELS) {
    if (reached.level === 0 || reached.level > level.level) continue;
    await db.query(
      `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
       VALUES ($1, 'LEVEL_UP', $2, $3, $4, 1, now() + make_interval(days => $5)) ON CONFLICT (member_id, source_key) DO NOTHING`,
      [memberId, `level-up:${reached.level}`, reached.name, reached.levelUpRewardCents, REWARD_CLAIM_DAYS],
    );
  }
  await db.query('UPDATE members SET club_label = $2 WHERE id = $1 AND club_label IS DISTINCT FROM $2', [memberId, level.name]);
  return { level, ...figures };
}

/**
 * The rewards a read of the member centre or the reward centre grants when due: level-up rewards
 * for levels reached and this year's birthday reward in the birthday month. Idempotent.
 */
export async function grantDueRewards(db: Queryable, memberId: number): ReturnType<typeof currentLevel> {
  const current = await currentLevel(db, memberId);
  await grantBirthdayReward(db, memberId, current.level);
  return current;
}

export async function vipOverview(db: Queryable, memberId: number): Promise<VipOverview> {
  const { level, depositCents, validBetCents } = await currentLevel(db, memberId);
  const progress = vipProgress(depositCents, validBetCents);
  const next = VIP_LEVELS.find((candidate) => candidate.level === level.level + 1);
  return {
    level: level.level,
    name: level.name,
    deposits: formatMinorUnits(depositCents),
    validBets: formatMinorUnits(validBetCents),
    completedConditions: progress.completed,
    totalExpectedConditions: progress.total,
    progress: progress.ratio,
    next: next ? levelView(next) : null,
    levels: VIP_LEVELS.map(levelView),
  };
}
