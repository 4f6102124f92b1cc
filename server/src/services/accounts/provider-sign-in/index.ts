import * as client from 'openid-client';
import {
  ACCOUNT_ERROR_CODES,
  PROVIDER_CALLBACK_PATH,
  type IdentityProvider,
  type LoginDoor,
  type ProviderFinish,
  type ProviderSignInError,
} from '../../../../../contract/account';
import { ERROR_CODES } from '../../../../../contract/errors';
import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import type { LoginService, SignIn } from '../login';
import type { RegisterService } from '../register';
import type { MemberRepository } from '../members';
import { currentFieldRules } from '../settings';
import { createFlowStore, type FlowIntent, type FlowRow } from './flows';
import { createIdentityStore } from './identities';
import { providerClientFor, providerOn } from './registry';
import { safeRedirectPath } from './safe-redirect';
import { generatedUsername } from './username';
import type { ProviderIdentity } from './openid-provider';

export interface ProviderSignInDeps {
  db: Database;
  config: ServerConfig;
  members: MemberRepository;
  login: Pick<LoginService, 'signInMember'>;
  register: Pick<RegisterService, 'admitFrom' | 'uplineOf' | 'createAccount'>;
}

export interface StartRequest {
  provider: IdentityProvider;
  intent: FlowIntent;
  memberId: number | null;
  door: LoginDoor;
  redirect?: string | undefined;
  keepSignedIn?: boolean | undefined;
  affiliateCode?: string | undefined;
}

/** Who the request is: its address and the device name a kept sign-in is listed by. */
export interface Requester {
  ip: string;
  deviceName: string;
}

const flowOver = () => new ApiError(409, ACCOUNT_ERROR_CODES.signInFlowOver, 'This sign-in is over: start again from the login page');

/** How the security centre and the app name an identity: its e-mail address, else its name. */
const labelOf = (provider: IdentityProvider, identity: ProviderIdentity) =>
  identity.email ?? identity.name ?? (provider === 'google' ? 'Google account' : 'Facebook account');

const nameOf = (identity: ProviderIdentity) => identity.name ?? identity.email?.split('@')[0] ?? '';

/** Where the callback sends the browser: relative paths of this site, built here from the flow, never from the request. */
function landing(flow: FlowRow | null, outcome: { error: ProviderSignInError } | { done: true }): string {
  if (flow?.intent === 'link') {
    return 'error' in outcome ? `/m/securityCenter?signInError=${outcome.error}` : `/m/securityCenter?linked=${flow.provider}`;
  }
  const params = new URLSearchParams();
  if ('error' in outcome) params.set('signInError', outcome.error);
  else if (flow) params.set('via', flow.provider);
  if (flow?.redirect_path) params.set('redirect', flow.redirect_path);
  if (flow?.door === 'agent') params.set('door', 'agent');
  return `/m/login?${params.toString()}`;
}

/**
 * Signing in with Google or Facebook (OpenID Connect, authorization code with PKCE): starting a sign-in or a
 * link, the provider's callback, answering the sign-in, a new identity's account, and the links a member holds.
 */
