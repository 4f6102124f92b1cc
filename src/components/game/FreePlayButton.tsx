import type { Game } from '@contract/domain';
import { tileText } from './tile-labels';

/**
 * "Try" over a tile's art, on games that offer free play: it opens the game with play
 * money. Whether the player's account may (member types 0, 1 and 2) is for the opener to say.
 */
export function FreePlayButton({ game, onOpen }: { game: Game; onOpen: (game: Game, options: { freePlay: true }) => void }) {
  return (
    <button
      type="button"
      className="free-play"
      aria-label={tileText('freePlay.label', game.gameName)}
      onClick={() => onOpen(game, { freePlay: true })}
    >
      {tileText('freePlay.short')}
    </button>
  );
}
