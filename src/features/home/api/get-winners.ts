import { WINNER_LIMIT, type Language, type Winner } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

/** The latest-winners board, biggest win first. */
export async function getWinners(language: Language, signal: AbortSignal): Promise<Winner[]> {
  const value = await callApi(gameCalls.getWinnerBoard, { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }, { signal });
  return [...value.list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}
