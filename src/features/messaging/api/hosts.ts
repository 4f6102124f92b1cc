import { messagingCalls, type HostList } from '@contract/messaging';
import type { ChatHost } from '@contract/schemas/messaging';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** One of the chat launch's host lists; `owner` keeps a member's copy (with their follows) apart from a visitor's. */
export const useHostList = (list: HostList, owner: string) =>
  useQuery(
    queryOptions<{ list: ChatHost[] }>({
      key: ['hosts', owner, list],
      load: (signal) => callApi(messagingCalls.getChatAnchors, { list }, { signal }),
    }),
  );

/** The hosts a member follows; null options for a visitor, who has none. */
export const useFollowedHosts = (owner: string | null) =>
  useQuery(
    owner
      ? queryOptions<{ list: ChatHost[] }>({
          key: ['hosts', owner, 'FOCUS'],
          load: (signal) => callApi(messagingCalls.getChatFocus, {}, { signal }),
        })
      : null,
  );

/** Follows or unfollows a host; every list is asked again so counts and buttons agree. */
export async function setHostFollowed(hostId: number, follow: boolean): Promise<void> {
  await callApi(follow ? messagingCalls.followAnchor : messagingCalls.unfollowAnchor, { hostId });
  invalidate(['hosts']);
}
