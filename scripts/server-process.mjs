// How the platform server process is started: by `npm start`, and the same way by `npm run bench`,
// so the memory the bench reports is the memory a running server holds.
import { availableParallelism } from 'node:os';

import { buildServer } from './build-server.mjs';

/**
 * Bundles the server (build-server.mjs) and answers Node's arguments to run it. Semi-spaces of at
 * most 4 MiB (Node grows them to 16 MiB each) keep the young generation about 20 MiB smaller;
 * answers allocate little that lives long (2 MiB gave the same login-burst peak and slower searches).
 */
export async function serverNodeArgs() {
  return ['--max-semi-space-size=4', await buildServer()];
}

/**
 * The server's environment: what is already set wins. glibc's allocator gives each thread that
 * allocates (V8's compilers for the embedded database, the hashing threads) an arena of its own
 * and keeps what was freed in it: two arenas, and blocks from 128 KiB up mapped and returned to
 * the system at once, cut about 60 MiB from a running server (measured with `npm run bench -- server`).
 */
export function serverProcessEnv(env = process.env) {
  return {
    ...env,
    // Password hashing takes at most one thread per core on threads of its own (hashing-threads.ts);
    // the libuv pool keeps room for static files and compression.
    UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE ?? String(availableParallelism() + 4),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  };
}
