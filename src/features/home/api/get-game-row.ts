import type { DataType, Game, GameType, Language } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

export interface GameRowFilter {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  dataType?: DataType;
  pageSize: number;
}

/** The first page of a game list, as one Home row shows it. */
export async function getGameRow(filter: GameRowFilter, language: Language, signal: AbortSignal): Promise<Game[]> {
  const value = await callApi(
    gameCalls.getGameList,
    {
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      dataType: filter.dataType ?? 'ALL',
      pageNo: 1,
      pageSize: filter.pageSize,
      language,
    },
    { signal },
  );
  return value.games;
}
