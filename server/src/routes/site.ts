import type { FastifyInstance } from 'fastify';
import { customerServiceCalls } from '../../../contract/customer-service';
import { siteCalls } from '../../../contract/site';
import { handle } from '../http/handle';
import { clientIp, type AppContext } from '../http/context';
import { systemStatus } from '../services/catalogue/system-status';
import type { CatalogueServices } from '../services/catalogue';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext, catalogue: CatalogueServices): void {
  handle(app, ctx, siteCalls.getSiteInfo, ({ request }) => catalogue.siteInfo.get({ ip: clientIp(request), hostname: request.hostname }));
  handle(app, ctx, customerServiceCalls.getCustomerServiceLink, ({ input }) => catalogue.customerService.link(input.path));
  handle(app, ctx, siteCalls.getSystemStatus, ({ request }) => systemStatus(ctx.config, clientIp(request)));
}
