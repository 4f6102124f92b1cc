import { linearGradient, svgDocument, text } from './svg';

const SIZE = 160;

/** A live-stream host's round avatar: a coloured ground, a head-and-shoulders figure and the host's initials. */
export function hostAvatar(name: string, colors: [string, string]): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const body =
    `<defs>${linearGradient('g', colors[0], colors[1], true)}<clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    `<circle cx="80" cy="66" r="30" fill="rgba(255,255,255,.85)"/>` +
    `<ellipse cx="80" cy="150" rx="52" ry="44" fill="rgba(255,255,255,.85)"/></g>` +
    text(initials, { x: 80, y: 76, size: 26, fill: colors[1], weight: 800 });
  return svgDocument(SIZE, SIZE, body, name);
}
