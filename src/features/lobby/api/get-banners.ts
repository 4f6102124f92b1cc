import { bannerGroupName, contentCalls, type BannerType } from '@contract/content';
import type { Announcement, Banner, Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';

/** A category's banners (group m_{type}_{language}) and the player notices, in one silent call. */
export async function getLobbyContent(
  group: BannerType,
  language: Language,
  signal: AbortSignal,
): Promise<{ banners: Banner[]; notices: Announcement[] }> {
  const value = await callApi(
    contentCalls.getAnnouncements,
    { types: 'B,PL', groupName: bannerGroupName(group, language), language },
    { silent: true, signal },
  );
  return { banners: value.banners, notices: value.player };
}
