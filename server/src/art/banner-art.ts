import { hashString } from '../../seed/prng';
import { linearGradient, palette, starPoints, svgDocument, text, wrap } from './svg';

const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;
const PROMO_WIDTH = 690;
const PROMO_HEIGHT = 300;

/** Banner art (750×300): the title large on the left, the subtitle under it, stars on the right. */
export function bannerArt(key: string, title: string, subtitle: string): string {
  const colors = palette(key);
  const titleLines = wrap(title, 20, 2);
  const size = titleLines.length === 1 ? 50 : 44;
  const subtitleLines = wrap(subtitle, 40, 2);
  const titleTop = 110 - (titleLines.length - 1) * 26;
  const body =
    `<defs>${linearGradient('g', colors.from, colors.to)}</defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>` +
    decoration(key, BANNER_WIDTH, BANNER_HEIGHT) +
    titleLines.map((l, i) => text(l, { x: 44, y: titleTop + i * (size + 6), size, fill: '#fff', weight: 800, anchor: 'start' })).join('') +
    subtitleLines
      .map((l, i) => text(l, { x: 46, y: 200 + i * 30, size: 24, fill: 'rgba(255,255,255,.9)', weight: 500, anchor: 'start' }))
      .join('') +
    text('TALA', {
      x: BANNER_WIDTH - 30,
      y: BANNER_HEIGHT - 24,
      size: 22,
      fill: '#ffd54a',
      weight: 900,
      anchor: 'end',
      extra: 'letter-spacing="4"',
    });
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, body, title);
}

/** Promotion art (690×300): the cover shows the amount big; the detail shows the offer name over a ribbon. */
export function promoArt(key: string, headline: string, tagline: string, variant: 'cover' | 'detail'): string {
  const colors = palette(`${key}-${variant}`);
  const head =
    variant === 'cover'
      ? text(headline, {
          x: PROMO_WIDTH / 2,
          y: 170,
          size: Math.min(110, Math.floor(560 / (headline.length * 0.62))),
          fill: '#ffd54a',
          weight: 900,
          extra: 'stroke="rgba(0,0,0,.3)" stroke-width="2"',
        }) + text(tagline, { x: PROMO_WIDTH / 2, y: 236, size: 34, fill: '#fff', weight: 800, extra: 'letter-spacing="3"' })
      : `<rect x="0" y="104" width="${PROMO_WIDTH}" height="92" fill="rgba(0,0,0,.3)"/>` +
        text(tagline, { x: PROMO_WIDTH / 2, y: 164, size: 40, fill: '#fff', weight: 800, extra: 'letter-spacing="2"' }) +
        text(headline, { x: PROMO_WIDTH / 2, y: 250, size: 40, fill: '#ffd54a', weight: 900 });
  const body =
    `<defs>${linearGradient('g', colors.from, colors.to)}</defs>` +
    `<rect width="${PROMO_WIDTH}" height="${PROMO_HEIGHT}" fill="url(#g)"/>` +
    decoration(key, PROMO_WIDTH, PROMO_HEIGHT) +
    head;
  return svgDocument(PROMO_WIDTH, PROMO_HEIGHT, body, `${headline} ${tagline}`);
}

/** Soft circles and a few stars placed from the name's hash. */
function decoration(key: string, width: number, height: number): string {
  let hash = hashString(key);
  const next = (max: number) => {
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995) >>> 0;
    return hash % max;
  };
  const circles = [0, 1, 2]
    .map(() => `<circle cx="${width - 60 - next(260)}" cy="${next(height)}" r="${40 + next(90)}" fill="rgba(255,255,255,.1)"/>`)
    .join('');
  const stars = [0, 1, 2, 3]
    .map(
      () => `<polygon points="${starPoints(width - 40 - next(220), 30 + next(height - 60), 8 + next(14))}" fill="rgba(255,233,150,.55)"/>`,
    )
    .join('');
  return circles + stars;
}
