import type { GameType } from '../../../contract/domain';
import { hashString } from '../../seed/prng';
import { encodePng } from './png';
import { boxOf, hslToRgb, inCapsule, inEllipse, inPolygon, inRing, inRoundedRect, Raster, type Rgba } from './raster';
import { lineUnits, strokesOf, titleLines } from './stroke-font';

/**
 * Pixels per side: a tile is about 120 CSS pixels wide on a 390-pixel phone (three to a
 * row), so 256 stays sharp at 2× density.
 */
export const GAME_ICON_SIZE = 256;
const S = GAME_ICON_SIZE;

export interface GameIconInput {
  gameId: string;
  gameName: string;
  gameType: GameType;
  vendorCode: string;
  /** The vendor's two brand colours (#rrggbb): its mark in the corner. */
  vendorColors: readonly [string, string];
}

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];

/** What a game is about, read from its name (and its type when the name says nothing). */
export const THEMES = [
  'gold',
  'gems',
  'fruit',
  'cards',
  'mahjong',
  'ocean',
  'temple',
  'space',
  'beast',
  'dealer',
  'ball',
  'lotto',
  'arena',
] as const;
export type Theme = (typeof THEMES)[number];

const KEYWORDS: [RegExp, Theme][] = [
  [/gem|jewel|diamond|crystal|ruby|emerald|sapphire|jade|pearl/i, 'gems'],
  [/fruit|cherry|candy|sweet|berry|lemon|melon|mango|sugar/i, 'fruit'],
  [/mahjong|tile|domino/i, 'mahjong'],
  [/fish|ocean|sea|shark|whale|reef|mermaid|octopus|crab|shrimp/i, 'ocean'],
  [/egypt|pharaoh|aztec|temple|pyramid|maya|cleopatra|anubis|ra\b/i, 'temple'],
  [/star|galaxy|space|moon|rocket|planet|cosmic|comet|sun/i, 'space'],
  [/dragon|tiger|phoenix|panda|koi|lion|wolf|buffalo|monkey|ox|bull|horse|eagle|rooster|king kong/i, 'beast'],
  [/ace|king|queen|poker|card|blackjack|baccarat|tongits|hi-lo|pusoy|rummy|teen patti|sic bo|dragon tiger|roulette/i, 'cards'],
  [/fortune|gold|money|coin|rich|wealth|treasure|jackpot|cash|lucky|crown|boxing/i, 'gold'],
  [/lotto|keno|bingo|4d|pick|lottery|ball/i, 'lotto'],
];

const TYPE_THEME: Partial<Record<GameType, Theme>> = {
  FISH: 'ocean',
  LIVE: 'dealer',
  PVP: 'cards',
  SPORTS: 'ball',
  ESPORTS: 'space',
  COCKFIGHT: 'arena',
  LOTT: 'lotto',
  ELOTT: 'lotto',
};

const SLOT_THEMES: Theme[] = ['gold', 'gems', 'fruit', 'space', 'beast', 'beast', 'mahjong', 'cards', 'temple'];

/** Hue ranges that suit each theme (degrees): gold stays warm, ocean blue, and so on. */
const THEME_HUES: Record<Theme, [number, number]> = {
  gold: [0, 50],
  gems: [250, 330],
  fruit: [320, 400],
  cards: [120, 160],
  mahjong: [130, 190],
  ocean: [180, 230],
  temple: [20, 50],
  space: [230, 290],
  beast: [345, 395],
  dealer: [0, 359],
  ball: [90, 140],
  lotto: [0, 360],
  arena: [0, 30],
};

export function themeOf(gameName: string, gameType: GameType, hash: number): Theme {
  if (gameType === 'LIVE') return 'dealer';
  const fixed = TYPE_THEME[gameType];
  if (gameType !== 'RNG' && gameType !== 'INHOUSE' && fixed) return fixed;
  for (const [pattern, theme] of KEYWORDS) if (pattern.test(gameName)) return theme;
  return fixed ?? SLOT_THEMES[hash % SLOT_THEMES.length]!;
}

