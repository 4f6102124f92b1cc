import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * How far below the server's own priority the hashing threads run (nice +10 on Linux, set per thread).
 * A login burst then yields to answering players (and, on a shared host, to whatever else the player
 * is waiting on), who weigh nine times as much on a core, while another process's busy loop still
 * leaves a hash about a tenth of a core. At the lowest priority (nice 19) a hash got about a
 * sixtieth of a core from a busy neighbour and logins waited for a minute; at +5 a sign-in's hashes
 * held back the browser sharing the host long enough to delay the page it signed into.
 */
export const HASHING_THREAD_NICE_STEP = 10;

/* Plain JavaScript, so the threads start the same under the server, its tests and the bench. */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const os = require('node:os');
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + ${HASHING_THREAD_NICE_STEP}));
} catch {
  // Not Linux: the thread keeps the process's priority.
}
parentPort.on('message', ({ id, password, salt, keyBytes, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyBytes, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface HashingThread {
  worker: Worker;
  busy: boolean;
}

const threads: HashingThread[] = [];
const pending = new Map<number, Pending>();
let nextId = 0;

function startThread(): HashingThread {
  const worker = new Worker(THREAD_SOURCE, { eval: true });
  const thread: HashingThread = { worker, busy: false };
  worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    thread.busy = false;
    worker.unref();
    const call = pending.get(id);
    pending.delete(id);
    if (!call) return;
    if (key) call.resolve(Buffer.from(key));
    else call.reject(new Error(error ?? 'scrypt failed'));
  });
  worker.on('error', (error) => {
    // A thread that died fails what it was doing; the next hash starts a new one.
    threads.splice(threads.indexOf(thread), 1);
    for (const [id, call] of pending) {
      pending.delete(id);
      call.reject(error);
    }
  });
  threads.push(thread);
  return thread;
}

/** Derives a key on a free hashing thread; callers keep at most `slots` in flight (see `inHashingSlot`). */
export function scryptOnThread(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  const thread = threads.find((candidate) => !candidate.busy) ?? startThread();
  thread.busy = true;
  // A thread holds the process open only while it hashes: idle ones never keep a test run from exiting.
  thread.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, password, salt: new Uint8Array(salt), keyBytes, options });
  });
}
