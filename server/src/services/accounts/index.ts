import type { SiteInfo } from '../../../../contract/site';
import type { SealingKey } from '../../crypto/sealing-key';
import { isLoopback } from '../../http/connections';
import type { AppContext } from '../../http/context';
import type { EventBus } from '../events';
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
import type { SessionStore } from './sessions';
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
 * login, recovery and trial play. The session store is the composition root's: the context's
 * session resolver (held to protection's session limit) reads the same store.
 */
export function createAccountServices(
  ctx: AppContext,
  source: AccountSiteSource,
  sealingKey: SealingKey,
  protection: ProtectionService,
  sessions: SessionStore,
  events: EventBus,
) {
  const { db, config } = ctx;
  const gateway = createOutboxGateway();
  const members = createMemberRepository(db);
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

  const login = createLoginService({ db, config, members, sessions, kept, guard, captcha, sms, phone, protection });
  const register = createRegisterService({
    db,
    config,
    members,
    sessions,
    events,
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
    trial: createTrialService(db, config, members, sessions, events),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
