import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/*
 * scrypt runs on threads of its own at the lowest scheduling priority (nice 19 on Linux, set per
 * thread). A login burst then takes only the CPU that answering players leaves over: the lobby,
 * static files and compression keep their speed while every core still hashes when it is idle.
 * Plain JavaScript, so the threads start the same under the server, its tests and the bench.
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) require('node:os').setPriority(tid, 19);
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
