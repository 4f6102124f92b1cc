import { bannerGroupName, contentCalls, type AnnouncementsValue } from '@contract/content';
import type { Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';

/** Home's banners (group m_home), notices for the marquee, popups, promotions and hot items, in one silent call. */
export function getHomeAnnouncements(language: Language, signal: AbortSignal): Promise<AnnouncementsValue> {
  return callApi(
    contentCalls.getAnnouncements,
    { types: 'B,PL,PU,PR,H', groupName: bannerGroupName('m_home', language), language },
    { silent: true, signal },
  );
}