/** A stream of numbers from one seed, so each choice of a tile is its own and repeatable. */
function chooser(seed: number) {
  let state = seed >>> 0 || 1;
  return (max: number) => {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    state = Math.imul(state ^ (state >>> 12), 0x297a2d39) >>> 0;
    state = (state ^ (state >>> 15)) >>> 0;
    return state % max;
  };
}

const rgba = (c: Rgb, a = 1): Rgba => [c[0], c[1], c[2], a];
const hsl = (h: number, s: number, l: number): Rgb => hslToRgb(((h % 360) + 360) % 360, s, l);
const hex = (value: string): Rgb => {
  const asHsl = /^hsl\((\d+),\s*(\d+)%,\s*(\d+)%\)$/.exec(value);
  if (asHsl) return hslToRgb(Number(asHsl[1]), Number(asHsl[2]), Number(asHsl[3]));
  const n = Number.parseInt(value.replace('#', ''), 16);
  return /^#?[0-9a-f]{6}$/i.test(value) ? [(n >> 16) & 255, (n >> 8) & 255, n & 255] : [40, 40, 40];
};
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [24, 16, 32];
const GOLD: Rgb = [255, 206, 74];
const GOLD_DARK: Rgb = [196, 128, 20];

/**
 * A square game tile as a PNG, as a provider ships its art: a background in the theme's
 * colours with a pattern, the theme's symbols (or the table's dealer for live casino) in
 * one of several layouts, the title in block lettering and the vendor's mark in a corner.
 * Every choice comes from the game id and name, so the same game always gets the same bytes.
 */
export function gameIcon(game: GameIconInput): Buffer {
  const hash = hashString(game.gameId);
  const pick = chooser(hash ^ hashString(game.gameName));
  const theme = themeOf(game.gameName, game.gameType, hashString(game.gameName));
  const [low, high] = THEME_HUES[theme];
  const hue = low + pick(high - low + 1);
  const raster = new Raster(S, S);
  const top = hsl(hue, 72, 46 + pick(10));
  const bottom = hsl(hue + 20 + pick(40), 78, 16 + pick(8));
  raster.fill(inRoundedRect(0, 0, S, S, 36), (y) => rgba(mix(top, bottom, y / S)));
  drawPattern(raster, pick, hsl(hue + 180, 60, 70));
  if (theme === 'dealer') drawDealer(raster, pick, hue);
  else drawSymbols(raster, theme, pick, hue);
  // A live table's tile carries its players and limits over its foot in the app, so its art leaves the title to the name below.
  if (theme !== 'dealer') drawTitle(raster, game.gameName, pick);
  drawVendorMark(raster, game.vendorCode, game.vendorColors);
  // A shine across the top.
  raster.fill(inEllipse(S / 2, -S * 0.05, S * 0.8, S * 0.32), [255, 255, 255, 0.09], { x0: 0, y0: 0, x1: S, y1: S * 0.3 });
  return encodePng(S, S, raster.pixels);
}

function drawPattern(raster: Raster, pick: (max: number) => number, tint: Rgb): void {
  const soft = rgba(tint, 0.1);
  const cx = S * (0.3 + pick(40) / 100);
  const cy = S * (0.3 + pick(20) / 100);
  // Each pattern is one pass over the tile: a test per point rather than a shape per ray, ring or dot.
  switch (pick(4)) {
    case 0: {
      const rays = 6 + pick(5);
      raster.fill((x, y) => Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI) / (2 * Math.PI)) * rays * 2) % 2 === 0, soft);
      return;
    }
    case 1: {
      const period = S * (0.12 + pick(6) / 100);
      raster.fill((x, y) => Math.floor(Math.hypot(x - cx, y - cy) / (period / 2)) % 2 === 0, soft);
      return;
    }
    case 2: {
      const period = S * 0.16;
      raster.fill((x, y) => (((x + y) % period) + period) % period < period * 0.45, soft);
      return;
    }
    default: {
      const step = S * 0.14;
      const r2 = (S * 0.022) ** 2;
      raster.fill((x, y) => {
        const row = Math.round(y / step);
        const shift = (row % 2) * step * 0.5;
        const dx = x - (Math.round((x - shift) / step) * step + shift);
        const dy = y - row * step;
        return dx * dx + dy * dy <= r2;
      }, soft);
    }
  }
}

