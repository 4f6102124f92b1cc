import type { AppContext } from '../../http/context';
import type { ProtectionService } from '../protection';
import type { LoginGuard } from '../accounts/login-guard';
import type { RateLimits } from '../accounts/rate-limits';
import type { CreatedMember } from '../events';
import type { Queryable } from '../../db/database';
import { createChatBus } from './bus';
import { createChatStore } from './chat';
import { createFeedbackService } from './feedback';
import { createChatHub } from './hub';
import { createHostService } from './hosts';
import { createInboxService, postInboxMessage, WELCOME_MESSAGES } from './inbox';
import { createStaffService } from '../staff';
import { createVisitorChatLimits } from './visitor-limits';

/**
 * The inbox, feedback, the live chat (storage, the bus between processes, this process's sockets) and the support console's logins.
 * The players' login guard and abuse counters hold the console's login and the visitors' chat to the same brakes.
 */
export function createMessagingServices(
  ctx: AppContext,
  protection: Pick<ProtectionService, 'isExcluded'>,
  brakes: { guard: LoginGuard; rateLimits: RateLimits },
) {
  const inbox = createInboxService(ctx.db, (memberId, q) => protection.isExcluded(memberId, q));
  const bus = createChatBus(ctx.db, ctx.config.databaseUrl);
  const chat = createChatStore(ctx.db, bus);
  const hub = createChatHub(bus);
  const staff = createStaffService(ctx.db, brakes.guard);
  const feedback = createFeedbackService(ctx.db);
  const hosts = createHostService(ctx.db);
  const visitorLimits = createVisitorChatLimits(brakes.rateLimits);
  /** New members (not trial accounts) find the welcome messages in their inbox. */
  const welcome = async (tx: Queryable, member: CreatedMember): Promise<void> => {
    if (member.trial) return;
    for (const [at, message] of WELCOME_MESSAGES.entries()) {
      const eventKey = `welcome:${member.id}:${at}`;
      if (message.kind === 'PROMOTION') await inbox.postPromotion(tx, member.id, message.text, eventKey);
      else await postInboxMessage(tx, member.id, message.kind, message.text, eventKey);
    }
  };
  /** The name a member chats under: the nickname, else the username. */
  const memberName = async (memberId: number) => {
    const { rows } = await ctx.db.query<{ name: string }>('SELECT COALESCE(nickname, username) AS name FROM members WHERE id = $1', [
      memberId,
    ]);
    return rows[0]?.name ?? null;
  };
  return { inbox, bus, chat, hub, staff, feedback, hosts, visitorLimits, welcome, memberName };
}

export type MessagingServices = ReturnType<typeof createMessagingServices>;
