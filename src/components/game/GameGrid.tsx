import './lobby-game.css';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Game } from '@contract/domain';
import { GameTile, type OnOpenGame } from './GameTile';
import { createScrollActivity, type ScrollActivity } from './scroll-activity';
import { rowHeightFor, visibleRows } from './virtual-rows';

const COLUMN_GAP = 10;
/** The art-to-name gap (6) and the name under each square tile, two lines of 16 before it is cut. */
const NAME_BLOCK = 38;
const ROW_GAP = 14;
/** Before the grid is measured: a phone's width. */
const FALLBACK_WIDTH = 358;

type OpenGame = OnOpenGame;

/**
 * A windowed grid of game tiles: however many games are loaded, only the rows near the
 * viewport exist in the page, each placed at its own offset inside a box as tall as all
 * rows together. The page itself scrolls (no inner scroller), so pull-to-refresh, the
 * header and infinite scrolling behave as on any page.
 */
export function GameGrid({
  games,
  onOpen,
  columns = 3,
  label,
}: {
  games: readonly Game[];
  onOpen: OpenGame;
  columns?: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const rowHeight = rowHeightFor(width, columns, COLUMN_GAP, NAME_BLOCK, ROW_GAP);
  const rowCount = Math.ceil(games.length / columns);
  const [range, setRange] = useState<[number, number]>(() => visibleRows(0, 900, rowHeight, rowCount));
  const [activity] = useState(createScrollActivity);
  useEffect(() => () => activity.dispose(), [activity]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth || FALLBACK_WIDTH);
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = box.current;
      if (!element) return;
      const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight, rowHeight, rowCount);
      setRange((current) => (current[0] === next[0] && current[1] === next[1] ? current : next));
    };
    const onResize = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const onScroll = () => {
      activity.onScroll();
      onResize();
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rowHeight, rowCount, activity]);

  const rows: number[] = [];
  for (let row = range[0]; row <= range[1]; row++) rows.push(row);
  return (
    <div
      ref={box}
      className="game-grid"
      role="list"
      aria-label={label}
      data-count={games.length}
      style={{ height: rowCount * rowHeight, ['--columns' as string]: columns, ['--column-gap' as string]: `${COLUMN_GAP}px` }}
    >
      {rows.map((row) => (
        <GridRow
          key={row}
          row={row}
          top={row * rowHeight}
          height={rowHeight - ROW_GAP}
          games={games.slice(row * columns, row * columns + columns)}
          onOpen={onOpen}
          activity={activity}
        />
      ))}
    </div>
  );
}

interface RowProps {
  row: number;
  top: number;
  height: number;
  games: Game[];
  onOpen: OpenGame;
  activity: ScrollActivity;
}

const GridRow = memo(function GridRow({ row, top, height, games, onOpen, activity }: RowProps) {
  // A row that appears mid-scroll starts as a placeholder and becomes full tiles when scrolling settles.
  const [full, setFull] = useState(() => !activity.isScrolling());
  useEffect(() => (full ? undefined : activity.whenSettled(() => setFull(true))), [full, activity]);
  return (
    <div className="game-grid__row" data-row={row} style={{ transform: `translateY(${top}px)`, height }}>
      {games.map((game) => (
        <div key={game.nodeId} className="game-grid__cell" role="listitem" aria-label={full ? undefined : game.gameName}>
          {full ? (
            <GameTile game={game} onOpen={onOpen} />
          ) : (
            <div className="game-tile game-tile--placeholder" aria-hidden="true">
              <span className="game-tile__art" />
              <span className="game-tile__name">{game.gameName}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}, sameRow);

/** A row re-renders only when its games or its place change (the slice is a new array on every render). */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.activity === b.activity &&
    a.row === b.row &&
    a.top === b.top &&
    a.height === b.height &&
    a.onOpen === b.onOpen &&
    a.games.length === b.games.length &&
    a.games.every((game, i) => game === b.games[i])
  );
}
