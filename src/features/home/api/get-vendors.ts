import type { Language, Vendor } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

export async function getVendors(language: Language, signal: AbortSignal): Promise<Vendor[]> {
  const value = await callApi(gameCalls.getVendorGameTypes, { language }, { signal });
  return value.vendors;
}
