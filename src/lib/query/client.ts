import { ApiFailure } from '../api-client';
import { hashKey, keyStartsWith, type QueryKey } from './keys';
import { deleteStored, readStored, writeStored, type PersistOptions } from './stored';

/**
 * The one place the app reads from the platform. Each read is named by a key; identical
 * reads in flight share one call; a key seen before shows its last value at once while it
 * refreshes; a read that got no answer from the network is tried again after a pause (a
 * platform's refusal is an answer and is not); a call nobody waits for any more is aborted;
 * a write marks the reads it changed stale and the ones on screen refetch.
 */
export interface QueryOptions<T> {
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
  /** How long an answer stays fresh: a screen opened within it shows the answer without asking again. 0 (default): every screen refreshes. */
  freshMs?: number;
  /** Keep a copy for the next visit and for offline (versioned, checked and aged when read back). */
  persist?: PersistOptions<T>;
}

/** Declares a read once, with its key, call and storage rules; screens and actions share it. */
export const queryOptions = <T>(options: QueryOptions<T>): QueryOptions<T> => options;

export type QueryStatus = 'loading' | 'ready' | 'error';

export interface QueryView<T> {
  status: QueryStatus;
  /** The freshest value: the platform's answer, or the last good one (from memory or storage) while a refresh runs or after it failed. */
  data: T | undefined;
  failure: ApiFailure | null;
  /**
   * The value shown is a saved copy: read from storage and not refreshed (the device offline, no refresh
   * running, or the refresh late), or its latest refresh failed.
   */
  saved: boolean;
}

interface Entry {
  key: QueryKey;
  hash: string;
  options: QueryOptions<unknown>;
  view: QueryView<unknown>;
  /** When the platform last answered; 0 when it never did or a write made the answer stale. */
  answeredAt: number;
  fromStore: boolean;
  /** A refresh runs and its grace has not passed: a stored copy shown meanwhile is not labelled yet. */
  refreshInTime: boolean;
  /** Answered by the server with the page: fresh until then, and kept for offline once its read is known. */
  servedFreshUntil: number;
  restoring: Promise<void> | null;
  inFlight: { promise: Promise<unknown>; controller: AbortController; callers: number } | null;
  observers: Set<(view: QueryView<unknown>) => void>;
}

/** One shared object, so a screen whose read has not started renders nothing new. */
export const LOADING_VIEW: QueryView<never> = Object.freeze({ status: 'loading', data: undefined, failure: null, saved: false });

const entries = new Map<string, Entry>();
let retryDelaysMs: readonly number[] = [1_000, 3_000];

/** How long to wait before each new try of a read that got no answer (tests shorten it). */
export function setRetryDelays(delays: readonly number[]): void {
  retryDelaysMs = delays;
}

/** What a read the page came with answers until a screen names its own call. */
const SERVED = () => Promise.reject(new Error('no call named for this read yet'));

function entryFor<T>(options: QueryOptions<T>): Entry {
  const hash = hashKey(options.key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = {
      key: options.key,
      hash,
      options: options as QueryOptions<unknown>,
      view: LOADING_VIEW,
      answeredAt: 0,
      fromStore: false,
      refreshInTime: false,
      servedFreshUntil: 0,
      restoring: null,
      inFlight: null,
      observers: new Set(),
    };
    entries.set(hash, entry);
  }
  // The newest call closure wins: it carries whatever the screen rendered with.
  const served = entry.options.load === SERVED;
  entry.options = options as QueryOptions<unknown>;
  // An answer the page came with is kept for offline as one from the platform would be.
  if (served && options.persist && entry.view.data !== undefined) writeStored(entry.hash, entry.view.data);
  return entry;
}

/**
 * A stored copy shown while its refresh runs is labelled as saved only once the refresh is this late:
 * a refresh that answers sooner would only flash the label, and move the page under it.
 */
const SAVED_LABEL_AFTER_MS = 3_000;

const refreshingInTime = (entry: Entry) => entry.refreshInTime && !browserOffline();

function update(entry: Entry, patch: Partial<Omit<QueryView<unknown>, 'saved'>>): void {
  const next = { ...entry.view, ...patch };
  const saved = next.data !== undefined && (next.status === 'error' || (entry.fromStore && !refreshingInTime(entry)));
  entry.view = { ...next, saved };
  for (const observer of [...entry.observers]) observer(entry.view);
}

/** What a screen shows for a key right now (a known key's last value, else the shared loading view). */
export function peekQuery<T>(key: QueryKey | string): QueryView<T> {
  const hash = typeof key === 'string' ? key : hashKey(key);
  readsSeen?.add(hash);
  return (entries.get(hash)?.view ?? LOADING_VIEW) as QueryView<T>;
}

