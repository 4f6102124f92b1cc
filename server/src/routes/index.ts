import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import type { Services } from '../services';
import { registerAccountRoutes } from './account';
import { registerAgentRoutes } from './agents';
import { registerCdnRoutes } from './cdn';
import { registerContentRoutes } from './content';
import { registerDevRoutes } from './dev';
import { registerDevIdentityProvider } from './dev-identity-provider';
import { registerGameRoutes } from './games';
import { registerLobbyRoutes } from './lobby';
import { registerOrderRoutes } from './orders';
import { registerMemberCentreRoutes } from './member-centre';
import { registerSiteRoutes } from './site';
import { registerSlotRoutes } from './slot';
import { registerPaymentGatewayRoutes } from './payment-gateway';
import { registerPromotionCommentRoutes } from './promotion-comments';
import { registerProtectionRoutes } from './protection';
import { registerProviderSignInRoutes } from './provider-sign-in';
import { registerVendorDemoRoutes } from './vendor-demo';
import { registerWalletRoutes } from './wallet';
import { registerMessagingRoutes } from './messaging';

/** Every route module of the platform, registered in one place. */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, services: Services): void {
  registerSiteRoutes(app, ctx, services.catalogue);
  registerAccountRoutes(app, ctx, services.accounts);
  registerProviderSignInRoutes(app, ctx, services.accounts);
  registerContentRoutes(app, ctx, services.catalogue);
  registerPromotionCommentRoutes(app, ctx, services.catalogue.comments, services.messaging.staff);
  registerGameRoutes(app, ctx, services.catalogue);
  registerLobbyRoutes(app, ctx, services.lobby);
  registerSlotRoutes(app, ctx, services.slot, services.hiLo, services.draws);
  registerWalletRoutes(app, ctx, services.wallet, services.payments);
  registerPaymentGatewayRoutes(app, ctx, services.payments);
  registerOrderRoutes(app, ctx, services.orders);
  registerMemberCentreRoutes(app, ctx, services.memberCentre);
  registerVendorDemoRoutes(app, ctx, services.catalogue.sports);
  registerAgentRoutes(app, ctx, services.agency);
  registerMessagingRoutes(app, ctx, services.messaging);
  registerDevRoutes(app, ctx);
  registerDevIdentityProvider(app, ctx);
  registerCdnRoutes(app, ctx);
  registerProtectionRoutes(app, ctx, services.protection);
}
