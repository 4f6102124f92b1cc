// `npm run bench`: prints Tala's speed and size figures against their budgets.
// Figures only — nothing here fails a build; a missed budget is marked MISSED.
import { existsSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'met' : 'MISSED');
const sections = [];

async function section(title, run) {
  console.log(`\n== ${title} ==`);
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    console.log(`could not measure: ${error instanceof Error ? error.message : String(error)}`);
    sections.push({ title, ok: false });
    return;
  }
  sections.push({ title, ok: true });
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

buildIfStale();
const { startBenchServer, benchServer } = await import('../bench/server.mjs');

if (wanted('server')) {
  await section('Platform server: 50 connections, 10 s per call, embedded database', async () => {
    const { rows, peakRssMiB } = await benchServer();
    console.table(rows);
    console.log(`server peak memory (RSS high-water mark): ${peakRssMiB} MiB`);
  });
}

if (wanted('server')) {
  await section('Platform server under logins and uncached searches (issue 17, items 2 and 3)', async () => {
    const { benchLoginLoad, benchSearch } = await import('../bench/hardening.mjs');
    console.table([...(await benchSearch()), ...(await benchLoginLoad())]);
  });
}

if (wanted('wallet') && existsSync('bench/wallet.mjs')) {
  await section('Money calls: deposit create and gateway callback at 50 connections, records over 10,000 ledger lines', async () => {
    const { benchWallet } = await import('../bench/wallet.mjs');
    console.table(await benchWallet());
  });
}

if (wanted('agents') && existsSync('bench/agents.mjs')) {
  await section('Agency: the downline list over 5,000 downline members', async () => {
    const { benchAgents } = await import('../bench/agents.mjs');
    console.table(await benchAgents());
  });
}

if (wanted('chat') && existsSync('bench/chat.mjs')) {
  await section('Live chat: message round trip with 500 connected clients, embedded database', async () => {
    const { benchChat } = await import('../bench/chat.mjs');
    console.table(await benchChat());
  });
}

if (wanted('login') && existsSync('bench/login.mjs')) {
  await section('Login: 10 concurrent logins', async () => {
    const { benchLogin } = await import('../bench/login.mjs');
    const result = await benchLogin();
    console.log(
      `login p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms (${result.count} logins) — budget p95 < 1000 ms: ${verdict(result.p95 < 1000)}`,
    );
  });
}

if (wanted('frontend')) {
  await section('PWA weight and Lighthouse (mobile, simulated throttling, median of 3)', async () => {
    const { measureHomeWeight, measureInteractiveUnderLatency, measurePrecache, measureStaticServing, runLighthouse } =
      await import('../bench/frontend.mjs');
    const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 8292));
    try {
      const weight = await measureHomeWeight(server.baseUrl);
      const precache = measurePrecache();
      console.table(weight.scripts.map((s) => ({ ...s, gzip: kb(s.gzip) })));
      console.log(`/m/home marked interactive at ${weight.interactiveMs.toFixed(0)} ms (unthrottled)`);
      const underLatency = await measureInteractiveUnderLatency(server.baseUrl);
      console.log(
        `/m/home marked interactive at ${underLatency.median.toFixed(0)} ms with 150 ms RTT and 1.6 Mbps (median of ${underLatency.runs.length})`,
      );
      const served = await measureStaticServing(server.baseUrl);
      console.log(
        `${served.file} to a Brotli browser: ${kb(served.sentBytes)} of ${kb(served.rawBytes)}, ${served.requestsPerSecond.toFixed(0)} req/s, p99 ${served.p99} ms (10 connections)`,
      );
      console.log(`JS loaded for /m/home before interactive (gzip): ${kb(weight.jsGzip)}`);
      console.log(
        `JS loaded for /m/home by network idle, deferred files included (gzip): ${kb(weight.jsGzipAll)} — budget ≤ 150 KB: ${verdict(weight.jsGzipAll <= 150 * 1024)}`,
      );
      console.log(`CSS loaded for /m/home (gzip): ${kb(weight.cssGzip)} before interactive, ${kb(weight.cssGzipAll)} by network idle`);
      console.log(
        `precache: ${precache.entries} entries, ${kb(precache.raw)} (${kb(precache.gzip)} gzip) — budget ≤ 700 KB: ${verdict(precache.raw <= 700 * 1024)}`,
      );
      const lh = await runLighthouse(`${server.baseUrl}/m/home`);
      console.log(`Lighthouse runs: ${lh.runs.map((r) => r.score).join(', ')}`);
      console.log(`Lighthouse performance ${lh.score} — budget ≥ 95: ${verdict(lh.score >= 95)}`);
      console.log(`LCP ${(lh.lcp / 1000).toFixed(2)} s — budget ≤ 2.0 s: ${verdict(lh.lcp <= 2000)}`);
      console.log(`TBT ${lh.tbt.toFixed(0)} ms`);
      console.log(`CLS ${lh.cls.toFixed(3)} — budget ≤ 0.02: ${verdict(lh.cls <= 0.02)}`);
      // Pages players open first from a shared link or the install prompt, each with the same budget.
      for (const page of ['/m/activity', '/m/download']) {
        const other = await runLighthouse(`${server.baseUrl}${page}`);
        console.log(
          `Lighthouse ${page}: performance ${other.score} (runs ${other.runs.map((r) => r.score).join(', ')}) — budget ≥ 95: ${verdict(other.score >= 95)}; LCP ${(other.lcp / 1000).toFixed(2)} s, TBT ${other.tbt.toFixed(0)} ms, CLS ${other.cls.toFixed(3)}`,
        );
      }
      // Pages a member opens from the header or footer, measured signed in.
      const { memberLogin } = await import('../bench/login.mjs');
      const session = await memberLogin(server.baseUrl, { username: 'demo', password: 'Demo1234' });
      for (const page of ['/m/voucherCenter']) {
        const other = await runLighthouse(`${server.baseUrl}${page}`, 3, { session });
        console.log(
          `Lighthouse ${page} (signed in): performance ${other.score} (runs ${other.runs.map((r) => r.score).join(', ')}) — budget ≥ 95: ${verdict(other.score >= 95)}; LCP ${(other.lcp / 1000).toFixed(2)} s, TBT ${other.tbt.toFixed(0)} ms, CLS ${other.cls.toFixed(3)}`,
        );
      }
    } finally {
      await server.stop();
    }
  });
}

if (wanted('game-list') && existsSync('bench/game-list.mjs')) {
  await section('Game list: 2,000 loaded games, 4x CPU slowdown', async () => {
    const { benchGameList } = await import('../bench/game-list.mjs');
    const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 8292) + 1);
    try {
      const r = await benchGameList(server.baseUrl);
      console.log(`DOM elements: ${r.domElements} — budget ≤ 2,000: ${verdict(r.domElements <= 2000)}`);
      console.log(`longest task while scrolling: ${r.longestTaskMs.toFixed(0)} ms — budget ≤ 50 ms: ${verdict(r.longestTaskMs <= 50)}`);
      console.log(
        `frames over 16.7 ms: ${(r.slowFrameShare * 100).toFixed(1)}% of ${r.frames} — budget < 5%: ${verdict(r.slowFrameShare < 0.05)}`,
      );
    } finally {
      await server.stop();
    }
  });
}

const failed = sections.filter((s) => !s.ok);
console.log(`\n${sections.length - failed.length} of ${sections.length} sections measured.`);
process.exit(failed.length ? 1 : 0);
