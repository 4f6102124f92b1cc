import { starPoints, svgDocument } from './svg';

const W = 60;
const H = 40;

const rect = (y: number, h: number, fill: string, x = 0, w = W) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const star = (cx: number, cy: number, r: number, fill: string, points = 5) =>
  `<polygon points="${starPoints(cx, cy, r, r * 0.42, points)}" fill="${fill}"/>`;
const stripes = (colors: string[], heights: number[]) => {
  let y = 0;
  return colors
    .map((c, i) => {
      const out = rect(y, heights[i]!, c);
      y += heights[i]!;
      return out;
    })
    .join('');
};

const unionJack =
  rect(0, H, '#012169') +
  '<path d="M0 0L60 40M60 0L0 40" stroke="#fff" stroke-width="8"/>' +
  '<path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" stroke-width="2.6"/>' +
  '<path d="M30 0V40M0 20H60" stroke="#fff" stroke-width="12"/>' +
  '<path d="M30 0V40M0 20H60" stroke="#c8102e" stroke-width="7"/>';

function philippineSun(cx: number, cy: number): string {
  const rays = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${cx - 0.6}" y="${cy - 7}" width="1.2" height="14" fill="#fcd116" transform="rotate(${i * 22.5} ${cx} ${cy})"/>`,
  ).join('');
  return rays + `<circle cx="${cx}" cy="${cy}" r="3.6" fill="#fcd116"/>`;
}

const KOREA_TRIGRAMS = [
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
]
  .map(([sx, sy]) => {
    const x = 30 + sx! * 18;
    const y = 20 + sy! * 12;
    const angle = sx === sy ? 56.3 : -56.3;
    return `<g transform="rotate(${angle} ${x} ${y})" fill="#000">${[-2.4, 0, 2.4].map((d) => `<rect x="${x - 4}" y="${y + d - 0.8}" width="8" height="1.6"/>`).join('')}</g>`;
  })
  .join('');

const malaysiaStripes = Array.from({ length: 14 }, (_, i) => rect((i * H) / 14, H / 14 + 0.05, i % 2 === 0 ? '#cc0001' : '#fff')).join('');
const usStripes = Array.from({ length: 13 }, (_, i) => rect((i * H) / 13, H / 13 + 0.05, i % 2 === 0 ? '#b22234' : '#fff')).join('');
const indiaSpokes = Array.from(
  { length: 12 },
  (_, i) => `<path d="M30 20L30 14.6" stroke="#000080" stroke-width=".5" transform="rotate(${i * 30} 30 20)"/>`,
).join('');
const singaporeStars = Array.from({ length: 5 }, (_, i) => {
  const a = ((-90 + i * 72) * Math.PI) / 180;
  return star(Math.round((15 + 3.6 * Math.cos(a)) * 10) / 10, Math.round((10.5 + 3.6 * Math.sin(a)) * 10) / 10, 1.3, '#fff');
}).join('');

const hongKongFlower = Array.from(
  { length: 5 },
  (_, i) =>
    `<g transform="rotate(${i * 72} 30 20)"><ellipse cx="30" cy="13.6" rx="3.6" ry="6.2" fill="#fff"/>${star(30, 12.6, 1.1, '#de2910')}</g>`,
).join('');

