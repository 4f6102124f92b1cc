// Bundles the platform server's TypeScript (server/src, server/seed, contract/) into one ES module,
// server/build/main.mjs, which `npm start` and `npm run bench` run with plain Node. Compiling on
// every import at run time (tsx) kept a loader thread and its caches: about 40 MiB of the running
// server's memory. Packages stay in node_modules (the embedded database finds its files there).
import { build } from 'esbuild';

export const SERVER_BUNDLE = 'server/build/main.mjs';

export async function buildServer() {
  await build({
    entryPoints: ['server/src/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}
