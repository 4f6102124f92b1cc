// Server throughput: game list and site info under 50 concurrent connections for 10 s each,
// against the platform on the embedded database, with the server's peak memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeArgs, serverProcessEnv } from '../scripts/server-process.mjs';

/** Ports around BENCH_PORT (default 8292), so benches of several checkouts on one machine do not meet. */
export const benchPort = (offset) => Number(process.env.BENCH_PORT ?? 8292) + offset;
const PORT = benchPort(-1);

/**
 * Starts the server as `npm start` does, in a process of its own, so the memory read from
 * /proc/<pid> is the server's alone (the load generator runs in the bench's process). A new
 * embedded database is made and seeded in a temporary folder; `keepDataDir` leaves the folder
 * for a later start on the seeded database (`dataDir`).
 */
export async function startBenchServer(port = PORT, extraEnv = {}, { dataDir: existingDataDir, keepDataDir = false } = {}) {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), 'tala-bench-'));
  const child = spawn(process.execPath, await serverNodeArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverProcessEnv({
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TALA_DATA_DIR: dataDir,
      TALA_LOG_LEVEL: 'warn',
      TALA_DEV_TOOLS: '1',
      DATABASE_URL: '',
      ...extraEnv,
    }),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${baseUrl}/wps/system/status`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  let peakRss = 0;
  const sampler = setInterval(async () => {
    try {
      const status = await import('node:fs/promises').then((fs) => fs.readFile(`/proc/${child.pid}/status`, 'utf8'));
      const match = /VmHWM:\s+(\d+) kB/.exec(status);
      if (match) peakRss = Math.max(peakRss, Number(match[1]) * 1024);
    } catch {
      /* process gone */
    }
  }, 500);
  return {
    baseUrl,
    dataDir,
    /** The server's own process id (its memory is read from /proc, apart from the load generator's). */
    pid: child.pid,
    peakRss: () => peakRss,
    /** Starts the high-water mark again (Linux: clear_refs 5), so a peak is that of what follows, not of seeding. */
    resetPeakRss: () => {
      writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
      peakRss = 0;
    },
    stop: async () => {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url, title, duration = 10) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration, title }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function benchServer() {
  const server = await startBenchServer();
  try {
    const targets = {
      'game list': `${server.baseUrl}/lgw/games/mobile?gameType=RNG&pageNo=2&pageSize=36&language=EN`,
      'site info': `${server.baseUrl}/wps/system/siteInfo?language=EN`,
    };
    const rows = [];
    for (const [name, url] of Object.entries(targets)) {
      await load(url, `${name} warm-up`, 3).catch(() => undefined);
      const result = await load(url, name);
      rows.push({
        call: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
        'budget p99 < 50 ms': result.latency.p99 < 50 ? 'met' : 'MISSED',
      });
    }
    return { rows, peakRssMiB: Math.round(server.peakRss() / 1024 / 1024) };
  } finally {
    await server.stop();
  }
}
