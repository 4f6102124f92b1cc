// Login latency: rounds of 10 concurrent logins (sealed bodies, scrypt N=2^17 on the server)
// against the platform on the embedded database. Returns p50 and p95 in milliseconds.
import { webcrypto as crypto } from 'node:crypto';
import { benchPort, startBenchServer } from './server.mjs';

const CONCURRENCY = 10;
const ROUNDS = 5;
const ACCOUNT = { username: 'demo', password: 'Demo1234' };

const toBase64 = (bytes) => Buffer.from(bytes).toString('base64');

/** The same sealing as contract/crypto.ts (RSA-OAEP-256 wrapping an AES-256-GCM key, method and path as AAD, a nonce and the time inside). */
export async function seal(key, method, path, value) {
  const rsa = await crypto.subtle.importKey('spki', Buffer.from(key.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(`${method} ${path}`) },
    aes,
    new TextEncoder().encode(
      JSON.stringify({
        nonce: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url'),
        sealedAt: Date.now(),
        body: value,
      }),
    ),
  );
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await crypto.subtle.exportKey('raw', aes));
  return { v: 1, kid: key.keyId, key: toBase64(new Uint8Array(wrapped)), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** Signs a member in through the sealed login call, as the app does, and answers the login's value (token, names, type). */
export async function memberLogin(base, account) {
  const key = (await (await fetch(`${base}/wps/session/key`)).json()).value;
  const body = JSON.stringify(await seal(key, 'POST', '/wps/session/login', { type: 'username', ...account, loginAs: 'member' }));
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: 'RSA-OAEP-256+A256GCM', 'module-id': 'COMM3' },
    body,
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`login refused: ${response.status} ${envelope.errorCode}`);
  return envelope.value;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Measures login latency. With `baseUrl` it uses a running platform (its development tools
 * must be on: the per-address login limit is reset between rounds); otherwise it starts one.
 */
export async function benchLogin({ baseUrl, rounds = ROUNDS } = {}) {
  const server = baseUrl ? null : await startBenchServer(benchPort(1));
  const base = baseUrl ?? server.baseUrl;
  try {
    const key = (await (await fetch(`${base}/wps/session/key`)).json()).value;
    const login = async () => {
      const body = JSON.stringify(await seal(key, 'POST', '/wps/session/login', { type: 'username', ...ACCOUNT, loginAs: 'member' }));
      const started = performance.now();
      const response = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', encryption: 'RSA-OAEP-256+A256GCM', 'module-id': 'COMM3' },
        body,
      });
      const envelope = await response.json();
      const elapsed = performance.now() - started;
      if (!envelope.success) throw new Error(`login refused: ${response.status} ${envelope.errorCode}`);
      return elapsed;
    };
    const resetLimits = () => fetch(`${base}/dev/login-limits`, { method: 'DELETE' });
    // One warm-up login: the first scrypt allocates its 128 MiB.
    await resetLimits();
    await login();
    const latencies = [];
    for (let round = 0; round < rounds; round++) {
      await resetLimits();
      latencies.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, login))));
    }
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), count: latencies.length };
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchLogin({ baseUrl: process.argv[2] });
  console.log(`login p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms (${result.count} logins)`);
}
