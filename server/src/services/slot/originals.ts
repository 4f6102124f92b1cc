import type { OriginalGame, SlotMachineId } from '../../../../contract/lobby';
import { GEMS } from './gems';
import { FRUIT, type SlotMachine } from './machine';

/** The in-house vendor's code: its games play in the app on this platform's own ledger. */
export const ORIGINALS_VENDOR = 'BGS';

/** Which game each in-house title is, by game id (the seed lists them in this order). */
const ORIGINALS: Record<string, OriginalGame> = {
  'bgs-1': 'FRUIT',
  'bgs-2': 'GEMS',
  'bgs-3': 'HILO',
  'bgs-4': 'DRAW',
};

/** The in-house game a catalogue game is, or null for a third-party game (its vendor's page opens instead). */
export function originalOf(game: { gameId: string; vassalage: string }): OriginalGame | null {
  if (game.vassalage !== ORIGINALS_VENDOR) return null;
  return ORIGINALS[game.gameId] ?? null;
}

export const SLOT_MACHINES: Record<SlotMachineId, SlotMachine> = { FRUIT, GEMS };
