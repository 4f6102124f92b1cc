import { inflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, envelope, type TestPlatform } from './helpers';

const LONG_CACHE = 'public, max-age=604800, immutable';
const FLAGS = ['PH', 'US', 'CN', 'JP', 'KR', 'TH', 'VN', 'ID', 'MY', 'SG', 'IN', 'AU', 'GB'];

async function expectSvg(platform: TestPlatform, url: string): Promise<string> {
  const res = await platform.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control'], url).toBe(LONG_CACHE);
  expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
  const body = res.body;
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
  expect(body.endsWith('</svg>'), url).toBe(true);
  expect(Buffer.byteLength(body), url).toBeLessThan(3 * 1024);
  // No scripts, no outside fonts or hosts, and every ampersand escaped.
  expect(body, url).not.toMatch(/<script|on\w+=|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
  expect(body, url).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#)/);
  return body;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A game tile: a square PNG of a few kilobytes, cached like the rest of the art. */
async function expectPng(platform: TestPlatform, url: string): Promise<Buffer> {
  const res = await platform.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('image/png');
  expect(res.headers['cache-control'], url).toBe(LONG_CACHE);
  expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
  const body = res.rawPayload;
  expect(body.subarray(0, 8).equals(PNG_SIGNATURE), url).toBe(true);
  expect(body.subarray(12, 16).toString('ascii'), url).toBe('IHDR');
  // Sharp at 2× density on a three-to-a-row phone grid, and light enough for a page of 36 tiles.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)], url).toEqual([256, 256]);
  expect(body.length, url).toBeLessThan(48 * 1024);
  return body;
}

/** The RGBA pixels of one of the art's PNGs (one IDAT, filters None, Sub, Up, Average, Paeth). */
function decodePng(png: Buffer): Buffer {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? out[y * stride + x - 4]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? out[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]!;
      out[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + predictor) & 255;
    }
  }
  return out;
}

/** The share of pixels whose colour differs clearly between two images of one size. */
function differingShare(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    const distance = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (distance > 60) differing++;
  }
  return differing / (a.length / 4);
}