/** A read's answer as the server sends it with a page it rendered. */
export interface ServedRead {
  key: QueryKey;
  data: unknown;
}

let readsSeen: Set<string> | null = null;

/**
 * Server rendering: notes every read the render shows from now on. The answer tells which reads
 * it showed with data (to send with the page) and whether one of them had failed.
 */
export function noteReads(): () => { served: ServedRead[]; failed: boolean } {
  const seen = new Set<string>();
  readsSeen = seen;
  return () => {
    readsSeen = null;
    const shown = [...seen].map((hash) => entries.get(hash)).filter((entry) => entry !== undefined);
    return {
      served: shown.filter((entry) => entry.view.data !== undefined).map((entry) => ({ key: entry.key, data: entry.view.data })),
      failed: shown.some((entry) => entry.view.status === 'error'),
    };
  };
}

/** How long answers the page came with count as fresh: the screens that show them do not ask again at once. */
export const SERVED_FRESH_MS = 60_000;

/** Takes in the answers a server-rendered page came with, before it is hydrated. */
export function takeServedReads(reads: readonly ServedRead[]): void {
  const now = Date.now();
  for (const read of reads) {
    const entry = entryFor({ key: read.key, load: SERVED });
    entry.answeredAt = now;
    entry.servedFreshUntil = now + SERVED_FRESH_MS;
    entry.view = { status: 'ready', data: read.data, failure: null, saved: false };
  }
}

const isNetworkFailure = (error: unknown) => error instanceof ApiFailure && (error.kind === 'offline' || error.kind === 'timeout');
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const asFailure = (error: unknown) =>
  error instanceof ApiFailure ? error : new ApiFailure('http', 'system.error', error instanceof Error ? error.message : 'Unknown error');

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function loadWithRetry<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load(signal);
    } catch (error) {
      // A browser that knows it is offline is not asked again until it comes back ('online' below).
      const delay = retryDelaysMs[attempt];
      if (signal.aborted || !isNetworkFailure(error) || delay === undefined || browserOffline()) throw error;
      await pause(delay, signal);
      if (signal.aborted) throw error;
    }
  }
}

function restore(entry: Entry): Promise<void> {
  const persist = entry.options.persist;
  if (!persist || entry.view.data !== undefined) return Promise.resolve();
  entry.restoring ??= readStored(entry.hash, persist).then((stored) => {
    // A fresh answer (or a value set by a write) always wins over a stored copy.
    if (!stored || entry.answeredAt > 0 || entry.view.data !== undefined) return;
    entry.fromStore = true;
    update(entry, { data: stored.data });
  });
  return entry.restoring;
}

function run(entry: Entry): Promise<unknown> {
  if (entry.inFlight) return entry.inFlight.promise;
  const controller = new AbortController();
  const { load, persist } = entry.options;
  // Past the refresh's grace, a stored copy still shown is labelled as saved. The timer itself ends the
  // grace: a clock read against it may be a few milliseconds short when the timer fires, and the label never came.
  entry.refreshInTime = true;
  const late = setTimeout(() => {
    if (entry.inFlight?.controller !== controller) return;
    entry.refreshInTime = false;
    if (entry.fromStore) update(entry, {});
  }, SAVED_LABEL_AFTER_MS);
  // Only this call's own end clears the slot: an aborted call may settle after a newer one started.
  const settle = () => {
    clearTimeout(late);
    if (entry.inFlight?.controller !== controller) return;
    entry.inFlight = null;
    entry.refreshInTime = false;
  };
  // A screen that mounts already loading keeps its view object: no extra render. A stored copy restored before
  // this refresh started (a page's loader reads the store first) loses its label until the grace has passed.
  if (entry.view.status !== 'loading' || entry.view.failure || entry.view.saved) update(entry, { status: 'loading', failure: null });
  const promise = loadWithRetry(load, controller.signal).then(
    (data) => {
      settle();
      if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
      entry.answeredAt = Date.now();
      entry.fromStore = false;
      update(entry, { status: 'ready', data, failure: null });
      if (persist) writeStored(entry.hash, data);
      return data;
    },
    (error: unknown) => {
      settle();
      if (!controller.signal.aborted) update(entry, { status: 'error', failure: asFailure(error) });
      throw error;
    },
  );
  entry.inFlight = { promise, controller, callers: 0 };
  return promise;
}

const isFresh = (entry: Entry) =>
  entry.answeredAt > 0 && (Date.now() - entry.answeredAt < (entry.options.freshMs ?? 0) || Date.now() < entry.servedFreshUntil);

/**
 * Reads outside a screen (an action, a start-up task): the fresh answer when there is one,
 * else the platform's (joining a call already in flight). `force` always asks the platform.
 */