/** Simple geometric renditions of the flags the dialling-code picker shows, keyed by ISO country code. */
const FLAGS: Record<string, [string, string]> = {
  PH: [
    'Philippines',
    rect(0, 20, '#0038a8') +
      rect(20, 20, '#ce1126') +
      '<polygon points="0,0 34.6,20 0,40" fill="#fff"/>' +
      philippineSun(11.5, 20) +
      star(3.6, 4.6, 2, '#fcd116') +
      star(3.6, 35.4, 2, '#fcd116') +
      star(28.4, 20, 2, '#fcd116'),
  ],
  US: [
    'United States',
    usStripes +
      rect(0, (H * 7) / 13, '#3c3b6e', 0, 24) +
      '<defs><pattern id="s" width="4" height="3.1" patternUnits="userSpaceOnUse"><circle cx="2" cy="1.55" r=".7" fill="#fff"/></pattern></defs>' +
      `<rect width="24" height="${Math.round(((H * 7) / 13) * 100) / 100}" fill="url(#s)"/>`,
  ],
  CN: [
    'China',
    rect(0, H, '#de2910') +
      star(10, 10, 6, '#ffde00') +
      star(20, 4, 2, '#ffde00') +
      star(24, 8, 2, '#ffde00') +
      star(24, 13, 2, '#ffde00') +
      star(20, 17, 2, '#ffde00'),
  ],
  JP: ['Japan', rect(0, H, '#fff') + '<circle cx="30" cy="20" r="12" fill="#bc002d"/>'],
  KR: [
    'South Korea',
    rect(0, H, '#fff') +
      '<g transform="rotate(33.7 30 20)"><path d="M20 20a10 10 0 0 1 20 0z" fill="#cd2e3a"/><path d="M20 20a10 10 0 0 0 20 0z" fill="#0047a0"/><circle cx="25" cy="20" r="5" fill="#cd2e3a"/><circle cx="35" cy="20" r="5" fill="#0047a0"/></g>' +
      KOREA_TRIGRAMS,
  ],
  TH: ['Thailand', stripes(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [6.67, 6.67, 13.33, 6.67, 6.67])],
  VN: ['Vietnam', rect(0, H, '#da251d') + star(30, 20, 10, '#ff0')],
  ID: ['Indonesia', rect(0, 20, '#ce1126') + rect(20, 20, '#fff')],
  MY: [
    'Malaysia',
    malaysiaStripes +
      rect(0, 22.86, '#010066', 0, 30) +
      '<circle cx="11" cy="11.4" r="7" fill="#fc0"/><circle cx="13" cy="11.4" r="6" fill="#010066"/>' +
      star(22, 11.4, 5, '#fc0', 14),
  ],
  SG: [
    'Singapore',
    rect(0, 20, '#ef3340') +
      rect(20, 20, '#fff') +
      '<circle cx="9" cy="10" r="6" fill="#fff"/><circle cx="11.2" cy="10" r="6" fill="#ef3340"/>' +
      singaporeStars,
  ],
  IN: [
    'India',
    stripes(['#ff9933', '#fff', '#138808'], [13.34, 13.33, 13.33]) +
      '<circle cx="30" cy="20" r="5.4" fill="none" stroke="#000080" stroke-width=".8"/>' +
      indiaSpokes +
      '<circle cx="30" cy="20" r="1" fill="#000080"/>',
  ],
  AU: [
    'Australia',
    rect(0, H, '#012169') +
      `<svg width="30" height="20" viewBox="0 0 60 40">${unionJack}</svg>` +
      star(15, 30, 4.5, '#fff', 7) +
      star(45, 33, 2.4, '#fff', 7) +
      star(39, 18, 2.4, '#fff', 7) +
      star(45, 7, 2.4, '#fff', 7) +
      star(51, 15.5, 2.4, '#fff', 7) +
      star(48, 22, 1.3, '#fff'),
  ],
  GB: ['United Kingdom', unionJack],
  HK: ['Hong Kong', rect(0, H, '#de2910') + hongKongFlower],
  TW: [
    'Taiwan',
    rect(0, H, '#fe0000') + rect(0, 20, '#000095', 0, 30) + '<circle cx="15" cy="10" r="4.2" fill="#fff"/>' + star(15, 10, 7, '#fff', 12),
  ],
};

/** The flag for an ISO country code, or null when the platform has none. */
export function flagArt(code: string): string | null {
  const flag = FLAGS[code.toUpperCase()];
  if (!flag) return null;
  const [country, body] = flag;
  return svgDocument(
    W,
    H,
    `<clipPath id="c"><rect width="${W}" height="${H}" rx="3"/></clipPath><g clip-path="url(#c)">${body}</g><rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="3" fill="none" stroke="rgba(0,0,0,.15)"/>`,
    country,
  );
}
