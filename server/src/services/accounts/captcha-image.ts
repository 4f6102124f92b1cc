import { randomInt } from 'node:crypto';

type Stroke = ReadonlyArray<readonly [number, number]>;

/**
 * A small stroke font on a 10 x 16 grid. Characters are drawn as jittered paths, never as
 * SVG text, so the answer is not sitting in the markup for a script to read.
 */
const GLYPHS: Record<string, readonly Stroke[]> = {
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

/** Renders `text` (characters of GLYPHS) as a noisy SVG image. */
export function renderCaptchaSvg(text: string): string {
  const chars = [...text];
  const cell = (WIDTH - 12) / chars.length;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${fmt(rand(0, 20))} ${fmt(rand(4, HEIGHT - 4))} C${fmt(rand(20, 60))} ${fmt(rand(0, HEIGHT))} ${fmt(rand(60, 110))} ${fmt(rand(0, HEIGHT))} ${fmt(rand(110, WIDTH))} ${fmt(rand(4, HEIGHT - 4))}" stroke="${pick(INK)}" stroke-opacity="0.35" stroke-width="${fmt(rand(0.8, 1.6))}" fill="none"/>`,
    );
  }
  chars.forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for ${char}`);
    const scale = rand(1.6, 2.0);
    const x = 6 + index * cell + (cell - 10 * scale) / 2 + rand(-2, 2);
    const y = (HEIGHT - 16 * scale) / 2 + rand(-3, 3);
    const angle = rand(-16, 16);
    const d = glyph
      .map((stroke) =>
        stroke.map(([px, py], at) => `${at === 0 ? 'M' : 'L'}${fmt(px + rand(-0.5, 0.5))} ${fmt(py + rand(-0.5, 0.5))}`).join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)} ${fmt(5 * scale)} ${fmt(8 * scale)}) scale(${fmt(scale)})" d="${d}" stroke="${pick(INK)}" stroke-width="${fmt(rand(1.1, 1.5))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 28; i++) {
    parts.push(
      `<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.5, 1.4))}" fill="${pick(INK)}" fill-opacity="0.5"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
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
