import type { Language, Vendor } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

/** Every vendor of every switched-on game type (a vendor with games of two types appears once per type). */
export async function getVendors(language: Language, signal: AbortSignal): Promise<Vendor[]> {
  const { vendors } = await callApi(gameCalls.getVendorGameTypes, { language }, { signal });
  return vendors;
}

export async function getVendorSorting(signal: AbortSignal) {
  const { list } = await callApi(gameCalls.getVendorSorting, {}, { signal });
  return list;
}
