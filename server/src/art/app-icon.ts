import { starPoints, svgDocument } from './svg';

const NAVY = '#0b1d3a';
const GOLD = '#f5b700';

/**
 * The app's icon, a gold star ("tala") on navy. The maskable variant fills the square and
 * keeps the star inside the central safe zone that launchers never crop.
 */
export function appIcon(size: 192 | 512, maskable = false): string {
  const c = size / 2;
  const outer = maskable ? size * 0.28 : size * 0.36;
  const ground = maskable
    ? `<rect width="${size}" height="${size}" fill="${NAVY}"/>`
    : `<rect width="${size}" height="${size}" rx="${Math.round(size * 0.22)}" fill="${NAVY}"/>`;
  const body =
    `<defs><radialGradient id="r"><stop offset="0" stop-color="#ffe58a"/><stop offset="1" stop-color="${GOLD}"/></radialGradient></defs>` +
    ground +
    `<circle cx="${c}" cy="${c}" r="${Math.round(outer * 1.25)}" fill="rgba(245,183,0,.12)"/>` +
    `<polygon points="${starPoints(c, c + outer * 0.08, outer, outer * 0.45)}" fill="url(#r)"/>`;
  return svgDocument(size, size, body, 'Tala');
}
