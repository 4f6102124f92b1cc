import { proxy, useSnapshot } from 'valtio';

/** Unread counts the header shows: total = announcements + chat + inbox. */
export const unreadState = proxy({ announcements: 0, chat: 0, inbox: 0 });

export type UnreadSource = keyof typeof unreadState;

export function setUnread(source: UnreadSource, count: number): void {
  unreadState[source] = Math.max(0, Math.floor(count));
}

export function clearUnread(): void {
  unreadState.announcements = 0;
  unreadState.chat = 0;
  unreadState.inbox = 0;
}

export function useUnread() {
  const snap = useSnapshot(unreadState);
  return { ...snap, total: snap.announcements + snap.chat + snap.inbox };
}
