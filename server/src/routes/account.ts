import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountCalls } from '../../../contract/account';
import { SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { LANGUAGE_HEADER } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { memberCentreCalls } from '../../../contract/member-centre';
import { ApiError } from '../http/api-error';
import { clientIp, type AppContext } from '../http/context';
import { clearKeptToken, keptTokenOf, setKeptToken } from '../http/kept-sign-in-cookie';
import { handle, handleMember } from '../http/handle';
import type { AccountServices } from '../services/accounts';
import { deviceLabel } from '../services/accounts/device-label';
import { memberTemplates, toMemberInfo } from '../services/accounts/members';
import { accountSettings } from '../services/accounts/settings';
import { registerDevPhoneVerifierRoutes } from './dev-phone-verifier';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountServices): void {
  const { config } = ctx;

  handle(app, ctx, accountCalls.getAccountSettings, ({ request }) =>
    accountSettings(config, accounts.site(), accounts.phone.settings(originOf(request))),
  );
  handle(app, ctx, accountCalls.getSealingKey, () => ({
    ...accounts.sealingKey(),
    scheme: SEALED_BODY_SCHEME,
    required: config.encryption,
    serverTime: Date.now(),
  }));
  handle(app, ctx, accountCalls.getCaptcha, async ({ input, request }) => {
    await accounts.rateLimits.takeForAddress(
      'captcha',
      clientIp(request),
      config.limits.captchasPerMinutePerAddress,
      60,
      'Too many captchas; wait a minute',
    );
    return accounts.captcha.issue(input.purpose);
  });

  handle(app, ctx, accountCalls.login, async ({ input, request, reply }) => {
    const { value, keptToken } = await accounts.login.login(input, clientIp(request), deviceLabel(request.headers['user-agent']));
    // A login without "keep me signed in" also forgets one kept earlier on this device.
    if (keptToken) setKeptToken(reply, keptToken, config.session.keptDays);
    else clearKeptToken(reply);
    return value;
  });
  handle(app, ctx, accountCalls.resumeSession, async ({ request, reply }) => {
    try {
      const { value, keptToken } = await accounts.login.resume(keptTokenOf(request), clientIp(request));
      if (keptToken) setKeptToken(reply, keptToken, config.session.keptDays);
      return value;
    } catch (error) {
      // Whatever refused it, the device's token is spent: the app asks for a login next time.
      clearKeptToken(reply);
      throw error;
    }
  });
  handle(app, ctx, accountCalls.getTrialAccount, () => ({ enabled: accounts.trial.enabled() }));
  handle(app, ctx, accountCalls.trialLogin, ({ request }) => accounts.trial.start(clientIp(request)));

  handle(app, ctx, accountCalls.registerByUsername, ({ input, request }) =>
    accounts.register.register('username', input, { ip: clientIp(request), hostname: request.hostname }),
  );
  handle(app, ctx, accountCalls.registerByMobile, ({ input, request }) =>
    accounts.register.register('mobile', input, { ip: clientIp(request), hostname: request.hostname }),
  );
  // Both checks tell whether a name or a code exists: each address may ask only so often, whatever its kind.
  handle(app, ctx, accountCalls.checkUsername, async ({ input, request }) => {
    const ip = clientIp(request);
    await accounts.rateLimits.take(
      `username:ip:${ip}`,
      config.limits.checkUsernamePerMinutePerAddress,
      60,
      'Too many checks; wait a minute',
    );
    return { available: await accounts.register.usernameAvailable(input.username) };
  });
  handle(app, ctx, accountCalls.checkAffiliate, async ({ input, request }) => {
    const ip = clientIp(request);
    await accounts.rateLimits.take(
      `affiliate:ip:${ip}`,
      config.limits.checkAffiliatePerMinutePerAddress,
      60,
      'Too many checks; wait a minute',
    );
    return { valid: await accounts.register.affiliateValid(input.affiliateCode) };
  });

  handle(app, ctx, accountCalls.sendSmsCode, ({ input, request }) =>
    accounts.recovery.sendSmsCode(
      { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum },
      input.purpose,
      clientIp(request),
      // The SMS is written in the language the page was in.
      request.headers[LANGUAGE_HEADER] === 'EN' ? 'EN' : 'TY',
    ),
  );
  handle(app, ctx, accountCalls.setPasswordByMobile, async ({ input }) => {
    await accounts.recovery.setPasswordByMobile(
      { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum },
      { code: input.verificationCode, idToken: input.firebaseIdToken },
      input.newPassword,
    );
    return { ok: true as const };
  });
  handle(app, ctx, accountCalls.forgotPasswordByEmail, ({ input }) => accounts.recovery.forgotByEmail(input.username, input.email));
  handle(app, ctx, accountCalls.resetPasswordByEmail, async ({ input }) => {
    await accounts.recovery.resetByEmail(input.username, input.resetCode, input.newPassword, input.confirmNewPassword);
    return { ok: true as const };
  });
  handleMember(app, ctx, accountCalls.changePassword, async ({ input, session }) => {
    await accounts.recovery.changePassword(session, input.oldPassword, input.newPassword, input.confirmNewPassword);
    return { ok: true as const };
  });

  const memberInfo = async (memberId: number) => {
    const row = await accounts.members.byId(memberId);
    if (!row) throw new ApiError(401, ERROR_CODES.sessionExpired, 'Session expired, log in again');
    return toMemberInfo(row);
  };
  handleMember(app, ctx, accountCalls.getMemberInfo, ({ session }) => memberInfo(session.memberId));
  // Resolving the session already slid its idle clock; renewing answers the fresh profile.
  handleMember(app, ctx, accountCalls.renewMember, ({ session }) => memberInfo(session.memberId));
  handleMember(app, ctx, memberCentreCalls.setTemplate, async ({ session, input }) => {
    const row = await accounts.members.setTemplates(session.memberId, input);
    if (!row) throw new ApiError(401, ERROR_CODES.sessionExpired, 'Session expired, log in again');
    return { mobileTemplate: memberTemplates(row) };
  });
  handleMember(app, ctx, accountCalls.logout, async ({ session, reply }) => {
    await accounts.sessions.revoke(session.sessionId);
    clearKeptToken(reply);
    return { ok: true as const };
  });
  handleMember(app, ctx, accountCalls.getKeptSignIns, async ({ session }) => ({
    devices: await accounts.kept.list(session.memberId, session.sessionId),
  }));
  handleMember(app, ctx, accountCalls.forgetKeptSignIn, async ({ input, session }) => {
    if (!(await accounts.kept.forget(session.memberId, input.id, session.sessionId))) {
      throw new ApiError(404, ERROR_CODES.notFound, 'This device is no longer signed in');
    }
    return { ok: true as const };
  });

  if (config.devTools) registerAccountDevRoutes(app, accounts);
}

