/**
 * Block capitals drawn as thick strokes, for title lettering in raster art: each glyph is a
 * few polylines on a 4-wide, 6-tall grid (y down). Raster art carries no font file, and a
 * stroke font keeps every tile's lettering sharp at any size.
 */
type Polyline = readonly (readonly [number, number])[];

const GLYPHS: Record<string, readonly Polyline[]> = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 3.5],
      [4, 3.5],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [4, 6],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3],
      [2, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 0],
      [3, 0],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.5],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  Q: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
    [
      [2.5, 4.5],
      [4, 6],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '0': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
    ],
  ],
  '-': [
    [
      [1, 3],
      [3, 3],
    ],
  ],
  '!': [
    [
      [2, 0],
      [2, 4],
    ],
    [
      [2, 5.8],
      [2, 6],
    ],
  ],
  "'": [
    [
      [2, 0],
      [2, 1.5],
    ],
  ],
  '.': [
    [
      [2, 5.8],
      [2, 6],
    ],
  ],
};

/** Glyph cell width (4) plus the gap between letters, in grid units. */
const ADVANCE = 5.6;
const SPACE = 3.4;

/** Letters a title is written with; anything else (accents, symbols) is left out of the art. */
export const lettering = (title: string) =>
  title
    .toUpperCase()
    .normalize('NFD')
    .replace(/[^A-Z0-9 '!.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Width of `line` in grid units. */
export function lineUnits(line: string): number {
  let width = 0;
  for (const ch of line) width += ch === ' ' ? SPACE : ADVANCE;
  return Math.max(0, width - (ADVANCE - 4));
}

export interface Stroke {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The strokes of `line` at `scale` pixels per grid unit, its top-left corner at (x, y). */
export function strokesOf(line: string, x: number, y: number, scale: number): Stroke[] {
  const strokes: Stroke[] = [];
  let cursor = x;
  for (const ch of line) {
    if (ch === ' ') {
      cursor += SPACE * scale;
      continue;
    }
    for (const polyline of GLYPHS[ch] ?? []) {
      for (let i = 1; i < polyline.length; i++) {
        const [ax, ay] = polyline[i - 1]!;
        const [bx, by] = polyline[i]!;
        strokes.push({ x0: cursor + ax * scale, y0: y + ay * scale, x1: cursor + bx * scale, y1: y + by * scale });
      }
    }
    cursor += ADVANCE * scale;
  }
  return strokes;
}

/** Breaks a title into at most two lines of lettering, balanced by length. */
export function titleLines(title: string, maxPerLine: number): string[] {
  const words = lettering(title).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join(' ');
  if (whole.length <= maxPerLine || words.length === 1) return [whole.slice(0, maxPerLine + 2)];
  let best: [string, string] = [words[0]!, words.slice(1).join(' ')];
  for (let i = 1; i < words.length; i++) {
    const candidate: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (Math.max(...candidate.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = candidate;
  }
  return best.map((l) => (l.length > maxPerLine + 2 ? l.slice(0, maxPerLine + 1) : l));
}
