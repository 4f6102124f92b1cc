// Login latency: rounds of 10 concurrent logins (sealed bodies, scrypt N=2^17 on the server)
// against the platform on the embedded database. Returns p50 and p95 in milliseconds.
import { spawn } from 'node:child_process';
import { webcrypto as crypto } from 'node:crypto';
import { availableParallelism } from 'node:os';
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
      if (envelope.success) return elapsed;
      // Under a busy host the server may answer busy (503) instead of keeping a login waiting: counted, not timed.
      if (response.status === 503) return null;
      throw new Error(`login refused: ${response.status} ${envelope.errorCode}`);
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
    const done = latencies.filter((ms) => ms !== null).sort((a, b) => a - b);
    return { p50: percentile(done, 50), p95: percentile(done, 95), count: done.length, busy: latencies.length - done.length };
  } finally {
    await server?.stop();
  }
}

/** A process of its own that keeps one core busy, as another program on the same host would. */
function startBusyLoop() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/**
 * The same rounds while other processes keep every core busy (one busy loop per core, at the
 * server's own priority): a login must still be answered, in a time the caller can wait for.
 */
export async function benchLoginUnderBusyHost({ rounds = ROUNDS, cores = availableParallelism() } = {}) {
  const server = await startBenchServer(benchPort(1));
  const loops = Array.from({ length: cores }, startBusyLoop);
  try {
    // Let the loops take their cores before the first login.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { ...(await benchLogin({ baseUrl: server.baseUrl, rounds })), busyLoops: loops.length };
  } finally {
    for (const loop of loops) loop.kill('SIGKILL');
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchLogin({ baseUrl: process.argv[2] });
  console.log(`login p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms (${result.count} logins)`);
}
