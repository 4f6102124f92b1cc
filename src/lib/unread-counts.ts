import { unreadCalls } from '@contract/calls/unread';
import { isTrialType } from '@contract/members';
import { callApi } from './api-client';
import { sessionState } from './session';
import { setUnread } from './unread';

/** The platform's throttle for the unread calls: at most one ask per 250 ms. */
const THROTTLE_MS = 250;
/** While the app is on screen the counts are asked again this often. */
const REFRESH_MS = 60_000;

let lastAsked = 0;
let waiting: ReturnType<typeof setTimeout> | null = null;

async function load(): Promise<void> {
  const session = sessionState.info;
  // Trial accounts do not fetch unread counts.
  if (!session || isTrialType(session.type)) return;
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

/** Keeps the counts of a session: now, when the app comes back on screen, and every minute while it is shown. */
export function startUnreadCounts(): () => void {
  refreshUnreadCounts();
  const onVisible = () => {
    if (document.visibilityState === 'visible') refreshUnreadCounts();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(onVisible, REFRESH_MS);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
