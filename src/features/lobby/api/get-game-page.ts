import type { DataType, GameType, Language } from '@contract/domain';
import { PAGE_SIZE } from '@contract/domain';
import { gameCalls, type GameListValue } from '@contract/games';
import { callApi } from '@/lib/api-client';

export interface GameListFilters {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  dataType: DataType;
}

/** One page of a game list (36 games) for the lobby's filters. */
export function getGamePage(filters: GameListFilters, pageNo: number, language: Language, signal: AbortSignal): Promise<GameListValue> {
  return callApi(
    gameCalls.getGameList,
    {
      gameType: filters.gameType,
      vassalage: filters.vassalage || undefined,
      gameClassify: filters.gameClassify,
      gameName: filters.gameName?.trim() || undefined,
      dataType: filters.dataType,
      pageNo,
      pageSize: PAGE_SIZE,
      language,
    },
    { signal },
  );
}
