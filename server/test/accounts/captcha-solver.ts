import sharp from 'sharp';
import { CAPTCHA_GLYPHS, type Stroke } from '../../src/services/accounts/captcha-image';

/*
 * The solver a short script would be: draw the picture, keep the dark pixels, cut it where a
 * column has no ink, and name each piece after the glyph of the server's own font it overlaps most.
 */
const GRID_W = 12;
const GRID_H = 18;
const INK_BELOW = 110;

interface Bitmap {
  width: number;
  height: number;
  ink: Uint8Array;
}

async function inkOf(svg: string): Promise<Bitmap> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i * info.channels]! < INK_BELOW ? 1 : 0;
  return { width: info.width, height: info.height, ink };
}

/** The piece's ink box scaled onto a small grid, so pieces of any size compare with the templates. */
function normalise(bitmap: Bitmap, left: number, right: number): Float32Array {
  let top = bitmap.height;
  let bottom = -1;
  for (let y = 0; y < bitmap.height; y++)
    for (let x = left; x <= right; x++)
      if (bitmap.ink[y * bitmap.width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  const grid = new Float32Array(GRID_W * GRID_H);
  if (bottom < 0) return grid;
  // One scale for both sides keeps a glyph's shape: a dash stays a flat line, a one stays narrow.
  const scale = Math.max((right - left + 1) / GRID_W, (bottom - top + 1) / GRID_H);
  const offsetX = (GRID_W - (right - left + 1) / scale) / 2;
  const offsetY = (GRID_H - (bottom - top + 1) / scale) / 2;
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++)
      if (bitmap.ink[y * bitmap.width + x]) {
        const gx = Math.min(GRID_W - 1, Math.floor(offsetX + (x - left) / scale));
        const gy = Math.min(GRID_H - 1, Math.floor(offsetY + (y - top) / scale));
        grid[gy * GRID_W + gx] = 1;
      }
  return grid;
}

function strokesSvg(strokes: readonly Stroke[], angle: number): string {
  const d = strokes.map((stroke) => stroke.map(([x, y], at) => `${at === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="72"><rect width="100%" height="100%" fill="#fff"/><path transform="translate(15 12) rotate(${angle} 15 24) scale(3)" d="${d}" stroke="#000" stroke-width="1.2" stroke-linecap="round" fill="none"/></svg>`;
}

/** The server turns glyphs by up to 16 degrees: the templates come in the same turns. */
const TURNS = [-16, -12, -8, -4, 0, 4, 8, 12, 16];

let templates: Promise<{ char: string; grid: Float32Array }[]> | undefined;

function glyphTemplates() {
  templates ??= Promise.all(
    Object.entries(CAPTCHA_GLYPHS).flatMap(([char, strokes]) =>
      TURNS.map(async (angle) => {
        const bitmap = await inkOf(strokesSvg(strokes, angle));
        let left = bitmap.width;
        let right = -1;
        for (let x = 0; x < bitmap.width; x++)
          for (let y = 0; y < bitmap.height; y++)
            if (bitmap.ink[y * bitmap.width + x]) {
              left = Math.min(left, x);
              right = Math.max(right, x);
            }
        return { char, grid: normalise(bitmap, left, right) };
      }),
    ),
  );
  return templates;
}

function near(grid: Float32Array, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < GRID_W && ny < GRID_H && grid[ny * GRID_W + nx]) return true;
    }
  return false;
}

/** The share of each one's ink that lies on or next to the other's. */
function likeness(a: Float32Array, b: Float32Array): number {
  let matched = 0;
  let total = 0;
  for (let y = 0; y < GRID_H; y++)
    for (let x = 0; x < GRID_W; x++) {
      const i = y * GRID_W + x;
      if (a[i]) {
        total++;
        if (near(b, x, y)) matched++;
      }
      if (b[i]) {
        total++;
        if (near(a, x, y)) matched++;
      }
    }
  return total === 0 ? 0 : matched / total;
}

/** Reads the captcha's characters (`text` as the server drew it), or a wrong guess. */
export async function solveCaptcha(svg: string): Promise<string> {
  const bitmap = await inkOf(svg);
  const inked = Array.from({ length: bitmap.width }, (_, x) => {
    let count = 0;
    for (let y = 0; y < bitmap.height; y++) count += bitmap.ink[y * bitmap.width + x]!;
    return count > 0;
  });
  const pieces: [number, number][] = [];
  for (let x = 0; x < bitmap.width; x++) {
    if (!inked[x]) continue;
    const start = x;
    while (x + 1 < bitmap.width && inked[x + 1]) x++;
    // Specks of noise are narrower than any glyph.
    if (x - start >= 2) pieces.push([start, x]);
  }
  const known = await glyphTemplates();
  return pieces
    .map(([left, right]) => {
      const grid = normalise(bitmap, left, right);
      return known.reduce((best, t) => (likeness(grid, t.grid) > likeness(grid, best.grid) ? t : best)).char;
    })
    .join('');
}
