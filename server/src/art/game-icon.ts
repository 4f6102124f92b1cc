import type { GameType } from '../../../contract/domain';
import { hashString } from '../../seed/prng';
import { encodePng } from './png';
import { boxOf, hslToRgb, inPolygon, inRing, inRoundedRect, Raster, type Rgba } from './raster';
import { paletteHsl } from './svg';

/** Pixels per side: sharp on a 3-per-row grid of a 430-px-wide phone at 2× density. */
export const GAME_ICON_SIZE = 192;
const S = GAME_ICON_SIZE;

export interface GameIconInput {
  gameId: string;
  gameName: string;
  gameType: GameType;
}

type Point = readonly [number, number];

const white = (alpha: number): Rgba => [255, 255, 255, alpha];

/**
 * A square game tile as a PNG, as a real provider's art would be: a colour field picked from
 * the game id, a motif for its type and a soft shine. The tile's name shows under it in the
 * app. Raster art costs the phone far less to draw while a long list scrolls than vector art
 * with text in it.
 */
export function gameIcon(game: GameIconInput): Buffer {
  const { from, to } = paletteHsl(game.gameId);
  const top = hslToRgb(...from);
  const bottom = hslToRgb(...to);
  const raster = new Raster(S, S);
  raster.fill(inRoundedRect(0, 0, S, S, 29), (y) => {
    const t = y / S;
    return [top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t, top[2] + (bottom[2] - top[2]) * t, 1];
  });
  drawMotif(raster, game.gameType, hashString(game.gameName));
  // A shine across the upper half, and a darker foot.
  raster.fill((x, y) => ((x - S / 2) / (S * 0.75)) ** 2 + ((y + S * 0.1) / (S * 0.5)) ** 2 <= 1, white(0.1), {
    x0: 0,
    y0: 0,
    x1: S,
    y1: S * 0.4,
  });
  raster.fill(inRoundedRect(0, S * 0.72, S, S * 0.28, 0), [0, 0, 0, 0.18], { x0: 0, y0: S * 0.72, x1: S, y1: S });
  return encodePng(S, S, raster.pixels);
}

function star(cx: number, cy: number, outer: number, inner = outer * 0.42, points = 5): Point[] {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = ((-90 + (i * 180) / points) * Math.PI) / 180;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
}

function rotatedRect(cx: number, cy: number, w: number, h: number, degrees: number): Point[] {
  const a = (degrees * Math.PI) / 180;
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => [cx + x! * Math.cos(a) - y! * Math.sin(a), cy + x! * Math.sin(a) + y! * Math.cos(a)] as const);
}

function polygon(raster: Raster, points: Point[], color: Rgba): void {
  raster.fill(inPolygon(points), color, boxOf(points));
}

function disc(raster: Raster, cx: number, cy: number, r: number, color: Rgba, inner = 0): void {
  raster.fill(inRing(cx, cy, r, inner), color, { x0: cx - r, y0: cy - r, x1: cx + r + 1, y1: cy + r + 1 });
}

/** A large light motif that hints at the game type, placed by the name so neighbours differ. */
function drawMotif(raster: Raster, type: GameType, hash: number): void {
  const soft = white(0.24);
  const faint = white(0.14);
  const x = S * 0.35 + (hash % Math.round(S * 0.3));
  const y = S * 0.42;
  switch (type) {
    case 'RNG':
      polygon(raster, star(x, y, S * 0.26), soft);
      disc(raster, S - x / 2, S * 0.14, S * 0.07, faint);
      return;
    case 'FISH': {
      const body: Point[] = Array.from({ length: 24 }, (_, i) => {
        const t = (i / 24) * Math.PI * 2;
        return [x - S * 0.05 + Math.cos(t) * S * 0.22, y + Math.sin(t) * S * 0.12] as const;
      });
      polygon(raster, body, soft);
      polygon(
        raster,
        [
          [x + S * 0.15, y],
          [x + S * 0.3, y - S * 0.12],
          [x + S * 0.3, y + S * 0.12],
        ],
        soft,
      );
      disc(raster, x - S * 0.17, y - S * 0.02, S * 0.025, faint);
      return;
    }
    case 'LIVE':
    case 'PVP':
      polygon(raster, rotatedRect(x - S * 0.08, y, S * 0.26, S * 0.36, -12), soft);
      polygon(raster, rotatedRect(x + S * 0.1, y, S * 0.26, S * 0.36, 10), faint);
      return;
    case 'SPORTS':
    case 'ESPORTS':
      disc(raster, x, y, S * 0.24, soft, S * 0.19);
      disc(raster, x, y, S * 0.08, soft);
      return;
    case 'LOTT':
    case 'ELOTT':
      for (const i of [0, 1, 2]) disc(raster, S * (0.22 + i * 0.28), y, S * 0.12, i === 1 ? soft : faint);
      return;
    default:
      polygon(
        raster,
        [
          [x, y - S * 0.24],
          [x + S * 0.24, y + S * 0.2],
          [x - S * 0.24, y + S * 0.2],
        ],
        soft,
      );
  }
}
