import './game.css';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { Game } from '@contract/domain';
import { SLIDE_CLASS, useCarousel } from '@/components/slider/use-carousel';
import { GameTile, type OnOpenGame } from './GameTile';

/** Columns a swipe moves: the row is slid a group of three at a time. */
const GROUP_COLUMNS = 3;
/** Groups drawn at first, and drawn ahead of the one in view as the player swipes: two swipes' worth. */
const SLIDER_GROUPS_AHEAD = 2;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * A horizontal row of game columns, each `rows` tiles high: about 3.1 columns in view (the next
 * one peeks in), slid three at a time. Each slide of the carousel is a group of three columns, so
 * the slider's own snapping moves by groups, and the group's width (game.css) fits exactly three
 * columns of a 3.1-column view, before the slider starts (a scroll-snap strip the server draws) and
 * after.
 *
 * A long list (the hot games run to a hundred) draws its groups a couple of swipes ahead of the
 * player rather than all at once: a hundred tiles nobody has swiped to yet cost the first screen
 * more time than everything else on it.
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
  const groups = chunksOf(chunksOf(games, rows), GROUP_COLUMNS);
  const [furthest, setFurthest] = useState(0);
  // The same groups on the server and in the browser's first render: the rest follow the player's swipes.
  const drawn = Math.min(groups.length, furthest + 1 + SLIDER_GROUPS_AHEAD);
  const { ref, trackClass, current } = useCarousel<HTMLDivElement>({ count: drawn, perView: 'auto' });
  if (current > furthest) setFurthest(current);

  return (
    <div ref={ref} className={`${trackClass} game-slider`} role="list" aria-label={label}>
      {groups.slice(0, drawn).map((group) => (
        <div
          key={group[0]![0]!.nodeId}
          className={`${SLIDE_CLASS} game-slider__group`}
          role="none"
          style={{ '--columns': group.length } as CSSProperties}
        >
          {group.map((column) => (
            <div key={column[0]!.nodeId} className="game-slider__column" role="listitem">
              {column.map((game) => (
                <GameTile key={game.nodeId} game={game} onOpen={onOpen} offerFreePlay={false}>
                  {renderExtra?.(game)}
                </GameTile>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
