/** Rows kept rendered above and below the visible ones, so a fast flick does not show blanks. */
export const OVERSCAN_ROWS = 3;

/**
 * Which rows of a list (row `i` spans `i * rowHeight` to `(i + 1) * rowHeight` from the
 * list's top) meet the viewport, given where the list's top is relative to the viewport.
 * Answers an inclusive [first, last] range, empty as [0, -1].
 */
export function visibleRows(
  listTopInViewport: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = OVERSCAN_ROWS,
): [number, number] {
  if (rowCount === 0 || rowHeight <= 0) return [0, -1];
  const top = -listTopInViewport;
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((top + viewportHeight) / rowHeight) - 1 + overscan);
  return last < first ? [0, -1] : [first, last];
}

/** Height of one row of square tiles with the name block (gap and lines of name) under each. */
export function rowHeightFor(width: number, columns: number, gap: number, nameHeight: number, rowGap: number): number {
  const cell = (width - gap * (columns - 1)) / columns;
  return Math.round(cell + nameHeight + rowGap);
}
