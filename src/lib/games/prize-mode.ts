import type { PrizeMode } from '@contract/domain';
import { prizeModeFor } from '@contract/prize-mode';
import { fetchQuery } from '../query/client';
import { getVendorMappingQueryOptions } from './vendor-mapping';

/** A lottery launch's prize mode by the spec's rule, from the platform's vendor mapping (loaded with the first lottery launch). */
export async function lotteryPrizeMode(vendor: string): Promise<PrizeMode> {
  return prizeModeFor(vendor, await fetchQuery(getVendorMappingQueryOptions()));
}