export async function fetchQuery<T>(options: QueryOptions<T>, { force = false }: { force?: boolean } = {}): Promise<T> {
  const entry = entryFor(options);
  if (!force && isFresh(entry)) return entry.view.data as T;
  const promise = run(entry);
  const flight = entry.inFlight;
  if (flight) flight.callers += 1;
  try {
    return (await promise) as T;
  } finally {
    if (flight) flight.callers -= 1;
  }
}

/** How long a route's loader waits for a read it has nothing for, before the page draws its own loading state. */
const LOADER_WAIT_MS = typeof document === 'undefined' ? 5_000 : 1_500;

/**
 * A route loader's read, so the page draws with its answer: done at once when an answer is in
 * memory (or was served with the page), refreshing it behind when stale; else once the stored copy
 * or the platform's answer is in, or the wait ran out. Never fails: a failure is the page's to show.
 */
export async function preloadQuery<T>(options: QueryOptions<T>): Promise<void> {
  const entry = entryFor(options);
  const refreshBehind = () => {
    if (!isFresh(entry)) void run(entry).catch(() => undefined);
  };
  if (entry.view.data !== undefined) return refreshBehind();
  await restore(entry);
  if (entry.view.data !== undefined) return refreshBehind();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    run(entry).then(
      () => undefined,
      () => undefined,
    ),
    new Promise((resolve) => (timer = setTimeout(resolve, LOADER_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/** The stored copy of a persisted read, when it passes its checks (shown as saved until refreshed). */
export async function restoreQuery<T>(options: QueryOptions<T>): Promise<QueryView<T>> {
  const entry = entryFor(options);
  await restore(entry);
  return entry.view as QueryView<T>;
}

export interface QueryWatch<T> {
  view: () => QueryView<T>;
  /** Shows the stored copy when there is no value yet, and refreshes unless the answer is fresh. */
  start: () => void;
  /** Asks the platform again now. */
  refetch: () => void;
  /** The screen is gone: a call only it waited for is aborted. */
  stop: () => void;
}

/** A screen's hold on a read; see use-query.ts. */
export function watchQuery<T>(options: QueryOptions<T>, onChange: (view: QueryView<T>) => void): QueryWatch<T> {
  const entry = entryFor(options);
  const observer = onChange as (view: QueryView<unknown>) => void;
  entry.observers.add(observer);
  const refetch = () => void run(entry).catch(() => undefined);
  return {
    view: () => entry.view as QueryView<T>,
    start: () => {
      void restore(entry);
      if (!isFresh(entry)) refetch();
    },
    refetch,
    stop: () => {
      entry.observers.delete(observer);
      if (entry.observers.size === 0 && entry.inFlight && entry.inFlight.callers === 0) {
        entry.inFlight.controller.abort();
        entry.inFlight = null;
      }
    },
  };
}

/**
 * After a write: every read whose key starts with `prefix` is stale; those on screen refetch
 * now, the others when next shown. Their last values stay visible meanwhile.
 */
export function invalidate(prefix: QueryKey): void {
  for (const entry of entries.values()) {
    if (!keyStartsWith(entry.key, prefix)) continue;
    entry.answeredAt = 0;
    entry.servedFreshUntil = 0;
    if (entry.observers.size > 0) void run(entry).catch(() => undefined);
  }
}

/** A write that answers with the new value (a spin's balance) sets the read directly. */
export function setQueryData<T>(options: QueryOptions<T>, data: T): void {
  const entry = entryFor(options);
  entry.answeredAt = Date.now();
  entry.fromStore = false;
  update(entry, { status: 'ready', data, failure: null });
  if (options.persist) writeStored(entry.hash, data);
}

/** Forgets reads (in memory and in storage) whose key starts with `prefix`: a member's data on logout. */
export async function forgetQueries(prefix: QueryKey): Promise<void> {
  for (const entry of entries.values()) {
    if (!keyStartsWith(entry.key, prefix)) continue;
    entry.inFlight?.controller.abort();
    entry.inFlight = null;
    entry.answeredAt = 0;
    entry.servedFreshUntil = 0;
    entry.fromStore = false;
    entry.restoring = null;
    entry.view = LOADING_VIEW;
    for (const observer of [...entry.observers]) observer(entry.view);
  }
  await deleteStored((key) => keyStartsWith(key, prefix));
}

if (typeof window !== 'undefined') {
  // Reads that failed while the network was gone are asked again when it returns.
  window.addEventListener('online', () => {
    for (const entry of entries.values())
      if (entry.view.status === 'error' && entry.observers.size > 0) void run(entry).catch(() => undefined);
  });
}
