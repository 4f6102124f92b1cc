// The agency's downline list: the first page for an agent with 5,000 downline members (two
// levels, agents and players), on the embedded database the bench server starts for itself.
import autocannon from 'autocannon';
import { seal } from './login.mjs';
import { benchPort, startBenchServer } from './server.mjs';

const TEAM = { username: 'benchagent', size: 5_000 };

async function agentLogin(base) {
  await fetch(`${base}/dev/login-limits`, { method: 'DELETE' });
  const key = (await (await fetch(`${base}/wps/session/key`)).json()).value;
  const body = JSON.stringify(
    await seal(key, 'POST', '/wps/session/login', { type: 'username', username: TEAM.username, password: 'Agent1234', loginAs: 'agent' }),
  );
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: 'RSA-OAEP-256+A256GCM', 'module-id': 'COMM3' },
    body,
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`agent login failed: ${answer.errorCode}`);
  return answer.value.token;
}

const run = (options) => new Promise((resolve, reject) => autocannon({ duration: 10, ...options }, (e, r) => (e ? reject(e) : resolve(r))));

export async function benchAgents() {
  const server = await startBenchServer(benchPort(4));
  const base = server.baseUrl;
  try {
    const seeded = await fetch(`${base}/dev/agents/team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEAM),
    });
    if (!seeded.ok) throw new Error(`team not seeded: ${seeded.status}`);
    const token = await agentLogin(base);
    const url = `${base}/wps/agent/downline?pageNo=1`;
    const first = await (await fetch(url, { headers: { token } })).json();
    if (first.value.totalCount < TEAM.size) throw new Error(`the downline holds ${first.value.totalCount} members`);
    const rows = [];
    for (const connections of [1, 10]) {
      await run({ url, headers: { token }, connections, duration: 3 });
      const result = await run({ url, headers: { token }, connections });
      rows.push({
        call: `downline first page over ${first.value.totalCount} members, ${connections} connection${connections > 1 ? 's' : ''}`,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
        'budget p99 ≤ 50 ms': result.latency.p99 <= 50 ? 'met' : 'MISSED',
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