function polygon(raster: Raster, points: readonly Point[], color: Rgba): void {
  raster.fill(inPolygon(points), color, boxOf(points));
}

function disc(raster: Raster, cx: number, cy: number, r: number, color: Rgba, inner = 0): void {
  raster.fill(inRing(cx, cy, r, inner), color, { x0: cx - r, y0: cy - r, x1: cx + r + 1, y1: cy + r + 1 });
}

function ellipse(raster: Raster, cx: number, cy: number, rx: number, ry: number, color: Rgba): void {
  raster.fill(inEllipse(cx, cy, rx, ry), color, { x0: cx - rx, y0: cy - ry, x1: cx + rx + 1, y1: cy + ry + 1 });
}

function capsule(raster: Raster, x0: number, y0: number, x1: number, y1: number, r: number, color: Rgba): void {
  raster.fill(inCapsule(x0, y0, x1, y1, r), color, {
    x0: Math.min(x0, x1) - r,
    y0: Math.min(y0, y1) - r,
    x1: Math.max(x0, x1) + r + 1,
    y1: Math.max(y0, y1) + r + 1,
  });
}

function roundedRect(raster: Raster, x: number, y: number, w: number, h: number, r: number, color: Rgba): void {
  raster.fill(inRoundedRect(x, y, w, h, r), color, { x0: x, y0: y, x1: x + w + 1, y1: y + h + 1 });
}

function regular(cx: number, cy: number, r: number, sides: number, rotation = -90, inner?: number): Point[] {
  const count = inner === undefined ? sides : sides * 2;
  return Array.from({ length: count }, (_, i) => {
    const radius = inner !== undefined && i % 2 === 1 ? inner : r;
    const a = ((rotation + (i * 360) / count) * Math.PI) / 180;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as const;
  });
}

/** Where the symbols go: one hero in the middle, a hero and two beside it, or three in a row. */
function layoutOf(pick: (max: number) => number): { x: number; y: number; r: number }[] {
  const y = S * 0.4;
  switch (pick(3)) {
    case 0:
      return [
        { x: S * 0.22, y: y - S * 0.1, r: S * 0.1 },
        { x: S * 0.8, y: y + S * 0.02, r: S * 0.11 },
        { x: S * 0.5, y, r: S * 0.22 },
      ];
    case 1:
      return [
        { x: S * 0.78, y: y - S * 0.12, r: S * 0.12 },
        { x: S * 0.8, y: y + S * 0.14, r: S * 0.09 },
        { x: S * 0.4, y, r: S * 0.22 },
      ];
    default:
      return [
        { x: S * 0.2, y: y + S * 0.04, r: S * 0.13 },
        { x: S * 0.8, y: y + S * 0.04, r: S * 0.13 },
        { x: S * 0.5, y: y - S * 0.04, r: S * 0.17 },
      ];
  }
}

type Drawer = (raster: Raster, x: number, y: number, r: number, hue: number, pick: (max: number) => number) => void;

const coin: Drawer = (raster, x, y, r) => {
  disc(raster, x + r * 0.08, y + r * 0.1, r, rgba(INK, 0.35));
  disc(raster, x, y, r, rgba(GOLD_DARK));
  disc(raster, x, y, r * 0.88, rgba(GOLD));
  disc(raster, x, y, r * 0.72, rgba(GOLD_DARK), r * 0.64);
  polygon(raster, regular(x, y, r * 0.45, 5, -90, r * 0.19), rgba(GOLD_DARK));
};

const gem: Drawer = (raster, x, y, r, hue, pick) => {
  const color = hsl(hue + pick(120), 80, 55);
  const outline = regular(x, y, r, 6, -90);
  polygon(raster, regular(x + r * 0.08, y + r * 0.1, r, 6, -90), rgba(INK, 0.35));
  polygon(raster, outline, rgba(mix(color, INK, 0.35)));
  polygon(raster, regular(x, y, r * 0.72, 6, -90), rgba(color));
  polygon(
    raster,
    [
      [x - r * 0.62, y - r * 0.36],
      [x, y - r * 0.72],
      [x + r * 0.62, y - r * 0.36],
      [x, y],
    ],
    rgba(mix(color, WHITE, 0.45)),
  );
  disc(raster, x - r * 0.3, y - r * 0.35, r * 0.1, rgba(WHITE, 0.8));
};

