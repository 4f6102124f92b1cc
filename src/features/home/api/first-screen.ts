import { languageState } from '@/lib/i18n';
import { getHotGamesQueryOptions } from '@/lib/games/hot-games';
import { preloadQuery } from '@/lib/query/client';
import { getHomeAnnouncementsQueryOptions } from './get-home-announcements';

/** Home's loader: the banners and the hot row, Home's first screen, before it draws (or is rendered by the server). */
export async function loadHomeFirstScreen(): Promise<void> {
  const language = languageState.content;
  await Promise.all([preloadQuery(getHomeAnnouncementsQueryOptions(language)), preloadQuery(getHotGamesQueryOptions(language))]);
}
