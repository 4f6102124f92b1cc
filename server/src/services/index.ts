import type { SealingKey } from '../crypto/sealing-key';
import type { AppContext } from '../http/context';
import { createAccountServices } from './accounts';
import { createCatalogueServices } from './catalogue';
import { createLobbyServices } from './lobby';
import { createSlotService } from './slot';
import { createHiLoService } from './slot/hilo';
import { createWalletService } from './wallet';
import { createPaymentServices } from './wallet/payments';
import { createMessagingServices } from './messaging';

/**
 * Builds the platform's services over one context. A service that owns sessions sets
 * `ctx.sessions` so every call that needs a member can resolve one.
 */
export function createServices(ctx: AppContext, sealingKey: SealingKey) {
  const catalogue = createCatalogueServices(ctx);
  const accounts = createAccountServices(ctx, { site: () => catalogue.siteInfo.get({ ip: '', hostname: '' }) }, sealingKey);
  const wallet = createWalletService(ctx.db, ctx.config);
  const payments = createPaymentServices(ctx, wallet);
  const lobby = createLobbyServices(ctx, catalogue.games);
  const slot = createSlotService(ctx.db, ctx.config, wallet);
  const hiLo = createHiLoService(ctx.db, ctx.config, wallet);
  const messaging = createMessagingServices(ctx);
  return { ctx, catalogue, accounts, wallet, payments, lobby, slot, hiLo, messaging };
}

export type Services = ReturnType<typeof createServices>;