const crown: Drawer = (raster, x, y, r) => {
  const points: Point[] = [
    [x - r, y + r * 0.6],
    [x - r, y - r * 0.5],
    [x - r * 0.5, y],
    [x, y - r * 0.8],
    [x + r * 0.5, y],
    [x + r, y - r * 0.5],
    [x + r, y + r * 0.6],
  ];
  polygon(
    raster,
    points.map(([px, py]) => [px + r * 0.08, py + r * 0.1] as const),
    rgba(INK, 0.35),
  );
  polygon(raster, points, rgba(GOLD));
  roundedRect(raster, x - r, y + r * 0.35, r * 2, r * 0.3, r * 0.08, rgba(GOLD_DARK));
  for (const px of [-1, 0, 1]) disc(raster, x + px * r, y + (px === 0 ? -r * 0.85 : -r * 0.55), r * 0.14, rgba([220, 40, 60]));
};

const cherry: Drawer = (raster, x, y, r) => {
  capsule(raster, x - r * 0.45, y + r * 0.2, x + r * 0.1, y - r * 0.8, r * 0.07, rgba([60, 130, 40]));
  capsule(raster, x + r * 0.45, y + r * 0.3, x + r * 0.1, y - r * 0.8, r * 0.07, rgba([60, 130, 40]));
  ellipse(raster, x + r * 0.35, y - r * 0.75, r * 0.35, r * 0.16, rgba([90, 170, 60]));
  for (const [dx, dy] of [
    [-0.45, 0.45],
    [0.45, 0.55],
  ] as const) {
    disc(raster, x + dx * r, y + dy * r, r * 0.45, rgba([200, 20, 50]));
    disc(raster, x + (dx - 0.15) * r, y + (dy - 0.15) * r, r * 0.12, rgba(WHITE, 0.7));
  }
};

const card: Drawer = (raster, x, y, r, _hue, pick) => {
  const w = r * 1.3;
  const h = r * 1.8;
  roundedRect(raster, x - w / 2 + r * 0.08, y - h / 2 + r * 0.1, w, h, r * 0.14, rgba(INK, 0.35));
  roundedRect(raster, x - w / 2, y - h / 2, w, h, r * 0.14, rgba(WHITE));
  const red = pick(2) === 0;
  const color = rgba(red ? [210, 30, 45] : INK);
  const s = r * 0.42;
  if (red) {
    disc(raster, x - s * 0.5, y - s * 0.2, s * 0.55, color);
    disc(raster, x + s * 0.5, y - s * 0.2, s * 0.55, color);
    polygon(
      raster,
      [
        [x - s * 1.02, y],
        [x + s * 1.02, y],
        [x, y + s * 1.2],
      ],
      color,
    );
  } else {
    disc(raster, x - s * 0.5, y + s * 0.15, s * 0.55, color);
    disc(raster, x + s * 0.5, y + s * 0.15, s * 0.55, color);
    polygon(
      raster,
      [
        [x - s * 1.02, y],
        [x + s * 1.02, y],
        [x, y - s * 1.25],
      ],
      color,
    );
    polygon(
      raster,
      [
        [x, y + s * 0.2],
        [x + s * 0.4, y + s * 1.1],
        [x - s * 0.4, y + s * 1.1],
      ],
      color,
    );
  }
  const letter = strokesOf(['A', 'K', 'Q', 'J'][pick(4)]!, x - w / 2 + r * 0.12, y - h / 2 + r * 0.12, r * 0.07);
  for (const st of letter) capsule(raster, st.x0, st.y0, st.x1, st.y1, r * 0.05, color);
};

const tile: Drawer = (raster, x, y, r, _hue, pick) => {
  const w = r * 1.3;
  const h = r * 1.75;
  roundedRect(raster, x - w / 2 + r * 0.12, y - h / 2 + r * 0.14, w, h, r * 0.18, rgba([30, 110, 70]));
  roundedRect(raster, x - w / 2, y - h / 2, w, h, r * 0.18, rgba([250, 245, 228]));
  const marks = 1 + pick(3);
  for (let i = 0; i < marks; i++) {
    const my = y - h * 0.28 + (i * h * 0.56) / Math.max(1, marks - 1 || 1);
    capsule(raster, x - w * 0.25, my, x + w * 0.25, my, r * 0.09, rgba(i % 2 ? [30, 140, 80] : [200, 30, 40]));
  }
};

