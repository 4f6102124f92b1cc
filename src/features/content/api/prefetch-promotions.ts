import { languageState } from '@/lib/i18n';
import { fetchQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getPromotionsQueryOptions } from './reads';

/**
 * Starts the promotion list while the page's own code is still on its way, so the two travel
 * together instead of one after the other. A failure is the page's to show when it asks itself.
 *
 * While the first screen the server painted is up (the first cover, see
 * server/src/http/first-screen.ts), the page waits for the list: drawn without it, the app would
 * swap the painted cover for a loading state and then draw the cover again.
 */
export function prefetchPromotions(): Promise<void> | undefined {
  const list = fetchQuery(getPromotionsQueryOptions(languageState.content, sessionState.info?.userName ?? null)).then(
    () => undefined,
    () => undefined,
  );
  return document.querySelector('.boot') ? list : undefined;
}
