import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../../../contract/errors';
import {
  MEMBER_CENTRE_ERRORS,
  REFERRAL_REWARD_CENTS,
  REFERRAL_TURNOVER_MULTIPLE,
  REWARD_CLAIM_DAYS,
  type InviteOverview,
} from '../../../../contract/member-centre';
import { isAgentType, isTrialType } from '../../../../contract/members';
import { formatMinorUnits } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { CreatedMember } from '../events';
import { int, iso } from '../wallet/rows';

/** Referral codes: eight letters and digits without look-alikes (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** A friend's account as the inviter sees it: the first two and last characters. */
const maskAccount = (account: string) => `${account.slice(0, 2)}${'•'.repeat(Math.max(1, account.length - 3))}${account.slice(-1)}`;

/**
 * Invitations (the REFERRAL promotion, non-agents): each member's referral code, created on
 * first use; a friend registering with it gets the member as upline (the registration's
 * affiliate check), and the member a referral reward in the reward centre, once per friend.
 */
export function createInviteService(db: Database) {
  async function codeOf(memberId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { rows } = await db
        .query<{ affiliate_code: string | null }>(
          'UPDATE members SET affiliate_code = coalesce(affiliate_code, $2) WHERE id = $1 RETURNING affiliate_code',
          [memberId, newCode()],
        )
        .catch(() => ({ rows: [] as { affiliate_code: string | null }[] }));
      const code = rows[0]?.affiliate_code;
      if (code) return code;
    }
    throw new Error('no free referral code');
  }

  return {
    async overview(session: Session, origin: string): Promise<InviteOverview> {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      if (isAgentType(session.type)) throw new ApiError(403, MEMBER_CENTRE_ERRORS.inviteAgents, 'Agents invite through the agency centre');
      const code = await codeOf(session.memberId);
      const [friends, count, earned] = await Promise.all([
        db.query<{ username: string; created_at: unknown }>(
          'SELECT username, created_at FROM members WHERE upline_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100',
          [session.memberId],
        ),
        db.query<{ n: unknown }>('SELECT count(*) AS n FROM members WHERE upline_id = $1', [session.memberId]),
        db.query<{ cents: unknown }>(
          `SELECT coalesce(sum(amount_cents), 0) AS cents FROM member_rewards WHERE member_id = $1 AND source = 'REFERRAL'`,
          [session.memberId],
        ),
      ]);
      return {
        code,
        link: `${origin}/m/register?affiliateCode=${code}`,
        friends: friends.rows.map((row) => ({ account: maskAccount(row.username), registeredAt: iso(row.created_at) })),
        friendCount: int(count.rows[0]?.n ?? 0),
        rewardsEarned: formatMinorUnits(int(earned.rows[0]?.cents ?? 0)),
      };
    },

    /** On registration: a friend invited by a member (not an agent) earns that member the referral reward. */
    async onMemberCreated(tx: Queryable, member: CreatedMember): Promise<void> {
      if (member.trial) return;
      const { rows } = await tx.query<{ id: unknown; type: unknown }>(
        'SELECT u.id, u.type FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1',
        [member.id],
      );
      const inviter = rows[0];
      if (!inviter || isAgentType(int(inviter.type)) || isTrialType(int(inviter.type))) return;
      await tx.query(
        `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
         VALUES ($1, 'REFERRAL', $2, $3, $4, $5, now() + make_interval(days => $6)) ON CONFLICT (member_id, source_key) DO NOTHING`,
        [
          int(inviter.id),
          `referral:${member.id}`,
          maskAccount(member.username),
          REFERRAL_REWARD_CENTS,
          REFERRAL_TURNOVER_MULTIPLE,
          REWARD_CLAIM_DAYS,
        ],
      );
    },
  };
}
