import './game.css';
import type { ReactNode } from 'react';
import type { Game } from '@contract/domain';
import { GameTile, type OnOpenGame } from './GameTile';

function columnsOf<T>(items: readonly T[], rows: number): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += rows) columns.push(items.slice(i, i + rows));
  return columns;
}

/**
 * A horizontal row of game columns, each `rows` tiles high: about 3.1 columns in view (the
 * next one peeks in), swiped three at a time (game.css). The browser's own scrolling
 * with snap points every three columns moves it: no script measures or animates anything,
 * so a Home with eight rows starts without layout work and swipes at the screen's frame rate.
 */
export function GameSlider({
  games,
  rows = 1,
  onOpen,
  renderExtra,
  label,
}: {
  games: readonly Game[];
  rows?: number;
  onOpen: OnOpenGame;
  renderExtra?: (game: Game) => ReactNode;
  label: string;
}) {
  const columns = columnsOf(games, rows);
  return (
    <div className="game-slider" role="list" aria-label={label}>
      {columns.map((column) => (
        <div key={column[0]!.nodeId} className="game-slider__column" role="listitem">
          {column.map((game) => (
            <GameTile key={game.nodeId} game={game} onOpen={onOpen} offerFreePlay={false}>
              {renderExtra?.(game)}
            </GameTile>
          ))}
        </div>
      ))}
    </div>
  );
}
