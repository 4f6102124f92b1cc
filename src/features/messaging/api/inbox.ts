import type { Language } from '@contract/domain';
import { messagingCalls, type InboxList, type InboxMessage } from '@contract/messaging';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions, setQueryData, peekQuery } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';
import { refreshUnreadCounts } from '@/lib/unread-counts';

/** The inbox in one language, kept on the device so a message once opened can be read offline. */
export const getInboxQueryOptions = (language: Language, owner: string) =>
  queryOptions<InboxList>({
    key: ['inbox', owner, language],
    load: (signal) => callApi(messagingCalls.getInbox, { language }, { signal }),
    persist: { maxAgeMs: MAX_AGE.content, check: () => import('./inbox-check').then((m) => m.isInboxList) },
  });

export const useInbox = (language: Language, owner: string) => useQuery(getInboxQueryOptions(language, owner));

/** Shows a change at once in the copy on screen (and the stored one), then asks the platform again. */
function patch(language: Language, owner: string, change: (list: InboxList) => InboxList): void {
  const options = getInboxQueryOptions(language, owner);
  const current = peekQuery<InboxList>(options.key).data;
  if (current) setQueryData(options, change(current));
}

function changed(): void {
  invalidate(['inbox']);
  refreshUnreadCounts();
}

const unreadOf = (list: InboxMessage[]) => list.filter((m) => !m.read).length;

/** Opening a message reads it on the platform, which marks it read. */
export async function openMessage(language: Language, owner: string, id: number): Promise<void> {
  patch(language, owner, (inbox) => {
    const list = inbox.list.map((m) => (m.id === id ? { ...m, read: true } : m));
    return { list, unread: unreadOf(list) };
  });
  await callApi(messagingCalls.getInboxMessage, { id, language });
  changed();
}

export async function markAllRead(language: Language, owner: string, ids: number[]): Promise<void> {
  patch(language, owner, (inbox) => ({ list: inbox.list.map((m) => ({ ...m, read: true })), unread: 0 }));
  await callApi(messagingCalls.markInboxRead, { ids });
  changed();
}

export async function deleteMessage(language: Language, owner: string, id: number): Promise<void> {
  await callApi(messagingCalls.deleteInboxMessages, { ids: [id] });
  patch(language, owner, (inbox) => {
    const list = inbox.list.filter((m) => m.id !== id);
    return { list, unread: unreadOf(list) };
  });
  changed();
}
