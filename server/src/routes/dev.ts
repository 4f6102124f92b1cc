import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import type { Services } from '../services';
import { DEV_TOOLS_STAFF } from '../services/site-switches';
import { registerProtectionDevRoutes } from './protection-dev';
import { registerMemberCentreDevRoutes } from './dev-member-centre';
import { registerAgencyDevRoutes } from './dev-agents';
import { registerMessagingDevRoutes } from './messaging-dev';
import { registerOfficeDevRoutes } from './office-dev';

/**
 * Operator switches for development and end-to-end tests: flip maintenance, region
 * restriction, game types, whitelabel flags and registration fields on the running server. Registered only
 * when the configuration turns development tools on.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: Pick<Services, 'protection' | 'events' | 'siteSwitches'>,
): void {
  if (!ctx.config.devTools) return;
  registerAgencyDevRoutes(app, ctx, services.events);
  registerMessagingDevRoutes(app, ctx, services.events);
  // A shortcut over the site's stored switches (the back office changes them too): every instance follows, the audit trail names dev-tools.
  app.get('/dev/site', async () => ({ success: true, value: (await services.siteSwitches.answer()).switches }));
  app.post('/dev/site', async (request) => ({
    success: true,
    value: (await services.siteSwitches.update(request.body ?? {}, DEV_TOOLS_STAFF, request.ip)).switches,
  }));

  registerProtectionDevRoutes(app, ctx, services.protection);
  registerMemberCentreDevRoutes(app, ctx);
  registerOfficeDevRoutes(app, ctx);
}