describeOnEachDatabase('generated art', (use) => {
  it('draws a colour and a white mark for every provider', async () => {
    const { rows } = await use().db.query<{ code: string; display_name: string }>('SELECT code, display_name FROM vendors ORDER BY code');
    expect(rows.length).toBeGreaterThan(30);
    for (const vendor of rows) {
      const colour = await expectSvg(use(), `/cdn/vendor/${vendor.code}-COLOR2.svg`);
      const white = await expectSvg(use(), `/cdn/vendor/${vendor.code}-WHITE.svg`);
      expect(colour).toContain(vendor.display_name.toUpperCase().replace(/&/g, '&amp;'));
      expect(white).not.toEqual(colour);
      expect(white).toContain('fill="#fff"');
    }
  });

  it('draws each game a square PNG tile of its own, the same on every request', async () => {
    const { rows } = await use().db.query<{ game_id: string }>(
      "SELECT game_id FROM games WHERE game_name IN ('Super Ace', 'Mahjong Ways') ORDER BY node_id",
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const tiles = [];
    for (const game of rows) tiles.push(await expectPng(use(), `/cdn/game/${game.game_id}.png`));
    expect(tiles[0]!.equals(tiles[1]!)).toBe(false);
    expect((await expectPng(use(), `/cdn/game/${rows[0]!.game_id}.png`)).equals(tiles[0]!)).toBe(true);
  });

  it('gives games of one type distinct art: its own colours, symbols and title, and its vendor mark', async () => {
    const { rows } = await use().db.query<{ game_id: string }>(
      "SELECT game_id FROM games WHERE game_type = 'LIVE' AND game_name LIKE 'Squeeze Baccarat%' ORDER BY node_id LIMIT 2",
    );
    const slots = await use().db.query<{ game_id: string }>("SELECT game_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 12");
    const ids = [...rows.map((r) => r.game_id), ...slots.rows.map((r) => r.game_id)];
    const pixels = new Map<string, Buffer>();
    for (const id of ids) pixels.set(id, decodePng(await expectPng(use(), `/cdn/game/${id}.png`)));
    const list = [...pixels.values()];
    // Every pair differs in a good share of its pixels, not in a shade or a few dots.
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) expect(differingShare(list[i]!, list[j]!), `${ids[i]} vs ${ids[j]}`).toBeGreaterThan(0.2);
    }
  });

  it('serves the art every game, banner and promotion of the catalogue points at', async () => {
    const games = await use().db.query<{ game_id: string }>('SELECT game_id FROM games WHERE node_id % 40 = 0');
    for (const g of games.rows) await expectPng(use(), `/cdn/game/${g.game_id}.png`);
    const banners = await use().db.query<{ url: string }>('SELECT url FROM banners');
    expect(banners.rows.length).toBeGreaterThanOrEqual(40);
    for (const b of banners.rows) await expectSvg(use(), b.url);
    const images = await use().db.query<{ url: string }>(
      "SELECT DISTINCT i->>'url' AS url FROM announcements, jsonb_array_elements(images) AS i",
    );
    expect(images.rows.length).toBeGreaterThan(10);
    for (const i of images.rows) await expectSvg(use(), i.url);
    const inline = await use().db.query<{ content: string }>("SELECT content FROM announcements WHERE content LIKE '%/cdn/promo/%'");
    for (const row of inline.rows) {
      for (const [, src] of row.content.matchAll(/src="([^"]+)"/g)) await expectSvg(use(), src!);
    }
  });

  it('draws the banner in its language with its title', async () => {
    const en = await expectSvg(use(), '/cdn/banner/m_home_EN_1.svg');
    const ty = await expectSvg(use(), '/cdn/banner/m_home_TY_2.svg');
    expect(en).toContain('Welcome Bonus');
    expect(ty).toContain('Mag-imbita');
  });

  it('draws the flags of the dialling codes and the app icons', async () => {
    for (const code of FLAGS) await expectSvg(use(), `/cdn/flags/${code}.svg`);
    const ph = await expectSvg(use(), '/cdn/flags/PH.svg');
    for (const colour of ['#0038a8', '#ce1126', '#fcd116', '#fff']) expect(ph).toContain(colour);
    const site = envelope<{ register: { dialingCodes: { flag: string }[] } }>(
      await use().app.inject({ method: 'GET', url: '/wps/system/siteInfo' }),
    );
    for (const { flag } of site.value.register.dialingCodes) await expectSvg(use(), flag);
    for (const icon of ['icon-192', 'icon-512', 'icon-maskable']) await expectSvg(use(), `/cdn/app/${icon}.svg`);
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await use().app.inject({ method: 'GET', url: '/cdn/flags/PH.svg' });
    const again = await use().app.inject({
      method: 'GET',
      url: '/cdn/flags/PH.svg',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for names it has no art for', async () => {
    for (const url of [
      '/cdn/vendor/NOPE-COLOR2.svg',
      '/cdn/vendor/JILI-BLUE.svg',
      '/cdn/vendor/jili-COLOR2.svg',
      '/cdn/vendor/JILI-COLOR2.png',
      '/cdn/game/nope-1.png',
      '/cdn/game/jili-99999.png',
      '/cdn/game/jili-1.svg',
      '/cdn/banner/m_home_EN_9.svg',
      '/cdn/banner/m_nope_EN_1.svg',
      '/cdn/promo/unknown-cover.svg',
      '/cdn/flags/ZZ.svg',
      '/cdn/app/icon-64.svg',
      '/cdn/nothing/PH.svg',
    ]) {
      const res = await use().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses path traversal with 404, never a server error', async () => {
    for (const url of [
      '/cdn/game/..%2f..%2fpackage.json',
      '/cdn/game/..%2F..%2Fpackage.json',
      '/cdn/flags/..%2f..%2f..%2fetc%2fpasswd',
      '/cdn/vendor/%2e%2e%2fJILI-COLOR2.svg',
      '/cdn/game/%00.svg',
      '/cdn/banner/..%5c..%5cpackage.json',
      '/cdn/game/%E0%A4%A.svg',
      `/cdn/game/${'a'.repeat(300)}.svg`,
    ]) {
      const res = await use().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"name"');
    }
    expect((await use().app.inject({ method: 'GET', url: '/cdn/game/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });
});

describeOnEachDatabase(
  'generated art under every configured base',
  (use) => {
    it('serves the art under each local base and ignores other hosts', async () => {
      await expectSvg(use(), '/cdn/flags/PH.svg');
      await expectSvg(use(), '/img2/flags/PH.svg');
      await expectSvg(use(), '/img2/vendor/JILI-WHITE.svg');
    });
  },
  { imageCDNs: ['/cdn', '/img2/', 'https://images.tala.ph'] },
);