const fish: Drawer = (raster, x, y, r, hue, pick) => {
  const color = hsl(hue + 150 + pick(60), 85, 58);
  ellipse(raster, x, y, r, r * 0.58, rgba(color));
  polygon(
    raster,
    [
      [x + r * 0.8, y],
      [x + r * 1.4, y - r * 0.55],
      [x + r * 1.4, y + r * 0.55],
    ],
    rgba(mix(color, INK, 0.2)),
  );
  capsule(raster, x - r * 0.1, y - r * 0.5, x + r * 0.4, y - r * 0.75, r * 0.12, rgba(mix(color, INK, 0.2)));
  disc(raster, x - r * 0.5, y - r * 0.12, r * 0.16, rgba(WHITE));
  disc(raster, x - r * 0.52, y - r * 0.12, r * 0.08, rgba(INK));
  for (const i of [0, 1, 2])
    disc(raster, x - r * 1.2 + i * r * 0.1, y - r * (0.6 + i * 0.35), r * (0.08 + i * 0.03), rgba(WHITE, 0.5), r * 0.05);
};

const pyramid: Drawer = (raster, x, y, r) => {
  polygon(
    raster,
    [
      [x, y - r],
      [x + r * 1.1, y + r * 0.8],
      [x - r * 1.1, y + r * 0.8],
    ],
    rgba([236, 190, 100]),
  );
  polygon(
    raster,
    [
      [x, y - r],
      [x + r * 1.1, y + r * 0.8],
      [x + r * 0.2, y + r * 0.8],
    ],
    rgba([180, 125, 50]),
  );
  disc(raster, x, y - r * 0.1, r * 0.2, rgba(WHITE));
  disc(raster, x, y - r * 0.1, r * 0.1, rgba([30, 90, 160]));
};

const planet: Drawer = (raster, x, y, r, hue, pick) => {
  const color = hsl(hue + 40 + pick(80), 75, 60);
  raster.fill(
    (px, py) => {
      const e = inEllipse(x, y, r * 1.5, r * 0.4)(px, py) && !inEllipse(x, y, r * 1.2, r * 0.26)(px, py);
      return e && (py > y || (px - x) ** 2 + (py - y) ** 2 > r * r);
    },
    rgba(GOLD),
    { x0: x - r * 1.6, y0: y - r, x1: x + r * 1.6, y1: y + r },
  );
  disc(raster, x, y, r * 0.9, rgba(color));
  disc(raster, x - r * 0.3, y - r * 0.3, r * 0.25, rgba(WHITE, 0.3));
  raster.fill((px, py) => inEllipse(x, y, r * 1.5, r * 0.4)(px, py) && !inEllipse(x, y, r * 1.2, r * 0.26)(px, py) && py > y, rgba(GOLD), {
    x0: x - r * 1.6,
    y0: y,
    x1: x + r * 1.6,
    y1: y + r,
  });
};

const starSymbol: Drawer = (raster, x, y, r) => {
  polygon(raster, regular(x + r * 0.08, y + r * 0.1, r, 5, -90, r * 0.45), rgba(INK, 0.35));
  polygon(raster, regular(x, y, r, 5, -90, r * 0.45), rgba(GOLD));
  polygon(raster, regular(x, y, r * 0.55, 5, -90, r * 0.25), rgba([255, 240, 170]));
};

