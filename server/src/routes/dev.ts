import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gameTypeSchema } from '../../../contract/schemas/domain';
import { ERROR_CODES } from '../../../contract/errors';
import { REGISTER_FIELDS, WHITELABEL_FLAGS } from '../../../contract/site';
import { PHONE_VERIFIER_CHANNELS } from '../../../contract/account';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { registerProtectionDevRoutes } from './protection-dev';
import { registerMemberCentreDevRoutes } from './dev-member-centre';
import { registerAgencyDevRoutes } from './dev-agents';
import { registerMessagingDevRoutes } from './messaging-dev';

const switchesSchema = z
  .object({
    maintenance: z.boolean().optional(),
    regionRestriction: z.boolean().optional(),
    restrictedIpPrefixes: z.array(z.string().min(1).max(64)).max(100).optional(),
    enabledGameTypes: z.array(gameTypeSchema).max(20).optional(),
    whitelabel: z.partialRecord(z.enum(WHITELABEL_FLAGS), z.boolean()).optional(),
    /** The operator's registration fields (which are on, which required); replaces the current set. */
    registerFields: z
      .partialRecord(z.enum(REGISTER_FIELDS), z.object({ enabled: z.boolean(), required: z.boolean() }).partial().strict())
      .optional(),
    /** Who proves phone numbers: the platform's SMS codes, or the outside verifier (Firebase, or the development one). */
    phoneVerifier: z
      .object({ channel: z.enum(PHONE_VERIFIER_CHANNELS) })
      .strict()
      .optional(),
  })
  .strict();

/**
 * Operator switches for development and end-to-end tests: flip maintenance, region
 * restriction, game types, whitelabel flags and registration fields on the running server. Registered only
 * when the configuration turns development tools on.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.devTools) return;
  registerAgencyDevRoutes(app, ctx);
  const { config } = ctx;
  const current = () => ({
    maintenance: config.maintenance,
    regionRestriction: config.regionRestriction,
    restrictedIpPrefixes: [...config.restrictedIpPrefixes],
    enabledGameTypes: [...config.enabledGameTypes],
    whitelabel: { ...config.whitelabel },
    registerFields: structuredClone(config.registerFields),
    phoneVerifier: { channel: config.phoneVerifier.channel },
  });

  registerMessagingDevRoutes(app, ctx);
  app.get('/dev/site', async () => ({ success: true, value: current() }));

  app.post('/dev/site', async (request) => {
    const parsed = switchesSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid switches');
    const next = parsed.data;
    if (next.maintenance !== undefined) config.maintenance = next.maintenance;
    if (next.regionRestriction !== undefined) config.regionRestriction = next.regionRestriction;
    if (next.restrictedIpPrefixes !== undefined) config.restrictedIpPrefixes = next.restrictedIpPrefixes;
    if (next.enabledGameTypes !== undefined) config.enabledGameTypes = [...new Set(next.enabledGameTypes)];
    if (next.whitelabel !== undefined) config.whitelabel = { ...config.whitelabel, ...next.whitelabel };
    if (next.registerFields !== undefined) config.registerFields = next.registerFields;
    if (next.phoneVerifier !== undefined) config.phoneVerifier = { ...config.phoneVerifier, channel: next.phoneVerifier.channel };
    return { success: true, value: current() };
  });

  registerProtectionDevRoutes(app, ctx);
  registerMemberCentreDevRoutes(app, ctx);
}
