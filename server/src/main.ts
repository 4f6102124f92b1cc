import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { listenHost, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDatabase } from '../seed';

// The running server pays agents every ten minutes and settles due draws every ten seconds,
// unless TALA_AGENT_PAYOUT_MINUTES or TALA_DRAW_CHECK_SECONDS says otherwise.
const config = loadConfig({}, { TALA_AGENT_PAYOUT_MINUTES: '10', TALA_DRAW_CHECK_SECONDS: '10', ...process.env });
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await seedDatabase(db, config);
const app = await buildApp({ config, db });

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

const host = listenHost(config);
await app.listen({ port: config.port, host });
console.log(
  `Tala is serving the app and the API on http://${host === '0.0.0.0' ? 'localhost' : host}:${config.port} (database: ${db.kind})`,
);
console.log(
  config.devTools
    ? `Development tools are ON (SMS and e-mail outbox, captcha answers, login limits, site switches under /dev/), answering loopback addresses only; listening on ${host}${config.host === undefined ? ' (set HOST to change)' : ''}`
    : `Development tools are off; listening on ${host}`,
);
