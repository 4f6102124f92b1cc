import type { FastifyInstance, FastifyRequest } from 'fastify';
import { providerSignInCalls, isTrialType, PROVIDER_CALLBACK_PATH } from '../../../contract/account';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import { clientIp, type AppContext } from '../http/context';
import { handle, handleMember } from '../http/handle';
import { clearKeptToken, setKeptToken } from '../http/kept-sign-in-cookie';
import { clearProviderFlowBinding, providerFlowBindingOf, setProviderFlowBinding } from '../http/provider-flow-cookie';
import type { AccountServices } from '../services/accounts';
import { deviceLabel } from '../services/accounts/device-label';

/** The platform's own origin as the browser reached it: the provider sends the browser back here. */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new ApiError(400, ERROR_CODES.badRequest, 'host: not a valid host');
  }
}

const requesterOf = (request: FastifyRequest) => ({ ip: clientIp(request), deviceName: deviceLabel(request.headers['user-agent']) });

/**
 * Signing in with Google or Facebook: the contract's calls, and the provider's callback, a plain route that
 * answers with a redirect to a page of the app (see PROVIDER_CALLBACK_PATH).
 */
export function registerProviderSignInRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountServices): void {
  const { config } = ctx;
  const providers = accounts.providers;

  handle(app, ctx, providerSignInCalls.startProviderSignIn, async ({ input, request, reply }) => {
    const { authorizationUrl, binding } = await providers.start(
      {
        provider: input.provider,
        intent: 'signIn',
        memberId: null,
        door: input.loginAs,
        redirect: input.redirect,
        keepSignedIn: input.keepSignedIn,
        affiliateCode: input.affiliateCode,
      },
      originOf(request),
    );
    setProviderFlowBinding(reply, binding);
    return { authorizationUrl };
  });

  handleMember(app, ctx, providerSignInCalls.startProviderLink, async ({ input, session, request, reply }) => {
    if (isTrialType(session.type)) throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Trial accounts cannot link a sign-in');
    const { authorizationUrl, binding } = await providers.start(
      { provider: input.provider, intent: 'link', memberId: session.memberId, door: 'member' },
      originOf(request),
    );
    setProviderFlowBinding(reply, binding);
    return { authorizationUrl };
  });

  app.get(PROVIDER_CALLBACK_PATH, async (request, reply) => {
    const rawUrl = request.raw.url ?? '';
    const at = rawUrl.indexOf('?');
    const query = typeof request.query === 'object' && request.query !== null ? (request.query as Record<string, unknown>) : {};
    const target = await providers.callback(query, at >= 0 ? rawUrl.slice(at + 1) : '', providerFlowBindingOf(request));
    void reply.header('cache-control', 'no-store');
    // The provider's page must not learn where the player lands.
    void reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(target, 303);
  });

  handle(app, ctx, providerSignInCalls.finishProviderSignIn, async ({ request, reply }) => {
    const binding = providerFlowBindingOf(request);
    const { value, keptToken, pending } = await providers.finish(binding, requesterOf(request));
    if (pending && binding) setProviderFlowBinding(reply, binding);
    else clearProviderFlowBinding(reply);
    if (value.login) {
      if (keptToken) setKeptToken(reply, keptToken, config.session.keptDays);
      else clearKeptToken(reply);
    }
    return value;
  });

  handle(app, ctx, providerSignInCalls.registerWithProvider, async ({ input, request, reply }) => {
    const { value, keptToken } = await providers.register(providerFlowBindingOf(request), input.affiliateCode, {
      ...requesterOf(request),
      hostname: request.hostname,
    });
    clearProviderFlowBinding(reply);
    if (keptToken) setKeptToken(reply, keptToken, config.session.keptDays);
    else clearKeptToken(reply);
    return value;
  });

  handleMember(app, ctx, providerSignInCalls.getSignInLinks, ({ session }) => providers.links(session.memberId));
  handleMember(app, ctx, providerSignInCalls.unlinkSignIn, async ({ input, session }) => {
    await providers.unlink(session.memberId, input.provider);
    return { ok: true as const };
  });
}