/** A character: a round beast's face (a tiger, a panda, a lion…) by colour and markings. */
const mascot: Drawer = (raster, x, y, r, hue, pick) => {
  const furs: Rgb[] = [
    [240, 150, 40],
    [250, 250, 250],
    [200, 60, 50],
    [120, 90, 60],
    [90, 170, 90],
  ];
  const fur = furs[pick(furs.length)]!;
  const ear = mix(fur, INK, 0.25);
  disc(raster, x - r * 0.7, y - r * 0.7, r * 0.32, rgba(ear));
  disc(raster, x + r * 0.7, y - r * 0.7, r * 0.32, rgba(ear));
  disc(raster, x + r * 0.06, y + r * 0.08, r, rgba(INK, 0.3));
  disc(raster, x, y, r, rgba(fur));
  if (pick(2) === 0) {
    for (const side of [-1, 1]) {
      for (const i of [0, 1])
        capsule(raster, x + side * r * 0.95, y - r * 0.1 + i * r * 0.3, x + side * r * 0.6, y + i * r * 0.25, r * 0.06, rgba(INK, 0.8));
    }
  }
  ellipse(raster, x, y + r * 0.38, r * 0.5, r * 0.36, rgba(WHITE));
  for (const side of [-1, 1]) {
    disc(raster, x + side * r * 0.36, y - r * 0.18, r * 0.2, rgba(WHITE));
    disc(raster, x + side * r * 0.33, y - r * 0.16, r * 0.11, rgba(INK));
    disc(raster, x + side * r * 0.3, y - r * 0.2, r * 0.04, rgba(WHITE));
    disc(raster, x + side * r * 0.62, y + r * 0.22, r * 0.12, rgba([255, 120, 140], 0.6));
  }
  ellipse(raster, x, y + r * 0.22, r * 0.14, r * 0.1, rgba(INK));
  raster.fill((px, py) => inRing(x, y + r * 0.3, r * 0.24, r * 0.17)(px, py) && py > y + r * 0.36, rgba(INK), {
    x0: x - r * 0.3,
    y0: y + r * 0.3,
    x1: x + r * 0.3,
    y1: y + r * 0.6,
  });
  void hue;
};

const ball: Drawer = (raster, x, y, r) => {
  disc(raster, x + r * 0.08, y + r * 0.1, r, rgba(INK, 0.35));
  disc(raster, x, y, r, rgba(WHITE));
  polygon(raster, regular(x, y, r * 0.38, 5), rgba(INK));
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    disc(raster, x + Math.cos(a) * r * 0.95, y + Math.sin(a) * r * 0.95, r * 0.26, rgba(INK));
  }
  disc(raster, x, y, r + 1, rgba(INK), r - 1);
};

const lottoBall: Drawer = (raster, x, y, r, hue, pick) => {
  disc(raster, x + r * 0.08, y + r * 0.1, r, rgba(INK, 0.35));
  disc(raster, x, y, r, rgba(hsl(hue + pick(360), 80, 52)));
  disc(raster, x, y, r * 0.55, rgba(WHITE));
  const digits = String(1 + pick(49));
  const scale = (r * 0.55) / 6;
  const width = lineUnits(digits) * scale;
  for (const st of strokesOf(digits, x - width / 2, y - 3 * scale, scale))
    capsule(raster, st.x0, st.y0, st.x1, st.y1, scale * 0.7, rgba(INK));
  disc(raster, x - r * 0.45, y - r * 0.45, r * 0.15, rgba(WHITE, 0.6));
};

const trophy: Drawer = (raster, x, y, r) => {
  polygon(
    raster,
    [
      [x - r * 0.8, y - r * 0.9],
      [x + r * 0.8, y - r * 0.9],
      [x + r * 0.5, y + r * 0.1],
      [x - r * 0.5, y + r * 0.1],
    ],
    rgba(GOLD),
  );
  disc(raster, x - r * 0.8, y - r * 0.5, r * 0.35, rgba(GOLD), r * 0.2);
  disc(raster, x + r * 0.8, y - r * 0.5, r * 0.35, rgba(GOLD), r * 0.2);
  roundedRect(raster, x - r * 0.12, y + r * 0.05, r * 0.24, r * 0.5, 2, rgba(GOLD_DARK));
  roundedRect(raster, x - r * 0.55, y + r * 0.5, r * 1.1, r * 0.35, r * 0.08, rgba(GOLD_DARK));
  polygon(raster, regular(x, y - r * 0.45, r * 0.3, 5, -90, r * 0.13), rgba(WHITE, 0.85));
};

