import { type SiteInfo } from '@contract/site';
import { siteInfoSchema } from '@contract/schemas/site';

/** Checks a stored copy of site info against the contract; null when it no longer fits. */
export function checkSiteInfo(value: unknown): SiteInfo | null {
  const parsed = siteInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
