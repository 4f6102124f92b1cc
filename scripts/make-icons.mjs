// Draws Tala's app icons (a gold star on the dark theme colour) and writes them as PNG
// files with zlib, so no image tool is needed: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = 'public/icons';
const BACKGROUND = [0x0a, 0x11, 0x28];
const RING = [0x1e, 0x2c, 0x5c];
const GOLD_TOP = [0xff, 0xe0, 0x8a];
const GOLD_BOTTOM = [0xf0, 0xa2, 0x1b];

/** The star's outline on a unit square, the same shape as the in-app mark. */
const STAR = (() => {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? 0.5 : 0.2;
    points.push([0.5 + radius * Math.cos(angle), 0.53 + radius * Math.sin(angle)]);
  }
  return points;
})();

function inPolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));

/**
 * One icon. `starScale` is the star's share of the width: maskable icons keep the star
 * inside the safe zone (the inner 80 %). `rounded` clips the corners of the "any" icons.
 */
function draw(size, { starScale, rounded }) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  const offset = (1 - starScale) / 2;
  const corner = rounded ? 0.22 : 0;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let star = 0;
      let inside = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (corner) {
            const cx = Math.min(Math.max(x, corner), 1 - corner);
            const cy = Math.min(Math.max(y, corner), 1 - corner);
            if ((x - cx) ** 2 + (y - cy) ** 2 > corner ** 2) continue;
          }
          inside++;
          if (inPolygon((x - offset) / starScale, (y - offset) / starScale, STAR)) star++;
        }
      }
      const total = samples * samples;
      const y = py / size;
      const ringGlow = Math.max(0, 1 - Math.hypot(px / size - 0.5, y - 0.5) * 1.6);
      const base = mix(BACKGROUND, RING, ringGlow * 0.6);
      const gold = mix(GOLD_TOP, GOLD_BOTTOM, Math.min(1, Math.max(0, (y - offset) / starScale)));
      const colour = mix(base, gold, inside ? star / inside : 0);
      const i = (py * size + px) * 4;
      pixels[i] = colour[0];
      pixels[i + 1] = colour[1];
      pixels[i + 2] = colour[2];
      pixels[i + 3] = Math.round((inside / total) * 255);
    }
  }
  return png(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const starPath = STAR.map(([x, y], i) => `${i ? 'L' : 'M'}${(x * 64).toFixed(1)} ${(y * 64).toFixed(1)}`).join('') + 'Z';
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#f0a21b"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="#0a1128"/><path fill="url(#g)" d="${starPath}"/>
</svg>
`;

mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/icon-192.png`, draw(192, { starScale: 0.78, rounded: true }));
writeFileSync(`${OUT}/icon-512.png`, draw(512, { starScale: 0.78, rounded: true }));
writeFileSync(`${OUT}/maskable-512.png`, draw(512, { starScale: 0.6, rounded: false }));
// iOS rounds the corners itself and shows transparency as black: a full square.
writeFileSync(`${OUT}/apple-touch-icon.png`, draw(180, { starScale: 0.7, rounded: false }));
writeFileSync(`${OUT}/favicon.svg`, favicon);
console.log(`icons written to ${OUT}`);
