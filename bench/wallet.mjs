// Money calls under load: deposit create and the gateway's callback at 50 connections, and the
// first page of the transaction records over a wallet of 10,000 ledger lines.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { memberLogin } from './login.mjs';
import { benchPort, startBenchServer } from './server.mjs';

const ACCOUNT = { username: 'player01', password: 'Player1234' };
/** The development gateway secret the bench server signs with (the server's default with development tools on). */
const SECRET = 'tala-development-gateway-secret';
const LEDGER_LINES = 10_000;

const signed = (ref) => {
  const body = JSON.stringify({ ref, status: 'PAID', amount: '100.00', currency: 'PHP' });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-gateway-timestamp': String(timestamp), 'x-gateway-signature': signature },
  };
};

/** POSTs on the given agent's connections and answers the parsed JSON (status 200 expected). */
const post = (agent, url, { headers, body }) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`${url}: ${response.statusCode} ${text}`)),
      );
    });
    request.on('error', reject);
    request.end(body);
  });

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
    const { token } = await memberLogin(base, ACCOUNT);
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

    // Tops the wallet up to 10,000 ledger lines: more paid deposits, 50 at a time, on connections of
    // their own that are closed before the records are measured (the server takes at most 100
    // connections from one address: the top-up's would otherwise count against the load's).
    const lines = async () => {
      const page = await (await fetch(`${base}/wps/wallet/ledger?pageSize=1`, { headers: { token } })).json();
      return page.value.totalCount;
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    let count = await lines();
    try {
      while (count < LEDGER_LINES) {
        const batch = Math.min(50, LEDGER_LINES - count);
        await Promise.all(
          Array.from({ length: batch }, async () => {
            const created = await post(agent, `${base}/wps/deposit/create`, {
              headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
              body: JSON.stringify({ channelCode: 'GCASH', amount: '100' }),
            });
            await post(agent, `${base}/pay/gateway/notify`, signed(created.value.paymentUrl.split('/').pop()));
          }),
        );
        count += batch;
      }
    } finally {
      agent.destroy();
    }
    count = await lines();
    const records = await run({ url: `${base}/wps/wallet/records?range=last30&pageSize=20`, headers: { token } });
    rows.push(row(`transaction records, first page of ${count} lines`, records, 50));
    return rows;
  } finally {
    await server.stop();
  }
}
