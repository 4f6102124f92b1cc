import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { warmPageRendering } from './http/warm-pages';
import { listenHost, loadConfig } from './config';
import { openDatabase } from './db/database';
import { ProductionRefusal } from './production-rules';
import { seedDatabase } from '../seed';

const config = readConfig();
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
// The port opens once the server draws pages at their usual speed.
await warmPageRendering(app);
await app.listen({ port: config.port, host });
console.log(
  `Tala is serving the app and the API on http://${host === '0.0.0.0' ? 'localhost' : host}:${config.port} (database: ${db.kind})`,
);
console.log(
  config.devTools
    ? `Development tools are ON (SMS and e-mail outbox, captcha answers, login limits, site switches under /dev/), answering loopback connections that came through no proxy; listening on ${host}${config.host === undefined ? ' (set HOST to change)' : ''}`
    : `Development tools are off; listening on ${host}`,
);

/** The settings, or the reason production refuses them, said plainly and without a stack trace. */
function readConfig() {
  try {
    // The running server pays agents every ten minutes and settles due draws every ten seconds,
    // unless TALA_AGENT_PAYOUT_MINUTES or TALA_DRAW_CHECK_SECONDS says otherwise.
    return loadConfig({}, { TALA_AGENT_PAYOUT_MINUTES: '10', TALA_DRAW_CHECK_SECONDS: '10', ...process.env });
  } catch (error) {
    if (!(error instanceof ProductionRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
