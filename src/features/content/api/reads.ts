import { activityCalls, type ActivityStatesValue } from '@contract/activity';
import { contentCalls, type AnnouncementsValue } from '@contract/content';
import type { Language } from '@contract/domain';
import type { CallValue } from '@contract/define';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/** Whose answer it is: read flags and activity states differ by member, so each keeps its own copy. */
export type Owner = string | null;

const checks = () => import('./checks');

/** The promotion list and its categories. */
export const getPromotionsQueryOptions = (language: Language, owner: Owner) =>
  queryOptions<AnnouncementsValue>({
    key: ['announcements', 'Promotion', language, owner],
    load: (signal) => callApi(contentCalls.getAnnouncements, { types: 'Promotion', language }, { silent: true, signal }),
    persist: { maxAgeMs: MAX_AGE.content, check: () => import('@/lib/query/checks').then((m) => m.isAnnouncements) },
  });
export const usePromotions = (language: Language, owner: Owner) => useQuery(getPromotionsQueryOptions(language, owner));

/** The player's state in each promotion that takes part. */
export const getActivityStatesQueryOptions = (language: Language, owner: Owner) =>
  queryOptions<ActivityStatesValue>({
    key: ['activity', 'states', language, owner],
    load: (signal) => callApi(activityCalls.getActivityStates, { language }, { silent: true, signal }),
    persist: { maxAgeMs: MAX_AGE.content, check: () => checks().then((m) => m.isActivityStates) },
  });
export const useActivityStates = (language: Language, owner: Owner) => useQuery(getActivityStatesQueryOptions(language, owner));

export type NoticePage = CallValue<typeof contentCalls.getNoticeList>;
/** The most notices the page lists at once. */
export const NOTICE_PAGE_SIZE = 100;

export const getNoticesQueryOptions = (language: Language, owner: Owner) =>
  queryOptions<NoticePage>({
    key: ['announcements', 'notices', language, owner],
    load: (signal) => callApi(contentCalls.getNoticeList, { language, pageNo: 1, pageSize: NOTICE_PAGE_SIZE }, { silent: true, signal }),
    persist: { maxAgeMs: MAX_AGE.content, check: () => checks().then((m) => m.isNoticePage) },
  });
export const useNotices = (language: Language, owner: Owner) => useQuery(getNoticesQueryOptions(language, owner));

export type HelpList = CallValue<typeof contentCalls.getHelpCenter>;
export const getHelpQueryOptions = (language: Language) =>
  queryOptions<HelpList>({
    key: ['help', language],
    load: (signal) => callApi(contentCalls.getHelpCenter, { language, device: 'MOBILE' }, { signal }),
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => checks().then((m) => m.isHelpList) },
  });
export const useHelp = (language: Language) => useQuery(getHelpQueryOptions(language));
