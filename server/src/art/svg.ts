import { hashString } from '../../seed/prng';

/** The device's own fonts: the art never fetches a font. */
export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The outer element of every generated image. */
export function svgDocument(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  extra?: string;
}

export function text(content: string, o: TextOptions): string {
  const weight = o.weight ?? 700;
  return `<text x="${o.x}" y="${o.y}" font-family="${FONT_STACK}" font-size="${o.size}" font-weight="${weight}" fill="${o.fill}" text-anchor="${o.anchor ?? 'middle'}"${o.extra ? ` ${o.extra}` : ''}>${escapeXml(content)}</text>`;
}

/** Average glyph width as a share of the font size, for bold sans-serif capitals and lower case. */
const GLYPH_WIDTH = 0.58;

/** A font size at which `content` fits `width`, never above `max`. */
export const fitSize = (content: string, width: number, max: number, glyphWidth = GLYPH_WIDTH) =>
  Math.max(8, Math.min(max, Math.floor(width / (Math.max(content.length, 1) * glyphWidth))));

/** Breaks `content` into at most `maxLines` lines of about `perLine` characters; the last line is cut with an ellipsis. */
export function wrap(content: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(1, perLine - 1))}…`;
  return kept;
}

/** Two related colours picked from a name (hue, saturation %, lightness %), so one name always gets the same art. */
export function paletteHsl(name: string): { from: [number, number, number]; to: [number, number, number] } {
  const hash = hashString(name);
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 60);
  return { from: [hue, 70, 45], to: [(hue + shift) % 360, 75, 28] };
}

/** The same colours as CSS. */
export function palette(name: string): { from: string; to: string; hue: number } {
  const { from, to } = paletteHsl(name);
  return { from: `hsl(${from[0]}, ${from[1]}%, ${from[2]}%)`, to: `hsl(${to[0]}, ${to[1]}%, ${to[2]}%)`, hue: from[0] };
}

export const linearGradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Points of a regular star centred on (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner = outer * 0.4, points = 5, rotation = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
    out.push(`${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`);
  }
  return out.join(' ');
}

export const round = (n: number) => Math.round(n * 10) / 10;
