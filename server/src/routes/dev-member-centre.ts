import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contract/errors';
import { REWARD_CLAIM_DAYS, REWARD_SOURCES } from '../../../contract/member-centre';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';

const grantSchema = z
  .object({
    username: z.string().min(1).max(64),
    source: z.enum(REWARD_SOURCES).default('PROMOTION'),
    label: z.string().min(1).max(80),
    /** Pesos with at most two decimals. */
    amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
    turnoverMultiple: z.number().int().min(0).max(50).default(1),
    expiresInDays: z.number().int().min(-30).max(365).default(REWARD_CLAIM_DAYS),
  })
  .strict();

const birthdaySchema = z
  .object({
    username: z.string().min(1).max(64),
    /** YYYY-MM-DD, or null to clear it. */
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((day) => !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().startsWith(day), 'birthday: not a calendar day')
      .nullable(),
  })
  .strict();

/**
 * The operator's reward desk for development and end-to-end tests: grants a member a reward
 * the way a promotion or a mission does, so the reward centre has something to claim.
 */
export function registerMemberCentreDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/member-centre/rewards', async (request) => {
    const parsed = grantSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid reward');
    const grant = parsed.data;
    const [whole = '0', fraction = ''] = grant.amount.split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (cents <= 0) throw new ApiError(400, ERROR_CODES.badRequest, 'amount: above zero');
    const { rows } = await ctx.db.query<{ id: unknown }>(
      `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
       SELECT id, $2, $3, $4, $5, $6, now() + make_interval(days => $7) FROM members WHERE username_key = lower($1)
       RETURNING id`,
      [
        grant.username,
        grant.source,
        `operator:${Date.now()}:${Math.random().toString(36).slice(2)}`,
        grant.label,
        cents,
        grant.turnoverMultiple,
        grant.expiresInDays,
      ],
    );
    if (!rows[0]) throw new ApiError(404, ERROR_CODES.userNotExist, 'No such member');
    return { success: true, value: { id: Number(rows[0].id) } };
  });

  // The operator's member record: sets a member's birthday, so the birthday reward can be shown in any month.
  app.post('/dev/member-centre/birthday', async (request) => {
    const parsed = birthdaySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid birthday');
    const { rows } = await ctx.db.query('UPDATE members SET birthday = $2 WHERE username_key = lower($1) RETURNING id', [
      parsed.data.username,
      parsed.data.birthday,
    ]);
    if (!rows[0]) throw new ApiError(404, ERROR_CODES.userNotExist, 'No such member');
    return { success: true, value: { birthday: parsed.data.birthday } };
  });
}
