import { subscribe } from 'valtio';
import { unreadCalls } from '@contract/calls/unread';
import { callApi } from './api-client';
import { sessionState } from './session';
import { setUnread } from './unread';

/** The platform's throttle for the unread calls: at most one ask per 250 ms. */
const THROTTLE_MS = 250;
/** While the app is on screen the counts are asked again this often. */
const REFRESH_MS = 60_000;
/**
 * Trial accounts do not fetch unread counts. Their type (TRIAL_TYPE in contract/members) is
 * written here rather than imported: Home reads that module too, and sharing it would split it
 * into a chunk of its own on Home's first visit.
 */
const TRIAL = 4;

let lastAsked = 0;
let waiting: ReturnType<typeof setTimeout> | null = null;

async function load(): Promise<void> {
  const session = sessionState.info;
  if (!session || session.type === TRIAL) return;
  const [inbox, chat] = await Promise.allSettled([
    callApi(unreadCalls.getInboxUnreadCount, {}, { silent: true }),
    callApi(unreadCalls.getChatUnread, {}, { silent: true }),
  ]);
  if (sessionState.info?.token !== session.token) return;
  if (inbox.status === 'fulfilled') setUnread('inbox', inbox.value.count);
  if (chat.status === 'fulfilled') setUnread('chat', chat.value.unReadCount);
}

/** Asks the platform for the inbox and chat unread counts: calls made within 250 ms of the last one join it. */
export function refreshUnreadCounts(): void {
  if (waiting) return;
  waiting = setTimeout(
    () => {
      waiting = null;
      lastAsked = Date.now();
      void load();
    },
    Math.max(0, lastAsked + THROTTLE_MS - Date.now()),
  );
}

/**
 * Keeps the counts of the session that is live now: at once, when the app comes back on screen
 * and every minute while it is shown, until that session ends or another takes its place.
 */
export function startUnreadCounts(): void {
  const token = sessionState.info?.token;
  if (!token) return;
  refreshUnreadCounts();
  const onVisible = () => {
    if (document.visibilityState === 'visible') refreshUnreadCounts();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(onVisible, REFRESH_MS);
  const stop = subscribe(sessionState, () => {
    if (sessionState.info?.token === token) return;
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    stop();
  });
}
