import type { MemberCentre } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import type { AppContext } from '../../http/context';
import { ApiError } from '../../http/api-error';
import { ERROR_CODES } from '../../../../contract/errors';
import type { Session } from '../../http/context';
import type { MessageGateway } from '../accounts/gateway';
import type { WalletService } from '../wallet';
import type { PaymentPasswordCodes, PaymentPasswords } from '../wallet/payment-password';
import { int, iso } from '../wallet/rows';
import { createCustomerTaskService } from './customer-tasks';
import { createHeadIconService } from './head-icon';
import { createInviteService } from './invite';
import { createMissionService } from './missions';
import { createRebateService } from './rebates';
import { createRewardService, unclaimedRewards } from './rewards';
import { createSecurityService } from './security';
import { createUplineTransferService } from './upline';
import { grantDueRewards, vipOverview } from './vip';

const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Whole Asia/Manila days between two instants. */
const manilaDay = (at: number) => Math.floor((at + MANILA_OFFSET_MS) / DAY_MS);

/** The member centre's services: its overview, VIP levels, rewards, rebates and transfers to the upline. */
export function createMemberCentreServices(
  ctx: AppContext,
  wallet: WalletService,
  passwords: PaymentPasswords,
  /** Where codes leave the platform (the accounts' gateway: the development outbox shows them). */
  gateway: MessageGateway,
  /** The accounts' SMS codes, with the address and overall limits every SMS is held to. */
  codes: PaymentPasswordCodes,
) {
  const { db } = ctx;
  return {
    rewards: createRewardService(db, wallet),
    rebates: createRebateService(db, wallet),
    upline: createUplineTransferService(db, wallet, passwords),
    invite: createInviteService(db),
    headIcons: createHeadIconService(db),
    missions: createMissionService(db),
    tasks: createCustomerTaskService(db, wallet),
    security: createSecurityService(db, ctx.config, codes, gateway),

    async overview(session: Session): Promise<MemberCentre> {
      const trial = isTrialType(session.type);
      const level = trial ? null : await grantDueRewards(db, session.memberId);
      const { rows } = await db.query<{
        username: string;
        nickname: string | null;
        type: unknown;
        created_at: unknown;
        head_icon: string | null;
        upline_id: unknown;
      }>('SELECT username, nickname, type, created_at, head_icon, upline_id FROM members WHERE id = $1', [session.memberId]);
      const row = rows[0];
      if (!row) throw new ApiError(404, ERROR_CODES.userNotExist, 'User does not exist');
      const registered = new Date(row.created_at as string);
      return {
        account: row.username,
        nickname: row.nickname,
        type: int(row.type),
        regDate: iso(row.created_at),
        daysSinceRegistration: Math.max(0, manilaDay(Date.now()) - manilaDay(registered.getTime())),
        headIcon: row.head_icon ? `/cdn/head-icons/${row.head_icon}` : null,
        vipName: level?.level.name ?? 'VIP0',
        unclaimedRewards: trial ? 0 : await unclaimedRewards(db, session.memberId),
        hasUpline: row.upline_id !== null,
      };
    },

    vip: (session: Session) => vipOverview(db, session.memberId),
  };
}

export type MemberCentreServices = ReturnType<typeof createMemberCentreServices>;