const THEME_SYMBOLS: Record<Exclude<Theme, 'dealer'>, { hero: Drawer; side: Drawer[] }> = {
  gold: { hero: coin, side: [coin, crown, starSymbol] },
  gems: { hero: gem, side: [gem, crown] },
  fruit: { hero: cherry, side: [cherry, starSymbol, coin] },
  cards: { hero: card, side: [card, coin] },
  mahjong: { hero: tile, side: [tile, coin] },
  ocean: { hero: fish, side: [fish, coin] },
  temple: { hero: pyramid, side: [gem, coin, starSymbol] },
  space: { hero: planet, side: [starSymbol, gem] },
  beast: { hero: mascot, side: [coin, gem, crown] },
  ball: { hero: ball, side: [trophy, starSymbol] },
  lotto: { hero: lottoBall, side: [lottoBall] },
  arena: { hero: trophy, side: [starSymbol, coin] },
};

function drawSymbols(raster: Raster, theme: Exclude<Theme, 'dealer'>, pick: (max: number) => number, hue: number): void {
  const { hero, side } = THEME_SYMBOLS[theme];
  const spots = layoutOf(pick);
  spots.forEach((spot, i) => {
    const drawer = i === spots.length - 1 ? hero : side[pick(side.length)]!;
    drawer(raster, spot.x, spot.y, spot.r, hue, pick);
  });
}

const SKIN: Rgb[] = [
  [246, 214, 186],
  [224, 172, 130],
  [198, 140, 100],
  [150, 100, 70],
  [110, 72, 50],
];
const HAIR: Rgb[] = [
  [25, 20, 20],
  [70, 40, 25],
  [140, 80, 40],
  [220, 180, 100],
  [120, 30, 40],
];

/**
 * A live table's dealer: at the felt, in the house's vest, with their own face, hair and
 * tie; cards and chips on the table. Each table gets its own dealer from its id.
 */
function drawDealer(raster: Raster, pick: (max: number) => number, hue: number): void {
  const skin = SKIN[pick(SKIN.length)]!;
  const hair = HAIR[pick(HAIR.length)]!;
  const vest = hsl(hue + 180 + pick(120), 55, 28);
  const x = S * (0.42 + pick(16) / 100);
  const headY = S * 0.3;
  const head = S * 0.115;
  const longHair = pick(2) === 0;
  if (longHair) roundedRect(raster, x - head * 1.15, headY - head * 0.6, head * 2.3, head * 2.4, head * 0.8, rgba(hair));
  // Shoulders, shirt and vest.
  roundedRect(raster, x - S * 0.22, headY + head * 1.3, S * 0.44, S * 0.4, S * 0.09, rgba(vest));
  polygon(
    raster,
    [
      [x - head * 0.7, headY + head * 1.3],
      [x + head * 0.7, headY + head * 1.3],
      [x, headY + head * 3.2],
    ],
    rgba(WHITE),
  );
  const tie = rgba(pick(2) === 0 ? [200, 20, 40] : INK);
  polygon(
    raster,
    [
      [x - head * 0.45, headY + head * 1.35],
      [x, headY + head * 1.6],
      [x - head * 0.45, headY + head * 1.85],
    ],
    tie,
  );
  polygon(
    raster,
    [
      [x + head * 0.45, headY + head * 1.35],
      [x, headY + head * 1.6],
      [x + head * 0.45, headY + head * 1.85],
    ],
    tie,
  );
  roundedRect(raster, x - head * 0.32, headY + head * 0.6, head * 0.64, head * 0.8, head * 0.2, rgba(mix(skin, INK, 0.12)));
  disc(raster, x, headY, head, rgba(skin));
  // Hair: a cap of hair on top, a side part or a bun.
  raster.fill(
    (px, py) => inRing(x, headY, head * 1.08)(px, py) && py < headY - head * 0.25 + (px - x) * (pick(2) ? 0.15 : -0.15),
    rgba(hair),
    { x0: x - head * 1.1, y0: headY - head * 1.1, x1: x + head * 1.1, y1: headY + head * 0.2 },
  );
  if (!longHair && pick(2) === 0) disc(raster, x, headY - head * 1.05, head * 0.4, rgba(hair));
  for (const side of [-1, 1]) {
    disc(raster, x + side * head * 0.38, headY + head * 0.08, head * 0.11, rgba(INK));
    disc(raster, x + side * head * 0.55, headY + head * 0.4, head * 0.14, rgba([240, 120, 120], 0.35));
  }
  raster.fill(
    (px, py) => inRing(x, headY + head * 0.3, head * 0.34, head * 0.24)(px, py) && py > headY + head * 0.42,
    rgba([150, 40, 50]),
    { x0: x - head * 0.4, y0: headY + head * 0.3, x1: x + head * 0.4, y1: headY + head * 0.7 },
  );
  // The table: felt with a rail, two cards and a stack of chips.
  const felt = hsl(130 + pick(40), 55, 30);
  ellipse(raster, S / 2, S * 0.86, S * 0.75, S * 0.3, rgba([90, 50, 25]));
  ellipse(raster, S / 2, S * 0.88, S * 0.7, S * 0.27, rgba(felt));
  for (const i of [0, 1]) {
    roundedRect(raster, S * (0.16 + i * 0.1), S * 0.6 + i * 3, S * 0.11, S * 0.15, 4, rgba(WHITE));
    disc(raster, S * (0.215 + i * 0.1), S * 0.675 + i * 3, S * 0.022, rgba(i ? INK : [210, 30, 45]));
  }
  const chip = hsl(pick(360), 80, 50);
  for (let i = 0; i < 4; i++) {
    ellipse(raster, S * 0.78, S * 0.72 - i * S * 0.025, S * 0.065, S * 0.025, rgba(mix(chip, INK, 0.3)));
    ellipse(raster, S * 0.78, S * 0.715 - i * S * 0.025, S * 0.065, S * 0.025, rgba(i % 2 ? WHITE : chip));
  }
}

