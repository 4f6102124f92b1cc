import { languageState } from '@/lib/i18n';
import { preloadQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getHelpQueryOptions, getNoticesQueryOptions, getPromotionsQueryOptions } from './reads';

/*
 * The content pages' loaders: each page's list travels with its code, and the page (rendered by
 * the server, or drawn by the app) draws with it. A failure is the page's to show when it asks itself.
 */

const owner = () => sessionState.info?.userName ?? null;

export const loadPromotions = (): Promise<void> => preloadQuery(getPromotionsQueryOptions(languageState.content, owner()));

export const loadNotices = (): Promise<void> => preloadQuery(getNoticesQueryOptions(languageState.content, owner()));

export const loadHelp = (): Promise<void> => preloadQuery(getHelpQueryOptions(languageState.content));
