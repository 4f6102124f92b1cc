import type { GameType, Vendor } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '../api-client';
import { queryOptions } from '../query/client';
import { CATALOGUE_FRESH_MS } from '../query/max-age';

/** The platform's vendor mapping: each switched-on game type with its vendors, in the platform's order. */
export const getVendorMappingQueryOptions = () =>
  queryOptions({
    key: ['vendorMapping'],
    load: async (signal) => (await callApi(gameCalls.getVendorMapping, {}, { signal })).mapping,
    freshMs: CATALOGUE_FRESH_MS,
  });

type Mapping = Awaited<ReturnType<ReturnType<typeof getVendorMappingQueryOptions>['load']>>;

/** The vendors the mapping lists under a game type, in its order, as the vendor list describes them. */
export function mappedVendors(mapping: Mapping | undefined, vendors: readonly Vendor[] | undefined, gameType: GameType): Vendor[] {
  const codes = mapping?.find((entry) => entry.gameType === gameType)?.vendors ?? [];
  return codes.flatMap((code) => vendors?.find((vendor) => vendor.vassalage === code && vendor.gameType === gameType) ?? []);
}
