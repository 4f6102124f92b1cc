import { languageState } from '@/lib/i18n';
import { fetchQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getPromotionsQueryOptions } from './reads';

/**
 * Starts the promotion list while the page's own code is still on its way, so the two travel
 * together instead of one after the other. A failure is the page's to show when it asks itself.
 */
export function prefetchPromotions(): void {
  fetchQuery(getPromotionsQueryOptions(languageState.content, sessionState.info?.userName ?? null)).catch(() => undefined);
}
