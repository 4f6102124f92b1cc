import type { Language, Vendor } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '../api-client';
import { queryOptions } from '../query/client';
import { CATALOGUE_FRESH_MS, MAX_AGE } from '../query/max-age';
import { useQuery } from '../query/use-query';

/** Every vendor of every switched-on game type (a vendor with games of two types appears once per type). */
export const getVendorsQueryOptions = (language: Language) =>
  queryOptions<Vendor[]>({
    key: ['vendors', language],
    load: async (signal) => (await callApi(gameCalls.getVendorGameTypes, { language }, { signal })).vendors,
    freshMs: CATALOGUE_FRESH_MS,
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('../query/checks').then((checks) => checks.isVendors) },
  });

/** Null `language` reads nothing yet (a section not on screen). */
export const useVendors = (language: Language | null) => useQuery(language ? getVendorsQueryOptions(language) : null);

/** The platform's order of categories and of the vendors in each. */
export const getVendorSortingQueryOptions = () =>
  queryOptions({
    key: ['vendorSorting'],
    load: async (signal) => (await callApi(gameCalls.getVendorSorting, {}, { signal })).list,
    freshMs: CATALOGUE_FRESH_MS,
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('../query/checks').then((checks) => checks.isVendorSorting) },
  });

export const useVendorSorting = () => useQuery(getVendorSortingQueryOptions());
