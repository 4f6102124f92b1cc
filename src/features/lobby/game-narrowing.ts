import type { Game, GameType, Language } from '@contract/domain';
import type { GameListValue } from '@contract/games';
import type { GameListFilter } from '@/lib/games/game-list';
import type { QueryOptions } from '@/lib/query/client';

/** The game filter's choices beyond the provider: a game type, new games only, a highest lowest bet, a line count. */
export interface GameNarrowing {
  gameType?: GameType | undefined;
  newOnly: boolean;
  /** Games whose lowest bet is at most this. */
  minBet?: number | undefined;
  /** Games playable on this many lines: their lowest line count is at most this. */
  minLine?: number | undefined;
}

export const NO_NARROWING: GameNarrowing = { newOnly: false };

/** The lowest-bet and line-count choices the filter offers. */
export const BET_CHOICES = [0.5, 1, 5, 10, 50] as const;
export const LINE_CHOICES = [1, 9, 25, 50] as const;

/** How many of the filter's choices are set: the count on the filter's button. */
export const narrowingCount = (narrowing: GameNarrowing) =>
  [narrowing.gameType !== undefined, narrowing.newOnly, narrowing.minBet !== undefined, narrowing.minLine !== undefined].filter(Boolean)
    .length;

/** The game list call's fields for a narrowing (none when nothing is chosen). */
export const narrowingRequest = (narrowing: GameNarrowing) => ({
  gameType: narrowing.gameType,
  isNew: narrowing.newOnly ? ('1' as const) : undefined,
  minBet: narrowing.minBet,
  minLine: narrowing.minLine,
});

/** The same narrowing for a list held in full on the device (the hot games), as the platform applies it. */
export const matchesNarrowing = (game: Game, narrowing: GameNarrowing) =>
  (narrowing.gameType === undefined || game.gameType === narrowing.gameType) &&
  (!narrowing.newOnly || game.isNew) &&
  (narrowing.minBet === undefined || game.minBet <= narrowing.minBet) &&
  (narrowing.minLine === undefined || game.minLine <= narrowing.minLine);

/** A page of a game list as the filter narrows it. */
export type NarrowedPage = (filter: GameListFilter, pageNo: number, language: Language) => QueryOptions<GameListValue>;

/**
 * A narrowing the filter applied, with how the page reads it: the platform's list (`page`) and a
 * list held in full on the device (`matches`). The filter's own code builds these, so a page
 * carries none of it until the filter is opened.
 */
export interface Narrowed {
  choices: GameNarrowing;
  page: NarrowedPage;
  matches: (game: Game) => boolean;
}
