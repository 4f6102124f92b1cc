/** A colour as red, green, blue (0–255) and opacity (0–1). */
export type Rgba = readonly [number, number, number, number];

/** Samples per pixel side: edges are smoothed from 3 × 3 samples. */
const SAMPLES = 3;

/**
 * A small RGBA drawing surface for generated raster art: shapes given as "is this point
 * inside" tests, drawn with smoothed edges, over a background.
 */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  /**
   * Blends `color` (one colour, or one per row for a vertical gradient) into every pixel of
   * the box where `inside` holds, weighted by how much of the pixel the shape covers.
   */
  fill(
    inside: (x: number, y: number) => boolean,
    color: Rgba | ((y: number) => Rgba),
    box = { x0: 0, y0: 0, x1: this.width, y1: this.height },
  ): void {
    const x0 = Math.max(0, Math.floor(box.x0));
    const y0 = Math.max(0, Math.floor(box.y0));
    const x1 = Math.min(this.width, Math.ceil(box.x1));
    const y1 = Math.min(this.height, Math.ceil(box.y1));
    if (x1 <= x0 || y1 <= y0) return;
    // Each grid point is tested once: a pixel's four corners are shared with its neighbours.
    let above = new Uint8Array(x1 - x0 + 1);
    let below = new Uint8Array(x1 - x0 + 1);
    for (let x = x0; x <= x1; x++) above[x - x0] = +inside(x, y0);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x <= x1; x++) below[x - x0] = +inside(x, y + 1);
      const [r, g, b, a] = typeof color === 'function' ? color(y + 0.5) : color;
      for (let x = x0; x < x1; x++) {
        const i = x - x0;
        // The shapes are far larger than a pixel: when all four corners agree, the pixel is wholly in or out.
        const corners = above[i]! + above[i + 1]! + below[i]! + below[i + 1]!;
        let hits = corners === 4 ? SAMPLES * SAMPLES : 0;
        if (corners > 0 && corners < 4) {
          for (let sy = 0; sy < SAMPLES; sy++) {
            for (let sx = 0; sx < SAMPLES; sx++) if (inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits++;
          }
        }
        if (hits === 0) continue;
        this.blend(x, y, r, g, b, (a * hits) / (SAMPLES * SAMPLES));
      }
      [above, below] = [below, above];
    }
  }

  private blend(x: number, y: number, r: number, g: number, b: number, alpha: number): void {
    const i = (y * this.width + x) * 4;
    const p = this.pixels;
    const below = p[i + 3]! / 255;
    const out = alpha + below * (1 - alpha);
    if (out === 0) return;
    p[i] = Math.round((r * alpha + p[i]! * below * (1 - alpha)) / out);
    p[i + 1] = Math.round((g * alpha + p[i + 1]! * below * (1 - alpha)) / out);
    p[i + 2] = Math.round((b * alpha + p[i + 2]! * below * (1 - alpha)) / out);
    p[i + 3] = Math.round(out * 255);
  }
}

/** Inside a rectangle with rounded corners. */
export function inRoundedRect(x0: number, y0: number, w: number, h: number, radius: number) {
  return (x: number, y: number) => {
    if (x < x0 || y < y0 || x > x0 + w || y > y0 + h) return false;
    const cx = Math.min(Math.max(x, x0 + radius), x0 + w - radius);
    const cy = Math.min(Math.max(y, y0 + radius), y0 + h - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
  };
}

/** Inside a ring (a disc when `inner` is 0). */
export const inRing =
  (cx: number, cy: number, outer: number, inner = 0) =>
  (x: number, y: number) => {
    const d = (x - cx) ** 2 + (y - cy) ** 2;
    return d <= outer * outer && d >= inner * inner;
  };

/** Inside a polygon (even–odd rule). */
export function inPolygon(points: readonly (readonly [number, number])[]) {
  return (x: number, y: number) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/** The box around a set of points, for `Raster.fill`. */
export function boxOf(points: readonly (readonly [number, number])[]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs) + 1, y1: Math.max(...ys) + 1 };
}

/** A CSS `hsl(h, s%, l%)` colour as RGB. */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Inside a stroke from (x0, y0) to (x1, y1) with round ends, `r` its half width. */
export function inCapsule(x0: number, y0: number, x1: number, y1: number, r: number) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy || 1;
  return (x: number, y: number) => {
    const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length2));
    const px = x0 + t * dx - x;
    const py = y0 + t * dy - y;
    return px * px + py * py <= r * r;
  };
}

/** Inside an ellipse centred on (cx, cy). */
export const inEllipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
