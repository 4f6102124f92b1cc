import type { Game, Language } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

export async function getHotGames(language: Language, signal: AbortSignal): Promise<Game[]> {
  const value = await callApi(gameCalls.getHotGames, { language }, { signal });
  return value.list;
}
