import { bannerGroupName, contentCalls, type AnnouncementsValue } from '@contract/content';
import type { Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/** Home's banners (group m_home), notices for the marquee, popups and promotions, in one silent call (the popular announcements have their own). */
export const getHomeAnnouncementsQueryOptions = (language: Language) =>
  queryOptions<AnnouncementsValue>({
    key: ['announcements', 'm_home', language],
    load: (signal) =>
      callApi(
        contentCalls.getAnnouncements,
        { types: 'B,PL,PU,PR', groupName: bannerGroupName('m_home', language), language },
        { silent: true, signal },
      ),
    persist: { maxAgeMs: MAX_AGE.content, check: () => import('@/lib/query/checks').then((checks) => checks.isAnnouncements) },
  });

export const useHomeAnnouncements = (language: Language) => useQuery(getHomeAnnouncementsQueryOptions(language));
