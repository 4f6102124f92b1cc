import { ACCOUNT_ERROR_CODES, accountCalls } from '@contract/account';
import { sealJson, SEALED_BODY_SCHEME, type PublicSealingKey } from '@contract/crypto';
import { ENCRYPTION_HEADER, type CallDef, type CallRequest, type CallValue } from '@contract/define';
import { ApiFailure, callApi, installBodySealer, type CallOptions } from './api-client';
import { deviceHeader } from './pwa';

let keyRequest: Promise<PublicSealingKey> | null = null;

/** The platform's public key, fetched once per visit. */
function sealingKey(): Promise<PublicSealingKey> {
  keyRequest ??= callApi(accountCalls.getSealingKey, {}, { silent: true }).catch((error: unknown) => {
    keyRequest = null;
    throw error;
  });
  return keyRequest;
}

let installed = false;

/**
 * Installs the sealer for `encrypted` calls (login, registration): a fresh AES-256-GCM key
 * per request encrypts the JSON, the platform's RSA-OAEP key wraps it (WebCrypto), and the
 * Encryption header tells the platform to open it. The plain body never leaves the page.
 */
export function installSealedBodies(): void {
  if (installed) return;
  installed = true;
  installBodySealer(async (call, body) => {
    const sealed = await sealJson(await sealingKey(), call.method, call.path, body);
    return { body: JSON.stringify(sealed), headers: { [ENCRYPTION_HEADER]: SEALED_BODY_SCHEME, device: deviceHeader() } };
  });
}

/**
 * Makes a sealed call. When the platform has a new key since this page fetched it (it
 * restarted), the key is fetched again and the call made once more.
 */
export async function callSealed<C extends CallDef>(call: C, input: CallRequest<C>, options: CallOptions = {}): Promise<CallValue<C>> {
  installSealedBodies();
  try {
    return await callApi(call, input, options);
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.errorCode !== ACCOUNT_ERROR_CODES.sealingKeyUnknown) throw error;
    keyRequest = null;
    return callApi(call, input, options);
  }
}
