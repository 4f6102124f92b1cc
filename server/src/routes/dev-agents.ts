import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTRACT_KINDS } from '../../../contract/agents';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { createAgencyServices } from '../services/agents';
import type { EventBus } from '../services/events';
import { createWalletService } from '../services/wallet';
import { seedLargeTeam } from '../services/agents/seed';
import { toCents } from '../services/wallet/money';

const offerSchema = z
  .object({
    username: z.string().min(1).max(40),
    kind: z.enum(CONTRACT_KINDS),
    tiers: z
      .array(z.object({ threshold: z.string().regex(/^\d+(\.\d{1,2})?$/), reward: z.string().regex(/^\d+(\.\d{1,2})?$/) }))
      .min(1)
      .max(10)
      .default([
        { threshold: '1000.00', reward: '80.00' },
        { threshold: '5000.00', reward: '400.00' },
      ]),
    minActivePlayers: z.number().int().min(0).max(10_000).default(2),
  })
  .strict();

const teamSchema = z
  .object({ username: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{5,15}$/), size: z.number().int().min(1).max(20_000) })
  .strict();

/**
 * Agency development tools: run the payouts now, and offer an agent a contract. Loopback only,
 * like every /dev/ call. A run here may meet the schedule's run: the payouts settle each period once either way.
 */
export function registerAgencyDevRoutes(app: FastifyInstance, ctx: AppContext, events: EventBus): void {
  const agency = createAgencyServices(ctx.db, createWalletService(ctx.db, ctx.config), events);
  app.post('/dev/agents/payouts', async () => ({ success: true, value: { paid: await agency.payouts.run() } }));

  // A large team under a new agent, for measuring the downline list.
  app.post('/dev/agents/team', async (request) => {
    const parsed = teamSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid team');
    return { success: true, value: { agentId: await seedLargeTeam(ctx.db, ctx.config, parsed.data.username, parsed.data.size) } };
  });

  app.post('/dev/agents/offer', async (request) => {
    const parsed = offerSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid offer');
    const { username, kind, tiers, minActivePlayers } = parsed.data;
    const agentId = await agency.agentIdOf(username);
    if (agentId === null) throw new ApiError(404, ERROR_CODES.notFound, 'No such agent');
    const id = await agency.contracts.offer(agentId, kind, {
      tiers: tiers.map((t) => ({ threshold: toCents(t.threshold), reward: toCents(t.reward) })),
      minActivePlayers,
    });
    return { success: true, value: { id } };
  });
}