/** The platform's own origin as the browser reached it (the development phone verifier is served from it). */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

/**
 * Development tools (never registered in production): read the SMS and e-mail outbox,
 * read a captcha's answer, and clear the per-address login counter that end-to-end tests,
 * all coming from one address, would otherwise run into.
 */
function registerAccountDevRoutes(app: FastifyInstance, accounts: AccountServices): void {
  const outboxQuery = z.object({ to: z.string().trim().min(3).max(254) }).strict();
  app.get('/dev/outbox', async (request) => {
    const parsed = outboxQuery.safeParse(request.query);
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, 'Name a recipient: ?to=+639171234567 or an e-mail address');
    return { success: true, value: { messages: accounts.gateway.read(parsed.data.to) } };
  });
  const captchaQuery = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }).strict();
  app.get('/dev/captcha', async (request) => {
    const parsed = captchaQuery.safeParse(request.query);
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, 'Name a captcha: ?id=…');
    const answer = await accounts.captcha.peek(parsed.data.id);
    if (answer === null) throw new ApiError(404, ERROR_CODES.notFound, 'No such captcha');
    return { success: true, value: { answer } };
  });
  if (accounts.devPhoneVerifier) registerDevPhoneVerifierRoutes(app, accounts.devPhoneVerifier);
  app.delete('/dev/login-limits', async () => {
    await accounts.guard.resetAddressLimits();
    return { success: true, value: { ok: true } };
  });
}
