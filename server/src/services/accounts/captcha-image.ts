import { randomInt } from 'node:crypto';

export type Stroke = ReadonlyArray<readonly [number, number]>;

/**
 * A small stroke font on a 10 x 16 grid. Characters are drawn as jittered paths, never as
 * SVG text, so the answer is not sitting in the markup for a script to read.
 */
export const CAPTCHA_GLYPHS: Record<string, readonly Stroke[]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 4],
      [9, 12],
      [8, 15],
      [2, 15],
      [1, 12],
      [1, 4],
      [2, 1],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 2],
      [5, 1],
      [9, 3],
      [9, 6],
      [5, 8],
      [9, 10],
      [9, 13],
      [5, 15],
      [1, 14],
    ],
    [
      [3, 8],
      [5, 8],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [6, 6],
      [9, 9],
      [9, 12],
      [6, 15],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8, 1],
      [3, 3],
      [1, 8],
      [1, 12],
      [3, 15],
      [7, 15],
      [9, 12],
      [9, 10],
      [7, 8],
      [3, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 3],
      [5, 1],
      [8, 3],
      [8, 6],
      [5, 8],
      [1, 11],
      [2, 14],
      [5, 15],
      [8, 14],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [7, 8],
      [3, 8],
      [1, 6],
      [1, 3],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 10],
      [7, 14],
      [3, 15],
    ],
  ],
  '+': [
    [
      [5, 4],
      [5, 12],
    ],
    [
      [1, 8],
      [9, 8],
    ],
  ],
  '-': [
    [
      [1, 8],
      [9, 8],
    ],
  ],
  x: [
    [
      [2, 4],
      [8, 12],
    ],
    [
      [8, 4],
      [2, 12],
    ],
  ],
  '=': [
    [
      [1, 6],
      [9, 6],
    ],
    [
      [1, 10],
      [9, 10],
    ],
  ],
  '?': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [5, 8],
      [5, 11],
    ],
    [
      [5, 14],
      [5, 15],
    ],
  ],
};

const WIDTH = 132;
const HEIGHT = 44;
const INK = ['#1d3557', '#6a040f', '#2b2d42', '#14532d', '#4a044e', '#7c2d12'];

const rand = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const pick = <T>(list: readonly T[]) => list[randomInt(0, list.length)]!;
const fmt = (n: number) => n.toFixed(1);

type Point = readonly [number, number];

/** Points every `step` along a stroke, so a warp bends its straight runs instead of only moving their ends. */
function subdivide(stroke: Stroke, step: number): Point[] {
  const points: Point[] = [stroke[0]!];
  for (let i = 1; i < stroke.length; i++) {
    const [x0, y0] = stroke[i - 1]!;
    const [x1, y1] = stroke[i]!;
    const parts = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= parts; k++) points.push([x0 + ((x1 - x0) * k) / parts, y0 + ((y1 - y0) * k) / parts]);
  }
  return points;
}

