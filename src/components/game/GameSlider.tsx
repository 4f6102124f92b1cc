import './game.css';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Game } from '@contract/domain';
import { GameTile, type OnOpenGame } from './GameTile';

/** Columns drawn at first, and added each time the player swipes near the last drawn one: two swipes' worth. */
export const SLIDER_COLUMNS_STEP = 6;

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
 *
 * A long list (the hot games run to a hundred) draws its columns a few swipes ahead of the
 * player rather than all at once: a hundred tiles nobody has swiped to yet cost the first
 * screen more time than everything else on it.
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
  const [drawn, setDrawn] = useState(SLIDER_COLUMNS_STEP);
  const more = useRef<HTMLDivElement>(null);
  // The same columns on the server and in the browser's first render: the rest follow the player's swipes.
  const complete = drawn >= columns.length;

  useEffect(() => {
    const sentinel = more.current;
    if (complete || !sentinel) return;
    if (typeof IntersectionObserver === 'undefined') return setDrawn(Number.MAX_SAFE_INTEGER);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setDrawn((count) => count + SLIDER_COLUMNS_STEP));
      },
      { root: sentinel.parentElement, rootMargin: '0px 100% 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [complete, drawn]);

  return (
    <div className="game-slider" role="list" aria-label={label}>
      {(complete ? columns : columns.slice(0, drawn)).map((column) => (
        <div key={column[0]!.nodeId} className="game-slider__column" role="listitem">
          {column.map((game) => (
            <GameTile key={game.nodeId} game={game} onOpen={onOpen} offerFreePlay={false}>
              {renderExtra?.(game)}
            </GameTile>
          ))}
        </div>
      ))}
      {!complete && <div ref={more} className="game-slider__more" aria-hidden="true" />}
    </div>
  );
}
