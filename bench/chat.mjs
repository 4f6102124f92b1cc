// Live chat: 500 visitors connected at once over WebSocket; the round trip of a message (sent,
// stored, delivered back to its sender's socket) measured over 2,000 messages, 20 in flight.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { benchPort, startBenchServer } from './server.mjs';

const CLIENTS = 500;
const MESSAGES = 2000;
const IN_FLIGHT = 20;
const BUDGET_P99_MS = 100;

function connect(host, name) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}/ws/chat`);
    const waiting = new Map();
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.type === 'ready') resolve({ socket, waiting });
      if (frame.type === 'message' && frame.message.clientMessageId) waiting.get(frame.message.clientMessageId)?.();
    });
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'hello', visitorKey: randomBytes(16).toString('hex'), visitorName: name, lastSeenId: 0 })),
    );
    socket.on('error', reject);
  });
}

function roundTrip(client) {
  const id = randomBytes(8).toString('hex');
  const started = performance.now();
  return new Promise((resolve) => {
    client.waiting.set(id, () => {
      client.waiting.delete(id);
      resolve(performance.now() - started);
    });
    client.socket.send(JSON.stringify({ type: 'send', clientMessageId: id, text: `bench ${id}` }));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchChat() {
  // Every bench client connects from this machine's one address: the per-address cap is raised for the run.
  const dir = mkdtempSync(path.join(tmpdir(), 'tala-chat-bench-'));
  const config = path.join(dir, 'tala.config.json');
  writeFileSync(config, JSON.stringify({ http: { maxConnectionsPerAddress: CLIENTS * 2 } }));
  const server = await startBenchServer(benchPort(5), { TALA_CONFIG: config });
  const host = new URL(server.baseUrl).host;
  try {
    const clients = [];
    for (let i = 0; i < CLIENTS; i += 50) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => connect(host, `Guest ${i + j}`)))));
    }
    // Warm-up: every client's first message opens its path through the server.
    await Promise.all(clients.slice(0, 50).map(roundTrip));
    const times = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < MESSAGES) {
          const client = clients[next++ % clients.length];
          times.push(await roundTrip(client));
        }
      }),
    );
    for (const client of clients) client.socket.terminate();
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    return [
      {
        'connected clients': CLIENTS,
        messages: times.length,
        'p50 ms': Number(percentile(times, 50).toFixed(1)),
        'p99 ms': Number(p99.toFixed(1)),
        [`budget p99 ≤ ${BUDGET_P99_MS} ms`]: p99 <= BUDGET_P99_MS ? 'met' : 'MISSED',
      },
    ];
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
