import { randomInt } from 'node:crypto';
import { CAPTCHA_GLYPHS } from '../../src/services/accounts/captcha-image';

/*
 * The captcha as it was drawn before it was hardened (issue 27, item 5): upright glyphs, one per
 * cell with room between them, and faint noise. A short script read 60 of 60 of these; the solver
 * is measured against them first, so its failures on today's captcha show the captcha, not the solver.
 */
const WIDTH = 132;
const HEIGHT = 44;
const INK = ['#1d3557', '#6a040f', '#2b2d42', '#14532d', '#4a044e', '#7c2d12'];
const rand = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const pick = <T>(list: readonly T[]) => list[randomInt(0, list.length)]!;
const fmt = (n: number) => n.toFixed(1);

export function renderCaptchaBeforeHardening(text: string): string {
  const chars = [...text];
  const cell = (WIDTH - 12) / chars.length;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${fmt(rand(0, 20))} ${fmt(rand(4, HEIGHT - 4))} C${fmt(rand(20, 60))} ${fmt(rand(0, HEIGHT))} ${fmt(rand(60, 110))} ${fmt(rand(0, HEIGHT))} ${fmt(rand(110, WIDTH))} ${fmt(rand(4, HEIGHT - 4))}" stroke="${pick(INK)}" stroke-opacity="0.35" stroke-width="${fmt(rand(0.8, 1.6))}" fill="none"/>`,
    );
  }
  chars.forEach((char, index) => {
    const scale = rand(1.6, 2.0);
    const x = 6 + index * cell + (cell - 10 * scale) / 2 + rand(-2, 2);
    const y = (HEIGHT - 16 * scale) / 2 + rand(-3, 3);
    const angle = rand(-16, 16);
    const d = CAPTCHA_GLYPHS[char]!.map((stroke) =>
      stroke.map(([px, py], at) => `${at === 0 ? 'M' : 'L'}${fmt(px + rand(-0.5, 0.5))} ${fmt(py + rand(-0.5, 0.5))}`).join(' '),
    ).join(' ');
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
