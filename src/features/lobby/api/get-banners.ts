import { bannerGroupName, contentCalls, type BannerType } from '@contract/content';
import type { Announcement, Banner, Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/** A category's banners (group m_{type}_{language}) and the player notices, in one silent call. */
export const getLobbyContentQueryOptions = (group: BannerType, language: Language) =>
  queryOptions<{ banners: Banner[]; notices: Announcement[] }>({
    key: ['announcements', group, language],
    load: async (signal) => {
      const value = await callApi(
        contentCalls.getAnnouncements,
        { types: 'B,PL', groupName: bannerGroupName(group, language), language },
        { silent: true, signal },
      );
      return { banners: value.banners, notices: value.player };
    },
    persist: { maxAgeMs: MAX_AGE.content, check: () => import('@/lib/query/checks').then((checks) => checks.isLobbyContent) },
  });

export const useLobbyContent = (group: BannerType, language: Language) => useQuery(getLobbyContentQueryOptions(group, language));
