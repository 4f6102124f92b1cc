import type { SealingKey } from '../crypto/sealing-key';
import type { AppContext } from '../http/context';
import { createAccountServices } from './accounts';
import { smsAdmission } from './accounts/rate-limits';
import { createAgencyServices } from './agents';
import { createCatalogueServices } from './catalogue';
import { createLobbyServices } from './lobby';
import { createMemberCentreServices } from './member-centre';
import { createOrderService } from './orders';
import { createProtectionService } from './protection';
import { createSlotService } from './slot';
import { createDrawService } from './slot/draw';
import { createHiLoService } from './slot/hilo';
import { createWalletService } from './wallet';
import { createPaymentServices } from './wallet/payments';
import { createMessagingServices } from './messaging';

/**
 * Builds the platform's services over one context. A service that owns sessions sets
 * `ctx.sessions` so every call that needs a member can resolve one.
 */
export function createServices(ctx: AppContext, sealingKey: SealingKey) {
  // Player protection is checked by accounts, the catalogue's promotions, payments, the lobby and the games: it comes first.
  const protection = createProtectionService({
    ctx,
    helpContacts: () => catalogue.siteInfo.get({ ip: '', hostname: '' }).customerService.map(({ title, path }) => ({ title, path })),
    revokeSession: (sessionId) => accounts.sessions.revoke(sessionId),
    revokeMemberSessions: (memberId) => accounts.sessions.revokeAll(memberId),
  });
  const catalogue = createCatalogueServices(ctx, protection);
  const accounts = createAccountServices(ctx, { site: () => catalogue.siteInfo.get({ ip: '', hostname: '' }) }, sealingKey, protection);
  const wallet = createWalletService(ctx.db, ctx.config);
  const smsCodes = { sms: accounts.sms, admission: (ip: string) => smsAdmission(accounts.rateLimits, ctx.config.limits, ip) };
  const payments = createPaymentServices(ctx, wallet, protection, smsCodes);
  const lobby = createLobbyServices(ctx, catalogue, protection);
  const slot = createSlotService(ctx.db, ctx.config, wallet, protection);
  const hiLo = createHiLoService(ctx.db, ctx.config, wallet, protection);
  const draws = createDrawService(ctx.db, ctx.config, wallet, protection);
  const orders = createOrderService(ctx.db, wallet);
  const memberCentre = createMemberCentreServices(ctx, wallet, payments.passwords, accounts.gateway, smsCodes);
  const agency = createAgencyServices(ctx.db, wallet);
  const messaging = createMessagingServices(ctx, protection, { guard: accounts.guard, rateLimits: accounts.rateLimits });
  return { ctx, catalogue, accounts, wallet, payments, lobby, slot, hiLo, draws, protection, orders, memberCentre, agency, messaging };
}

export type Services = ReturnType<typeof createServices>;
