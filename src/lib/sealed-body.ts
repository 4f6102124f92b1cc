import { ACCOUNT_ERROR_CODES, accountCalls } from '@contract/account';
import { sealJson, SEALED_BODY_SCHEME, type PublicSealingKey } from '@contract/crypto';
import { ENCRYPTION_HEADER, type CallDef, type CallRequest, type CallValue } from '@contract/define';
import { ApiFailure, callApi, installBodySealer, type CallOptions } from './api-client';
import { deviceHeader } from './pwa';

interface KnownKey {
  key: PublicSealingKey;
  /** The platform's clock minus this device's, so a body is stamped by the platform's time. */
  clockOffsetMs: number;
}

let keyRequest: Promise<KnownKey> | null = null;

/** The platform's public key and clock, fetched once per visit. */
function sealingKey(): Promise<KnownKey> {
  keyRequest ??= callApi(accountCalls.getSealingKey, {}, { silent: true }).then(
    (value) => ({ key: value, clockOffsetMs: Number.isFinite(value.serverTime) ? value.serverTime - Date.now() : 0 }),
    (error: unknown) => {
      keyRequest = null;
      throw error;
    },
  );
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
    const { key, clockOffsetMs } = await sealingKey();
    // A fresh nonce and the moment of sealing go inside: the platform accepts each body once.
    const sealed = await sealJson(key, call.method, call.path, body, Date.now() + clockOffsetMs);
    return { body: JSON.stringify(sealed), headers: { [ENCRYPTION_HEADER]: SEALED_BODY_SCHEME, device: deviceHeader() } };
  });
}

const KEY_REFRESH_CODES: readonly string[] = [ACCOUNT_ERROR_CODES.sealingKeyUnknown, ACCOUNT_ERROR_CODES.sealedStale];

/**
 * Makes a sealed call. When the platform has a new key since this page fetched it, or its
 * clock has moved away from the one learnt with the key, the key is fetched again and the
 * call made once more.
 */
export async function callSealed<C extends CallDef>(call: C, input: CallRequest<C>, options: CallOptions = {}): Promise<CallValue<C>> {
  installSealedBodies();
  try {
    return await callApi(call, input, options);
  } catch (error) {
    if (!(error instanceof ApiFailure) || !KEY_REFRESH_CODES.includes(error.errorCode)) throw error;
    keyRequest = null;
    return callApi(call, input, options);
  }
}
