import type { ServerConfig } from '../config';
import { createBodyOpener } from '../crypto/open-sealed-body';
import type { SealingKey } from '../crypto/sealing-key';
import type { Database } from '../db/database';
import type { AppContext } from '../http/context';
import { createAccountServices } from './accounts';
import { createSessionStore } from './accounts/sessions';
import { createEventBus } from './events';
import { smsAdmission } from './accounts/rate-limits';
import { createAgencyServices } from './agents';
import { createCashierService } from './cashier';
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
import { createStaffAdmin } from './staff/admin';
import { createSecondFactor } from './staff/second-factor';
import { createSiteSwitches } from './site-switches';
import { createPlayersOffice } from './players-office';

/**
 * The composition root: builds the platform's services in dependency order, each handed what it
 * needs. The context every call reads (who the session belongs to, how a sealed body opens) is
 * complete before any service is built, and nothing changes it afterwards.
 */
export function createServices({ config, db }: { config: ServerConfig; db: Database }, sealingKey: SealingKey) {
  const events = createEventBus();
  // The site's switches: laid over `config` from the store (buildApp loads them before the app serves).
  const siteSwitches = createSiteSwitches({ db, config });
  const sessions = createSessionStore(db, config);
  // Player protection is checked by accounts, the catalogue's promotions, payments, the lobby and the games: it comes first.
  const protection = createProtectionService({
    db,
    // Read when a player asks for the protection page, by which time the catalogue is built.
    helpContacts: () =>
      catalogue.siteInfo.get({ ip: '', hostname: '' }).customerService.map(({ csType, title, path }) => ({ csType, title, path })),
    revokeSession: (sessionId) => sessions.revoke(sessionId),
    revokeMemberSessions: (memberId) => sessions.revokeAll(memberId),
  });
  const ctx: AppContext = {
    config,
    db,
    // Every session resolved is held to the member's session time limit.
    sessions: protection.guardSessions(sessions.resolver),
    openSealedBody: createBodyOpener(() => sealingKey, db),
  };
  const catalogue = createCatalogueServices(ctx, protection);
  const accounts = createAccountServices(
    ctx,
    { site: () => catalogue.siteInfo.get({ ip: '', hostname: '' }) },
    sealingKey,
    protection,
    sessions,
    events,
  );
  const wallet = createWalletService(ctx.db, ctx.config);
  const smsCodes = { sms: accounts.sms, admission: (ip: string) => smsAdmission(accounts.rateLimits, ctx.config.limits, ip) };
  const payments = createPaymentServices(ctx, wallet, protection, smsCodes);
  const cashier = createCashierService(ctx.db, wallet, protection);
  const lobby = createLobbyServices(ctx, catalogue, protection);
  const slot = createSlotService(ctx.db, ctx.config, wallet, protection);
  const hiLo = createHiLoService(ctx.db, ctx.config, wallet, protection);
  const draws = createDrawService(ctx.db, ctx.config, wallet, protection);
  const orders = createOrderService(ctx.db, wallet);
  const memberCentre = createMemberCentreServices(ctx, wallet, payments.passwords, accounts.gateway, smsCodes);
  const agency = createAgencyServices(ctx.db, wallet, events);
  const messaging = createMessagingServices(ctx, protection, { guard: accounts.guard, rateLimits: accounts.rateLimits });
  // The back office's staff: the second factor of their sign-in (secrets sealed to the platform's key) and their administration.
  const staffOffice = { secondFactor: createSecondFactor(ctx.db, accounts.guard, sealingKey), admin: createStaffAdmin(ctx.db) };
  // A new member, in the transaction creating it (a failure undoes the registration): its wallet with the demo credit,
  // a referral reward for the member who invited it, a place in its agents' teams, the welcome messages.
  events.on('memberCreated', wallet.onMemberCreated);
  events.on('memberCreated', memberCentre.invite.onMemberCreated);
  events.on('memberCreated', agency.onMemberCreated);
  events.on('memberCreated', messaging.welcome);
  const playersOffice = createPlayersOffice({ db, config, sessions, protection });
  return {
    ctx,
    events,
    catalogue,
    accounts,
    wallet,
    payments,
    cashier,
    lobby,
    slot,
    hiLo,
    draws,
    protection,
    orders,
    memberCentre,
    agency,
    messaging,
    staffOffice,
    siteSwitches,
    playersOffice,
  };
}

export type Services = ReturnType<typeof createServices>;
