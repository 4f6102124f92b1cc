import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import type { Services } from '../services';
import { registerAccountRoutes } from './account';
import { registerCdnRoutes } from './cdn';
import { registerContentRoutes } from './content';
import { registerDevRoutes } from './dev';
import { registerGameRoutes } from './games';
import { registerLobbyRoutes } from './lobby';
import { registerSiteRoutes } from './site';
import { registerSlotRoutes } from './slot';
import { registerPaymentGatewayRoutes } from './payment-gateway';
import { registerVendorDemoRoutes } from './vendor-demo';
import { registerWalletRoutes } from './wallet';
import { registerMessagingRoutes } from './messaging';

/** Every route module of the platform, registered in one place. */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, services: Services): void {
  registerSiteRoutes(app, ctx, services.catalogue);
  registerAccountRoutes(app, ctx, services.accounts);
  registerContentRoutes(app, ctx, services.catalogue);
  registerGameRoutes(app, ctx, services.catalogue);
  registerLobbyRoutes(app, ctx, services.lobby);
  registerSlotRoutes(app, ctx, services.slot, services.hiLo);
  registerWalletRoutes(app, ctx, services.wallet, services.payments);
  registerPaymentGatewayRoutes(app, ctx, services.payments);
  registerVendorDemoRoutes(app, ctx);
  registerMessagingRoutes(app, ctx, services.messaging);
  registerDevRoutes(app, ctx);
  registerCdnRoutes(app, ctx);
}
