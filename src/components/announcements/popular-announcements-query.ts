import { popularAnnouncementCalls } from '@contract/calls/popular-announcements';
import type { Announcement, Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/** The popular announcements of a language; a decoration beside the page's own content, so the call is silent. Kept for offline. */
export const getPopularAnnouncementsQueryOptions = (language: Language) =>
  queryOptions<Announcement[]>({
    key: ['announcements', 'popular', language],
    load: async (signal) => (await callApi(popularAnnouncementCalls.getPopularAnnouncements, { language }, { silent: true, signal })).list,
    persist: { maxAgeMs: MAX_AGE.content, check: () => import('@/lib/query/checks').then((checks) => checks.isAnnouncementList) },
  });

export const usePopularAnnouncements = (language: Language) => useQuery(getPopularAnnouncementsQueryOptions(language));
