import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { accountCalls, type LoginRequest, type LoginValue } from '../../../contract/account';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { ENCRYPTION_HEADER, MODULE_ID_HEADER, TOKEN_HEADER } from '../../../contract/define';

/**
 * Logging in from server tests the way the app does: fetch the platform's public key,
 * seal the body with WebCrypto, send it with the Encryption header.
 *
 *   const token = await loginAs(app, 'demo', 'Demo1234');
 *   await app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } });
 */

/** A fresh client address per call, so suites logging in often never meet the per-address login limit. */
export const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function publicKey(app: FastifyInstance): Promise<{ keyId: string; publicKey: string }> {
  const response = await app.inject({ method: 'GET', url: accountCalls.getSealingKey.path });
  const body = response.json() as { value: { keyId: string; publicKey: string } };
  return body.value;
}

export interface SealedOptions {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** Sends `body` sealed to `method path`, as the `encrypted` encoding does. */
export async function sealedInject(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  options: SealedOptions = {},
): Promise<LightMyRequestResponse> {
  const sealed = await sealJson(await publicKey(app), method, path, body);
  return app.inject({
    method,
    url: path,
    remoteAddress: options.remoteAddress ?? randomAddress(),
    headers: {
      'content-type': 'application/json',
      [ENCRYPTION_HEADER]: SEALED_BODY_SCHEME,
      [MODULE_ID_HEADER]: 'COMM3',
      ...options.headers,
    },
    payload: JSON.stringify(sealed),
  });
}

/** The raw login response for any login body (username, sms or mobile). */
export function loginRequest(app: FastifyInstance, body: LoginRequest, options: SealedOptions = {}): Promise<LightMyRequestResponse> {
  return sealedInject(app, 'POST', accountCalls.login.path, body, options);
}

/** Logs in through the member door (or the agents' door) and returns the session token; throws when refused. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  options: SealedOptions & { loginAs?: 'member' | 'agent' } = {},
): Promise<string> {
  const response = await loginRequest(app, { type: 'username', username, password, loginAs: options.loginAs ?? 'member' }, options);
  const body = response.json() as { success: boolean; value?: LoginValue; errorCode?: string };
  if (response.statusCode !== 200 || !body.success || !body.value) {
    throw new Error(`login as ${username} failed: ${response.statusCode} ${body.errorCode ?? ''}`);
  }
  return body.value.token;
}

/** Headers for a member call made with `token`. */
export const memberHeaders = (token: string) => ({ [TOKEN_HEADER]: token });
