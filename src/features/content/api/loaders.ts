import { languageState } from '@/lib/i18n';
import { preloadQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getActivityStatesQueryOptions, getHelpQueryOptions, getNoticesQueryOptions, getPromotionsQueryOptions } from './reads';

/*
 * The content pages' loaders: each page's list travels with its code, and the page (rendered by
 * the server, or drawn by the app) draws with it. A failure is the page's to show when it asks itself.
 */

const owner = () => sessionState.info?.userName ?? null;

/** The promotions with the player's state in each: a promotion's Join or Apply button is drawn with it, not pushed in after. */
export const loadPromotions = async (): Promise<void> => {
  const language = languageState.content;
  await Promise.all([
    preloadQuery(getPromotionsQueryOptions(language, owner())),
    preloadQuery(getActivityStatesQueryOptions(language, owner())),
  ]);
};

export const loadNotices = (): Promise<void> => preloadQuery(getNoticesQueryOptions(languageState.content, owner()));

export const loadHelp = (): Promise<void> => preloadQuery(getHelpQueryOptions(languageState.content));