export function createProviderSignInService(deps: ProviderSignInDeps) {
  const { db, config, members, login, register } = deps;
  const flows = createFlowStore(db);
  const identities = createIdentityStore(db);

  return {
    /** A new flow: answers where to send the browser, and the binding its cookie keeps. */
    async start(request: StartRequest, origin: string): Promise<{ authorizationUrl: string; binding: string }> {
      const provider = providerClientFor(config, request.provider, origin);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const binding = client.randomState();
      const redirectUri = `${origin}${PROVIDER_CALLBACK_PATH}`;
      let authorizationUrl: string;
      try {
        authorizationUrl = await provider.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
      } catch {
        throw new ApiError(503, ERROR_CODES.busy, 'The sign-in provider cannot be reached; try again shortly');
      }
      await flows.create({
        state,
        binding,
        provider: request.provider,
        intent: request.intent,
        memberId: request.memberId,
        door: request.door,
        redirectPath: request.intent === 'signIn' ? safeRedirectPath(request.redirect) : undefined,
        keepSignedIn: request.keepSignedIn === true,
        affiliateCode: request.affiliateCode,
        codeVerifier,
        nonce,
        redirectUri,
      });
      return { authorizationUrl, binding };
    },

    /**
     * The provider sent the browser back. Answers the path to redirect to: the flow of this state and this
     * browser is claimed once, the code exchanged (state, nonce, PKCE and the ID token checked), and the outcome
     * kept for `finish` (a sign-in) or applied at once (a link).
     */
    async callback(query: Record<string, unknown>, rawQuery: string, binding: string | null): Promise<string> {
      const state = typeof query.state === 'string' && query.state.length <= 512 ? query.state : null;
      if (!state) return landing(null, { error: 'failed' });
      const claimed = await flows.claimCallback(state, binding);
      if ('refused' in claimed) return landing(claimed.flow, { error: claimed.refused });
      const { flow } = claimed;
      if (query.error !== undefined) {
        const error = query.error === 'access_denied' ? 'cancelled' : 'failed';
        await flows.recordOutcome(flow.id, { error });
        return landing(flow, { error });
      }
      if (!providerOn(config, flow.provider)) {
        await flows.recordOutcome(flow.id, { error: 'off' });
        return landing(flow, { error: 'off' });
      }
      let identity: ProviderIdentity;
      try {
        const callbackUrl = new URL(flow.redirect_uri);
        callbackUrl.search = rawQuery;
        identity = await providerClientFor(config, flow.provider, callbackUrl.origin).finish(callbackUrl, {
          state,
          nonce: flow.nonce,
          codeVerifier: flow.code_verifier,
        });
      } catch {
        await flows.recordOutcome(flow.id, { error: 'failed' });
        return landing(flow, { error: 'failed' });
      }
      const label = labelOf(flow.provider, identity);
      if (flow.intent === 'link') {
        const linked = await linkIdentity(flow, identity.subject, label);
        await flows.recordOutcome(
          flow.id,
          linked ? { identity: { subject: identity.subject, label, name: nameOf(identity) } } : { error: 'taken' },
        );
        return linked ? landing(flow, { done: true }) : landing(flow, { error: 'taken' });
      }
      const memberId = await identities.memberOf(flow.provider, identity.subject);
      await flows.recordOutcome(
        flow.id,
        memberId !== null ? { signedInMemberId: memberId } : { identity: { subject: identity.subject, label, name: nameOf(identity) } },
      );
      return landing(flow, { done: true });
    },

    /** The sign-in this browser came back with, answered once: the session, or the new identity to confirm. */
    async finish(
      binding: string | null,
      requester: Requester,
    ): Promise<{ value: ProviderFinish; keptToken: string | null; pending: boolean }> {
      const flow = binding ? await flows.claimFinish(binding) : null;
      if (!flow) throw flowOver();
      if (!providerOn(config, flow.provider)) throw new ApiError(403, ERROR_CODES.featureOff, 'This way of signing in is not available');
      // An identity that became someone's account since the callback signs that account in.
      const memberId =
        flow.signed_in_member_id ?? (flow.identity_subject ? await identities.memberOf(flow.provider, flow.identity_subject) : null);
      if (memberId !== null) {
        const member = await members.byId(memberId);
        if (!member) throw flowOver();
        const signIn = await login.signInMember(member, {
          door: flow.door,
          keepSignedIn: flow.keep_signed_in,
          ip: requester.ip,
          deviceName: requester.deviceName,
        });
        return { value: { login: signIn.value }, keptToken: signIn.keptToken, pending: false };
      }
      // Agents' accounts are made by their upline, never by signing up.
      if (flow.door === 'agent') throw new ApiError(403, ERROR_CODES.nonAgentLogin, 'Non-agents cannot log in');
      return {
        value: {
          newAccount: {
            provider: flow.provider,
            name: flow.identity_name ?? '',
            ...(flow.affiliate_code ? { affiliateCode: flow.affiliate_code } : {}),
          },
        },
        keptToken: null,
        pending: true,
      };
    },

    /** The new identity this browser confirmed becomes an account, once, with the registration rules that still apply. */
    async register(
      binding: string | null,
      affiliateCode: string | undefined,
      requester: Requester & { hostname: string },
    ): Promise<SignIn> {
      const pending = binding ? await flows.pendingRegistration(binding) : null;
      if (!binding || !pending?.identity_subject) throw flowOver();
      if (!providerOn(config, pending.provider)) throw new ApiError(403, ERROR_CODES.featureOff, 'This way of signing in is not available');
      await register.admitFrom(requester.ip);
      const uplineId = await register.uplineOf(affiliateCode ?? pending.affiliate_code ?? undefined);
      const email = pending.identity_label?.includes('@') ? pending.identity_label : undefined;
      const name = pending.identity_name ?? undefined;
      const username = await generatedUsername({ name, email }, currentFieldRules(config).username, (u) => members.usernameTaken(u));
      const memberId = await db.transaction(async (tx) => {
        const flow = await flows.claimRegistration(tx, binding);
        if (!flow?.identity_subject) throw flowOver();
        // The identity became someone's account meanwhile: this sign-in is over.
        if ((await identities.memberOf(flow.provider, flow.identity_subject, tx)) !== null) throw flowOver();
        const id = await register.createAccount(tx, {
          username,
          passwordHash: null,
          nickname: name ? [...name].slice(0, 20).join('') : null,
          email: email ?? null,
          uplineId,
          registerDomain: requester.hostname,
          registerIp: requester.ip,
        });
        if (id === null) throw new ApiError(409, ERROR_CODES.usernameExists, 'Try again: the account name was just taken');
        const linked = await identities.link(tx, {
          provider: flow.provider,
          subject: flow.identity_subject,
          memberId: id,
          label: flow.identity_label ?? name ?? flow.provider,
        });
        if (!linked) throw flowOver();
        return id;
      });
      const member = await members.byId(memberId);
      if (!member) throw flowOver();
      return login.signInMember(member, {
        door: 'member',
        keepSignedIn: pending.keep_signed_in,
        ip: requester.ip,
        deviceName: requester.deviceName,
      });
    },

    async links(memberId: number) {
      const member = await members.byId(memberId);
      return { links: await identities.list(memberId), hasPassword: !!member?.password_hash };
    },

    /** Unlinks a provider, unless it is the account's last way in (no password, no other link). */
    async unlink(memberId: number, provider: IdentityProvider): Promise<void> {
      await db.transaction(async (tx) => {
        // The member's row is locked so two unlinks at once cannot both leave the account without a way in.
        const { rows } = await tx.query<{ password_hash: string | null }>('SELECT password_hash FROM members WHERE id = $1 FOR UPDATE', [
          memberId,
        ]);
        const linked = await identities.subjectOf(memberId, provider, tx);
        if (!linked) throw new ApiError(404, ERROR_CODES.notFound, 'This sign-in is not linked');
        if (!rows[0]?.password_hash && (await identities.count(tx, memberId)) <= 1) {
          throw new ApiError(409, ACCOUNT_ERROR_CODES.signInLastWay, 'Set a password or link another sign-in before unlinking this one');
        }
        await identities.unlink(tx, memberId, provider);
      });
    },
  };

  /** Links an identity to the flow's member: refused when it is someone else's, or the member holds another of this provider. */
  async function linkIdentity(flow: FlowRow, subject: string, label: string): Promise<boolean> {
    const memberId = flow.member_id;
    if (memberId === null) return false;
    return db.transaction(async (tx) => {
      const owner = await identities.memberOf(flow.provider, subject, tx);
      if (owner !== null) return owner === memberId;
      const held = await identities.subjectOf(memberId, flow.provider, tx);
      if (held !== null) return false;
      return identities.link(tx, { provider: flow.provider, subject, memberId, label });
    });
  }
}
