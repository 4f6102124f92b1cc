// Server throughput: game list and site info under 50 concurrent connections for 10 s each,
// against the platform on the embedded database, with the server's peak memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 8291;

export async function startBenchServer(port = PORT, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tala-bench-'));
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TALA_DATA_DIR: dataDir,
      TALA_LOG_LEVEL: 'warn',
      TALA_DEV_TOOLS: '1',
      DATABASE_URL: '',
      UV_THREADPOOL_SIZE: String(availableParallelism() + 4),
      ...extraEnv,
    },
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
      rmSync(dataDir, { recursive: true, force: true });
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