/** The title in block capitals over a dark band at the foot of the tile, gold or white with a dark outline. */
function drawTitle(raster: Raster, title: string, pick: (max: number) => number): void {
  const lines = titleLines(title, 11);
  if (lines.length === 0) return;
  const bandTop = lines.length === 1 ? S * 0.74 : S * 0.63;
  raster.fill(inRoundedRect(0, bandTop, S, S - bandTop, 0), (y) => [0, 0, 0, Math.min(0.62, ((y - bandTop) / (S - bandTop)) * 0.9 + 0.1)], {
    x0: 0,
    y0: bandTop,
    x1: S,
    y1: S,
  });
  const fill = pick(3) === 0 ? WHITE : GOLD;
  const maxWidth = S * 0.88;
  const lineHeight = lines.length === 1 ? S * 0.15 : S * 0.12;
  lines.forEach((line, i) => {
    const scale = Math.min(lineHeight / 6.8, maxWidth / Math.max(lineUnits(line), 1));
    const width = lineUnits(line) * scale;
    const x = (S - width) / 2;
    const y = bandTop + S * 0.05 + i * (6 * scale + S * 0.04) + (lines.length === 1 ? S * 0.02 : 0);
    const strokes = strokesOf(line, x, y, scale);
    const weight = Math.max(1.6, scale * 0.75);
    for (const st of strokes) capsule(raster, st.x0 + 1.5, st.y0 + 2, st.x1 + 1.5, st.y1 + 2, weight + 2.2, rgba(INK, 0.9));
    for (const st of strokes) capsule(raster, st.x0, st.y0, st.x1, st.y1, weight, rgba(fill));
  });
}

/** The vendor's mark: its code in its colours on a small plate at the top centre (the app lays its buttons in the corners). */
function drawVendorMark(raster: Raster, code: string, colors: readonly [string, string]): void {
  const label = code
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 5);
  const scale = 2.2;
  const width = lineUnits(label) * scale + 14;
  const x = (S - width) / 2;
  roundedRect(raster, x, 10, width, 6 * scale + 12, 8, rgba(hex(colors[1])));
  roundedRect(raster, x + 2, 12, width - 4, 6 * scale + 8, 6, rgba(hex(colors[0])));
  for (const st of strokesOf(label, x + 7, 16, scale)) capsule(raster, st.x0, st.y0, st.x1, st.y1, 1.5, rgba(hex(colors[1])));
}
