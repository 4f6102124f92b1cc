import { contentCalls } from '@contract/content';
import type { Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** The operator's terms and privacy policy: entries of the help centre, tagged `terms` and `privacy`. */
export type PolicyTag = 'terms' | 'privacy';

export const getPoliciesQueryOptions = (language: Language) =>
  queryOptions({
    key: ['account', 'policies', language],
    load: async (signal) => {
      const { list } = await callApi(contentCalls.getHelpCenter, { language, device: 'MOBILE' }, { signal });
      return list.filter((entry) => entry.tag === 'terms' || entry.tag === 'privacy');
    },
  });

/** Asked for only once the player opens one: most registrations never do. */
export const usePolicies = (language: Language, wanted: boolean) => useQuery(wanted ? getPoliciesQueryOptions(language) : null);
