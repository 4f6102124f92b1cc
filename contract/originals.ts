/**
 * The in-house games a launch can open in the app: two slots, a card game and a numbers draw.
 * Apart from the lobby's constants, which Home's first visit carries: only the game page's
 * address check needs the list.
 */
export const ORIGINAL_GAMES = ['FRUIT', 'GEMS', 'HILO', 'DRAW'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];
export type SlotMachineId = Exclude<OriginalGame, 'HILO' | 'DRAW'>;
