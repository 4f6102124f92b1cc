import './game.css';
import { useState, type ReactNode } from 'react';
import type { Game } from '@contract/domain';
import { isLotteryGame, type OpenGameOptions } from '@/lib/games/open-game';
import { FavouriteToggle } from './FavouriteToggle';
import { FreePlayButton } from './FreePlayButton';

/** Opens a game, with play money when the player chose free play. */
export type OnOpenGame = (game: Game, options?: OpenGameOptions) => void;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * One game: its art (square, so rows never shift while images load) and its name. The
 * whole tile is one button; the heart, "Try" (free play, where the game offers it and the
 * list has room) and `children` are extra controls laid over the art.
 */
export function GameTile({
  game,
  onOpen,
  offerFreePlay = true,
  children,
}: {
  game: Game;
  onOpen: OnOpenGame;
  /** Compact rows (Home's sliders) leave "Try" to the lobby lists, keeping each small tile to one extra control. */
  offerFreePlay?: boolean;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const showArt = game.showIcon && game.iconUrl && !failed;
  return (
    <div className="game-tile" data-game-id={game.nodeId}>
      <button type="button" className="game-tile__button" onClick={() => onOpen(game)}>
        <span className="game-tile__art">
          {showArt ? (
            <img src={game.iconUrl} alt="" loading="lazy" decoding="async" draggable={false} onError={() => setFailed(true)} />
          ) : (
            <span className="game-tile__fallback" aria-hidden="true">
              {initialsOf(game.gameName)}
            </span>
          )}
        </span>
        <span className="game-tile__name">{game.gameName}</span>
      </button>
      <FavouriteToggle game={game} />
      {offerFreePlay && game.supportPlay && !isLotteryGame(game) && <FreePlayButton game={game} onOpen={onOpen} />}
      {children}
    </div>
  );
}
