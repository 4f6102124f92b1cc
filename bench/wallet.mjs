// Money calls under load: deposit create and the gateway's callback at 50 connections, and the
// first page of the transaction records over a wallet of 10,000 ledger lines.
import { createHmac, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { seal } from './login.mjs';
import { benchPort, startBenchServer } from './server.mjs';

const ACCOUNT = { username: 'player01', password: 'Player1234' };
/** The development gateway secret the bench server signs with (the server's default with development tools on). */
const SECRET = 'tala-development-gateway-secret';
const LEDGER_LINES = 10_000;

async function login(base) {
  const key = (await (await fetch(`${base}/wps/session/key`)).json()).value;
  const body = JSON.stringify(await seal(key, 'POST', '/wps/session/login', { type: 'username', ...ACCOUNT, loginAs: 'member' }));
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: 'RSA-OAEP-256+A256GCM', 'module-id': 'COMM3' },
    body,
  });
  return (await response.json()).value.token;
}

const signed = (ref) => {
  const body = JSON.stringify({ ref, status: 'PAID', amount: '100.00', currency: 'PHP' });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-gateway-timestamp': String(timestamp), 'x-gateway-signature': signature },
  };
};

const run = (options) =>
  new Promise((resolve, reject) => autocannon({ connections: 50, duration: 10, ...options }, (e, r) => (e ? reject(e) : resolve(r))));

const row = (call, result, budget) => ({
  call,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
  [`budget p99 ≤ ${budget} ms`]: result.latency.p99 <= budget ? 'met' : 'MISSED',
});

export async function benchWallet() {
  const server = await startBenchServer(benchPort(3));
  const base = server.baseUrl;
  try {
    const token = await login(base);
    const refs = [];
    const create = () => ({
      method: 'POST',
      path: '/wps/deposit/create',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ channelCode: 'GCASH', amount: '100' }),
      }),
      onResponse: (status, body) => {
        if (status === 200) refs.push(JSON.parse(body).value.paymentUrl.split('/').pop());
      },
    });
    const rows = [];
    rows.push(row('deposit create', await run({ url: base, requests: [create()] }), 100));

    let next = 0;
    const callbacks = await run({
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/pay/gateway/notify',
          setupRequest: (request) => {
            const { body, headers } = signed(refs[next++ % refs.length]);
            return { ...request, headers, body };
          },
        },
      ],
    });
    rows.push(row('gateway callback', callbacks, 100));

    // Tops the wallet up to 10,000 ledger lines: more paid deposits, 50 at a time.
    const lines = async () => {
      const page = await (await fetch(`${base}/wps/wallet/ledger?pageSize=1`, { headers: { token } })).json();
      return page.value.totalCount;
    };
    let count = await lines();
    while (count < LEDGER_LINES) {
      const batch = Math.min(50, LEDGER_LINES - count);
      await Promise.all(
        Array.from({ length: batch }, async () => {
          const answer = await fetch(`${base}/wps/deposit/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ channelCode: 'GCASH', amount: '100' }),
          });
          const ref = (await answer.json()).value.paymentUrl.split('/').pop();
          const { body, headers } = signed(ref);
          await fetch(`${base}/pay/gateway/notify`, { method: 'POST', headers, body });
        }),
      );
      count += batch;
    }
    count = await lines();
    const records = await run({ url: `${base}/wps/wallet/records?range=last30&pageSize=20`, headers: { token } });
    rows.push(row(`transaction records, first page of ${count} lines`, records, 50));
    return rows;
  } finally {
    await server.stop();
  }
}
