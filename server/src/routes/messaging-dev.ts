import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { createMemberRepository } from '../services/accounts/members';
import { DEMO_HASHES } from '../services/accounts/seed';
import type { EventBus } from '../services/events';

/**
 * Development tools of the inbox and chat: a fresh player (password Player1234) whose inbox and
 * chat start empty of anything another test did, made as registration makes one (the app's member-created handlers run).
 */
export function registerMessagingDevRoutes(app: FastifyInstance, ctx: AppContext, events: EventBus): void {
  const members = createMemberRepository(ctx.db);
  app.post('/dev/messaging/player', async () => {
    const username = `chat${randomBytes(4).toString('hex')}`;
    const id = await ctx.db.transaction(async (tx) => {
      const created = await members.insert(tx, { username, passwordHash: DEMO_HASHES.Player1234, type: 0, nickname: null });
      if (created === null) throw new Error('player not created');
      await events.emit('memberCreated', tx, { id: created, type: 0, username, trial: false });
      return created;
    });
    return { success: true, value: { id, username, password: 'Player1234' } };
  });
}
