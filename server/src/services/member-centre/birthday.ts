import { BIRTHDAY_TURNOVER_MULTIPLE, type VipLevel } from '../../../../contract/member-centre';
import type { Queryable } from '../../db/database';

/**
 * The birthday reward: a member whose birthday falls in the current month (Asia/Manila) gets the
 * amount of the VIP level held now, once that year. The reward's source key is the year, and
 * member_rewards is unique per member and source key, so reads racing each other (two pages, two
 * instances) insert one row between them and the rest do nothing. It can be claimed until the
 * month ends.
 */
export async function grantBirthdayReward(db: Queryable, memberId: number, level: VipLevel): Promise<void> {
  await db.query(
    `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
     SELECT m.id, 'BIRTHDAY', 'birthday:' || to_char(now() AT TIME ZONE 'Asia/Manila', 'YYYY'),
            to_char(now() AT TIME ZONE 'Asia/Manila', 'YYYY'), $2, $3,
            (date_trunc('month', now() AT TIME ZONE 'Asia/Manila') + interval '1 month') AT TIME ZONE 'Asia/Manila'
       FROM members m
      WHERE m.id = $1 AND m.birthday IS NOT NULL
        AND extract(month FROM m.birthday) = extract(month FROM now() AT TIME ZONE 'Asia/Manila')
     ON CONFLICT (member_id, source_key) DO NOTHING`,
    [memberId, level.birthdayRewardCents, BIRTHDAY_TURNOVER_MULTIPLE],
  );
}
