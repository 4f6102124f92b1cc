import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import type { ProtectionService } from '../services/protection';

const clockSchema = z
  .object({
    advanceMinutes: z
      .number()
      .positive()
      .max(60 * 24 * 366 * 6),
  })
  .strict();
const realityCheckSchema = z
  .object({ username: z.string().min(1).max(64), seconds: z.number().int().min(1).max(86_400).nullable() })
  .strict();

/**
 * Development tools for player protection: the protection clock, which only moves forward
 * (a day later, a raised limit can be confirmed; a month later, a time-out has ended), and
 * reality checks at intervals of seconds, which the player's page does not offer.
 */
export function registerProtectionDevRoutes(app: FastifyInstance, ctx: AppContext, protection: ProtectionService): void {
  const clockValue = () => {
    const { clock } = protection;
    return { now: clock.now().toISOString(), offsetMinutes: Math.round(clock.offsetMs() / 60_000) };
  };

  app.get('/dev/clock', async () => ({ success: true, value: clockValue() }));

  app.post('/dev/clock', async (request) => {
    const parsed = clockSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid clock move');
    protection.clock.advance(parsed.data.advanceMinutes * 60_000);
    return { success: true, value: clockValue() };
  });

  app.post('/dev/protection/reality-check', async (request) => {
    const parsed = realityCheckSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid reality check');
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM members WHERE lower(username) = lower($1)', [parsed.data.username]);
    const member = rows[0];
    if (!member) throw new ApiError(404, ERROR_CODES.userNotExist, 'No such member');
    await protection.setRealityCheckSeconds(Number(member.id), parsed.data.seconds);
    return { success: true, value: { username: parsed.data.username, seconds: parsed.data.seconds } };
  });
}
