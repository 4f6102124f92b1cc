import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@contract/account';
import { fromBase64 } from '@contract/crypto';
import { sealedBodySchema } from '@contract/schemas/crypto';
import { callSealed } from '@/lib/sealed-body';

/** A real RSA key pair in the test: the page seals with the public half, the test opens with the private one. */
async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: btoa(String.fromCharCode(...spki)) };
}

async function open(privateKey: CryptoKey, body: string, aad: string): Promise<unknown> {
  const sealed = sealedBodySchema.parse(JSON.parse(body));
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(sealed.key));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: new TextEncoder().encode(aad) },
    aes,
    fromBase64(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

afterEach(() => vi.unstubAllGlobals());

describe('sealed login bodies', () => {
  it('sends the login sealed with the platform key and the Encryption header; the password is not in the request', async () => {
    const keys = await keyPair();
    const sent: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const value = url.endsWith('/wps/session/key')
        ? { keyId: 'k1', publicKey: keys.publicKey, scheme: 'RSA-OAEP-256+A256GCM', required: true, serverTime: Date.now() + 3_600_000 }
        : { token: 't', userName: 'demo', type: 1, firstTimeLogin: false, merchantCode: 'TALA' };
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    });
    const request = { type: 'username' as const, username: 'demo', password: 'Demo1234', loginAs: 'member' as const };
    await callSealed(accountCalls.login, request);
    const login = sent.find((s) => s.url.endsWith('/wps/session/login'))!;
    const headers = login.init.headers as Record<string, string>;
    expect(headers.encryption).toBe('RSA-OAEP-256+A256GCM');
    const body = String(login.init.body);
    expect(body).not.toContain('Demo1234');
    expect(body).not.toContain(btoa('Demo1234'));
    // Inside: the body, a fresh nonce, and the moment of sealing by the platform's clock (an hour ahead of this device's here).
    const plain = (await open(keys.privateKey, body, 'POST /wps/session/login')) as { body: unknown; nonce: string; sealedAt: number };
    expect(plain.body).toEqual(request);
    expect(plain.nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(Math.abs(plain.sealedAt - (Date.now() + 3_600_000))).toBeLessThan(60_000);
  });

  it.each(['request.keyUnknown', 'request.sealedStale'])(
    'fetches the key again and retries once when the platform answers %s',
    async (errorCode) => {
      const keys = await keyPair();
      let logins = 0;
      let keyFetches = 0;
      vi.stubGlobal('fetch', async (url: string) => {
        if (url.endsWith('/wps/session/key')) {
          keyFetches++;
          return new Response(
            JSON.stringify({
              success: true,
              value: {
                keyId: `k${keyFetches}`,
                publicKey: keys.publicKey,
                scheme: 'RSA-OAEP-256+A256GCM',
                required: true,
                serverTime: Date.now(),
              },
            }),
          );
        }
        logins++;
        if (logins === 1)
          return new Response(JSON.stringify({ success: false, errorCode, message: 'fetch it again' }), {
            status: 400,
          });
        return new Response(
          JSON.stringify({ success: true, value: { token: 't', userName: 'demo', type: 1, firstTimeLogin: false, merchantCode: 'TALA' } }),
        );
      });
      const value = await callSealed(accountCalls.login, { type: 'username', username: 'demo', password: 'Demo1234', loginAs: 'member' });
      expect(value.userName).toBe('demo');
      expect(logins).toBe(2);
      expect(keyFetches).toBeGreaterThanOrEqual(1);
    },
  );
});
