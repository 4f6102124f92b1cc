import { fitSize, linearGradient, svgDocument, text } from './svg';

export type VendorVariant = 'COLOR2' | 'WHITE';

const WIDTH = 240;
const HEIGHT = 96;

/**
 * A provider's word mark: COLOR2 is the full-colour tile, WHITE a white mark on a
 * transparent ground for selected tabs on dark bars.
 */
export function vendorLogo(displayName: string, colors: [string, string], variant: VendorVariant): string {
  const label = displayName.toUpperCase();
  // Bold capitals with letter spacing run wider than mixed case.
  const size = fitSize(label, WIDTH - 36, 40, 0.74);
  const baseline = HEIGHT / 2 + size * 0.36;
  if (variant === 'WHITE') {
    const body =
      `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="18" fill="none" stroke="#fff" stroke-width="4"/>` +
      text(label, { x: WIDTH / 2, y: baseline, size, fill: '#fff', weight: 800, extra: 'letter-spacing="1"' });
    return svgDocument(WIDTH, HEIGHT, body, displayName);
  }
  const body =
    `<defs>${linearGradient('g', colors[0], shade(colors[0]))}</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="20" fill="url(#g)"/>` +
    `<rect x="6" y="6" width="${WIDTH - 12}" height="${HEIGHT - 12}" rx="15" fill="none" stroke="${colors[1]}" stroke-width="3"/>` +
    text(label, { x: WIDTH / 2 + 2, y: baseline + 2, size, fill: 'rgba(0,0,0,.35)', weight: 800, extra: 'letter-spacing="1"' }) +
    text(label, { x: WIDTH / 2, y: baseline, size, fill: '#fff', weight: 800, extra: 'letter-spacing="1"' });
  return svgDocument(WIDTH, HEIGHT, body, displayName);
}

/** A darker tone of a #rrggbb colour for the gradient's far end. */
function shade(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  if (!/^#[0-9a-f]{6}$/i.test(hex) || Number.isNaN(n)) return hex;
  const dark = (c: number) =>
    Math.round(c * 0.55)
      .toString(16)
      .padStart(2, '0');
  return `#${dark((n >> 16) & 255)}${dark((n >> 8) & 255)}${dark(n & 255)}`;
}
