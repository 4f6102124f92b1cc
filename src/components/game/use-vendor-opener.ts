import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PAGE_SIZE, type Vendor } from '@contract/domain';
import { useGameOpener } from './use-game-opener';
import { useContentLanguage } from '@/lib/i18n';
import { getGameListQueryOptions } from '@/lib/games/game-list';
import { fetchQuery } from '@/lib/query/client';

/**
 * Tapping a vendor: a vendor played through one lobby game (sports books, lotteries,
 * e-sports) launches that game; any other vendor opens its games by provider.
 */
export function useVendorOpener() {
  const router = useRouter();
  const open = useGameOpener();
  const language = useContentLanguage();
  return useCallback(
    async (vendor: Vendor) => {
      if (!vendor.lobbyGameCode) {
        await router.navigate({ to: '/m/provider', search: { vassalage: vendor.vassalage } });
        return;
      }
      const page = await fetchQuery(
        getGameListQueryOptions(
          { dataType: 'ALL', vassalage: vendor.vassalage, gameType: vendor.gameType, pageSize: PAGE_SIZE },
          1,
          language,
        ),
      );
      const lobbyGame = page.games.find((game) => game.gameCode === vendor.lobbyGameCode) ?? page.games[0];
      if (lobbyGame) await open(lobbyGame);
    },
    [language, open, router],
  );
}
