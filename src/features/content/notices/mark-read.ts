import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { activityCalls } from '@contract/activity';
import { ApiFailure, callApi } from '@/lib/api-client';
import { persistStore } from '@/lib/persist';
import { invalidate } from '@/lib/query/client';
import { sessionState } from '@/lib/session';

/** At most one mark-read call per this many milliseconds. */
export const MARK_READ_THROTTLE_MS = 150;

interface Mark {
  owner: string;
  id: number;
}

const markSchema = z.object({ owner: z.string(), id: z.int() });
const storeSchema = z.object({ pending: z.array(markSchema), read: z.array(markSchema) });

/**
 * Announcements read on this device: `read` at once (the list and the badge follow it), and
 * `pending` until the platform has been told. Pending marks survive a restart and go out once
 * the device is back online, each exactly once, one call per 150 ms, only under the member
 * who read them.
 */
export const readMarks = proxy<{ pending: Mark[]; read: Mark[] }>({ pending: [], read: [] });
const ready = persistStore('content.readMarks', readMarks, () => Promise.resolve(storeSchema), { debounceMs: 0 });

const same = (a: Mark, b: Mark) => a.owner === b.owner && a.id === b.id;

export const isMarkedRead = (owner: string, id: number) => readMarks.read.some((mark) => mark.owner === owner && mark.id === id);

let sending = false;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How many read marks the device remembers (the platform's flags take over once it has been told). */
const READ_MARKS_KEPT = 500;

/** Sends the current member's pending marks, one at a time; a lost network leaves the rest for the 'online' event. */
export async function flushReadMarks(): Promise<void> {
  await ready;
  if (sending) return;
  sending = true;
  try {
    for (;;) {
      const owner = sessionState.info?.userName;
      const next = readMarks.pending.find((mark) => mark.owner === owner);
      if (!owner || !next || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
      try {
        await callApi(activityCalls.markAnnouncementRead, { announcementId: next.id, read: true }, { silent: true });
      } catch (error) {
        // No answer: kept for the reconnect. A refusal (an announcement gone, a session ended) is final.
        if (error instanceof ApiFailure && (error.kind === 'offline' || error.kind === 'timeout')) return;
      }
      readMarks.pending = readMarks.pending.filter((mark) => !same(mark, next));
      if (!readMarks.pending.some((mark) => mark.owner === owner)) invalidate(['announcements']);
      await pause(MARK_READ_THROTTLE_MS);
    }
  } finally {
    sending = false;
  }
}

/** Marks an announcement read for this member at once, and tells the platform as soon as it can. */
export function markRead(owner: string, id: number): void {
  const mark = { owner, id };
  const add = () => {
    // Marked on this device before: the platform has been told, or will be by the pending list.
    if (readMarks.read.some((m) => same(m, mark))) return false;
    readMarks.read = [...readMarks.read, mark].slice(-READ_MARKS_KEPT);
    readMarks.pending = [...readMarks.pending, mark];
    return true;
  };
  add();
  // Marks kept from earlier visits may still be loading: checked again once they are in.
  void ready.then(() => {
    if (!readMarks.pending.some((m) => same(m, mark)) && !readMarks.read.some((m) => same(m, mark))) add();
    return flushReadMarks();
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushReadMarks());
  void flushReadMarks();
}

/** Forgets every mark (tests start from a clean device). */
export function resetReadMarks(): void {
  readMarks.pending = [];
  readMarks.read = [];
}