const pathOf = (points: readonly Point[]) => points.map(([x, y], at) => `${at === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');

/**
 * Each glyph gets its own size, slant, turn and height; neighbours touch, the whole line is bent by a
 * wave, and a stroke of the same ink and width runs through every glyph. A person reads the
 * digits as through a scribble; a script can no longer cut the picture at empty columns, nor take a
 * glyph's path from the markup: every stroke, glyph or scribble, is one run of absolute points in
 * one path, in random order.
 */
export function renderCaptchaSvg(text: string): string {
  const chars = [...text];
  const strokes: Point[][] = [];
  const sizes = chars.map(() => ({ sx: rand(1.7, 2.05), sy: rand(1.75, 2.0) }));
  // Neighbours stand a hair apart, close enough that the scribble fills the gaps between them.
  const advances = sizes.map(({ sx }) => Math.min((WIDTH - 16) / chars.length, 10 * sx * rand(1.08, 1.16)));
  const textWidth = advances.reduce((sum, a) => sum + a, 0);
  let x = (WIDTH - textWidth) / 2 + rand(-4, 4);
  chars.forEach((char, index) => {
    const glyph = CAPTCHA_GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for ${char}`);
    const { sx, sy } = sizes[index]!;
    // Signs turn little: a turned plus would read as a times.
    const maxTurn = /[0-9]/.test(char) ? 18 : 5;
    const turn = (rand(-maxTurn, maxTurn) * Math.PI) / 180;
    const slant = rand(-0.2, 0.2);
    const top = (HEIGHT - 16 * sy) / 2 + rand(-2, 2);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    for (const stroke of glyph) {
      strokes.push(
        subdivide(stroke, 1.5).map(([gx, gy]) => {
          const px = (gx - 5 + slant * (gy - 8) + rand(-0.15, 0.15)) * sx;
          const py = (gy - 8 + rand(-0.15, 0.15)) * sy;
          return [x + 5 * sx + px * cos - py * sin, top + 8 * sy + px * sin + py * cos] as const;
        }),
      );
    }
    x += advances[index]!;
  });
  // One scribble across the text, rising or falling, steep enough never to pass for a dash.
  const rising = randomInt(0, 2) === 0;
  const low = HEIGHT - rand(6, 10);
  const high = rand(6, 10);
  const wave = rand(2, 4);
  const phase = rand(0, Math.PI * 2);
  strokes.push(
    subdivide(
      [
        [rand(0, 6), rising ? low : high],
        [rand(WIDTH - 6, WIDTH), rising ? high : low],
      ],
      6,
    ).map(([px, py]) => [px, py + wave * Math.sin(px / 14 + phase)] as const),
  );
  // The whole picture bends along a wave, glyphs and scribble alike.
  const amplitude = rand(1.5, 3);
  const period = rand(28, 40);
  const shift = rand(0, Math.PI * 2);
  const bent = strokes.map((stroke) => stroke.map(([px, py]) => [px, py + amplitude * Math.sin(px / period + shift)] as const));
  for (let i = bent.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [bent[i], bent[j]] = [bent[j]!, bent[i]!];
  }
  const dots = Array.from(
    { length: 24 },
    () => `<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.5, 1.3))}" fill-opacity="0.5"/>`,
  ).join('');
  const faint = Array.from(
    { length: 3 },
    () =>
      `<path d="M${fmt(rand(0, 20))} ${fmt(rand(4, HEIGHT - 4))}C${fmt(rand(20, 60))} ${fmt(rand(0, HEIGHT))} ${fmt(rand(60, 110))} ${fmt(rand(0, HEIGHT))} ${fmt(rand(110, WIDTH))} ${fmt(rand(4, HEIGHT - 4))}" stroke="${pick(INK)}"/>`,
  ).join('');
  const ink = pick(INK);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/><g fill="none" stroke-opacity="0.35" stroke-width="1.2">${faint}</g><path d="${bent.map(pathOf).join('')}" stroke="${ink}" stroke-width="${fmt(rand(1.7, 1.9))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><g fill="${ink}">${dots}</g></svg>`;
}

export interface CaptchaChallenge {
  kind: 'numeric' | 'equation';
  text: string;
  answer: string;
}

/** Four digits to copy, or a one-digit sum, difference or product to solve. */
export function newChallenge(kind: CaptchaChallenge['kind']): CaptchaChallenge {
  if (kind === 'numeric') {
    const digits = Array.from({ length: 4 }, () => String(randomInt(0, 10))).join('');
    return { kind, text: digits, answer: digits };
  }
  const op = pick(['+', '-', 'x'] as const);
  let a = randomInt(1, 10);
  let b = randomInt(1, 10);
  if (op === '-' && b > a) [a, b] = [b, a];
  const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
  return { kind, text: `${a}${op}${b}=?`, answer: String(answer) };
}
