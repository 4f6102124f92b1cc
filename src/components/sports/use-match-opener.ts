import { useCallback } from 'react';
import type { LiveMatch, LiveMatchesValue } from '@contract/sports';
import { bookOf } from '@/lib/games/live-matches';
import type { OnOpenGame } from '../game/GameTile';

/** Tapping a live match: its sports book launches at the match through the page's game opener. */
export function useMatchOpener(value: LiveMatchesValue | undefined, onOpen: OnOpenGame) {
  return useCallback(
    (match: LiveMatch) => {
      const book = value && bookOf(value, match);
      if (book) onOpen(book, { matchId: match.matchId });
    },
    [onOpen, value],
  );
}
