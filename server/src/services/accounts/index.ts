import type { SiteInfo } from '../../../../contract/site';
import { createBodyOpener } from '../../crypto/open-sealed-body';
import type { SealingKey } from '../../crypto/sealing-key';
import { isLoopback } from '../../http/connections';
import type { AppContext } from '../../http/context';
import type { ProtectionService } from '../protection';
import { createCaptchaService } from './captcha';
import { createOutboxGateway } from './gateway';
import { createProviderSignInService } from './provider-sign-in';
import { createKeptSignIns } from './kept-sign-ins';
import { createLoginGuard } from './login-guard';
import { createLoginService } from './login';
import { createMemberRepository } from './members';
import { createRateLimits } from './rate-limits';
import { createRecoveryService } from './recovery';
import { createRegisterService } from './register';
import { createSessionStore } from './sessions';
import { createSmsCodeService } from './sms-codes';
import { createPhoneVerifier } from './phone-verifier';
import { createDevPhoneVerifier } from './phone-verifier/dev-verifier';
import { createTrialService } from './trial';

export interface AccountSiteSource {
  /** The site settings as a visitor sees them (dialling codes, captcha switch, paths). */
  site(): SiteInfo;
}

/**
 * Accounts: members and agents, sessions, captchas, SMS and e-mail codes, registration,
 * login, recovery and trial play. Fills the context's session resolver and the opener for
 * sealed bodies, so every call that needs a member or a sealed body works from here on.
 */
export function createAccountServices(ctx: AppContext, source: AccountSiteSource, sealingKey: SealingKey, protection: ProtectionService) {
  const { db, config } = ctx;
  const gateway = createOutboxGateway();
  const members = createMemberRepository(db);
  const sessions = createSessionStore(db, config);
  const kept = createKeptSignIns(db, config);
  const guard = createLoginGuard(db);
  // With development tools on, the machine itself (end-to-end tests, all from 127.0.0.1) is not held to per-address limits;
  // in production every address is, since a proxy on the same host makes every outsider look like the machine.
  const rateLimits = createRateLimits(db, (ip) => config.devTools && !config.production && isLoopback(ip));
  const captcha = createCaptchaService(db);
  const sms = createSmsCodeService(db, gateway, config.siteName, config.smsCodeValiditySeconds);
  // The development phone verifier stands in for Firebase phone sign-in with development tools on (never in production).
  const devPhoneVerifier = config.devTools && !config.production ? createDevPhoneVerifier(gateway) : null;
  const phone = createPhoneVerifier({ db, config, sms, dev: devPhoneVerifier });
  const dialingCodes = () => source.site().register.dialingCodes.map((d) => d.code);

  // Every session resolved is held to the member's session time limit.
  ctx.sessions = protection.guardSessions(sessions.resolver);
  ctx.openSealedBody = createBodyOpener(() => sealingKey, db);

  const login = createLoginService({ db, config, members, sessions, kept, guard, captcha, sms, phone, protection });
  const register = createRegisterService({
    db,
    config,
    members,
    sessions,
    captcha,
    phone,
    site: () => {
      const site = source.site();
      return { captchaEnabled: site.register.captcha.enabled, dialingCodes: site.register.dialingCodes.map((d) => d.code) };
    },
  });

  return {
    sealingKey: () => ({ keyId: sealingKey.keyId, publicKey: sealingKey.publicKey }),
    site: () => source.site(),
    gateway,
    members,
    sessions,
    kept,
    guard,
    captcha,
    login,
    register,
    /** Signing in with Google or Facebook, and the provider sign-ins a member has linked. */
    providers: createProviderSignInService({ db, config, members, login, register }),
    rateLimits,
    /** One-time SMS codes, for the member-centre and wallet calls that prove a bound mobile. */
    sms,
    /** Proves phone numbers through the site's channel: the platform's SMS codes or an outside verifier. */
    phone,
    /** The development phone verifier (development tools only). */
    devPhoneVerifier,
    recovery: createRecoveryService({ db, config, members, sessions, guard, sms, phone, gateway, dialingCodes, rateLimits }),
    trial: createTrialService(db, config, members, sessions),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
