import { lazy, type ComponentType } from 'react';
import type { Game, Vendor } from '@contract/domain';
import type { OnOpenGame } from '@/components/game/GameTile';
import type { Narrowed } from '../game-narrowing';

/*
 * The game filter, the popular-games slider and the game centre's jackpot load on their own, as one
 * download, and are cached once opened (sw/cache-rules.ts), not precached. Offline, before they were
 * ever opened, their code is not on the device: the pages show without them, as they show without
 * any list they cannot ask for.
 */
const panels = () => import('./lobby-panels').catch(() => null);
const none = () => null;

export const GameFilter = lazy(
  async (): Promise<{
    default: ComponentType<{
      narrowed: Narrowed | null;
      vendors: readonly Vendor[];
      vassalage: string | undefined;
      onApply: (narrowed: Narrowed | null) => void;
    }>;
  }> => ({ default: (await panels())?.GameFilter ?? none }),
);

export const PopularGames = lazy(async (): Promise<{ default: ComponentType<{ games: readonly Game[]; onOpen: OnOpenGame }> }> => ({
  default: (await panels())?.PopularGames ?? none,
}));

export const LobbyJackpot = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await panels())?.LobbyJackpot ?? none }));
