import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentCalls } from '../../contract/content';
import { LANGUAGE_COOKIE, MEMBER_COOKIE } from '../../contract/domain';
import type { DepositChannel } from '../../contract/payments';
import { depositFirstScreen } from '../src/http/deposit-first-screen';
import { promotionsFirstScreen } from '../src/http/first-screen';
import { get } from './catalogue/call';
import { describeOnEachDatabase } from './helpers';

const distDir = mkdtempSync(path.join(tmpdir(), 'tala-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
// The build writes compressed copies beside its files (build/precompress.ts).
const bigScript = `export const table = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
writeFileSync(path.join(distDir, 'assets', 'table.js'), bigScript);
writeFileSync(path.join(distDir, 'assets', 'table.js.br'), brotliCompressSync(bigScript));
// The build's chunk graph, as Vite writes it: the promotions page, what it imports and its texts.
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app.js', isEntry: true },
    'src/routes/content/activity.lazy.tsx': {
      file: 'assets/activity.lazy-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_PromotionsPage-2.js'],
      css: ['assets/content-3.css'],
    },
    '_PromotionsPage-2.js': { file: 'assets/PromotionsPage-2.js', imports: ['index.html'] },
    'src/locales/ty/content.json': { file: 'assets/content-ty.js', isDynamicEntry: true },
    'src/locales/en/content.json': { file: 'assets/content-en.js', isDynamicEntry: true },
    'src/routes/content/mine.lazy.tsx': {
      file: 'assets/mine.lazy-4.js',
      isDynamicEntry: true,
      imports: ['index.html', '_member-centre-5.js'],
      css: ['assets/member-6.css'],
    },
    '_member-centre-5.js': { file: 'assets/member-centre-5.js', imports: ['index.html'] },
    'src/locales/ty/member.json': { file: 'assets/member-ty.js', isDynamicEntry: true },
    'src/routes/member/voucher-center.lazy.tsx': {
      file: 'assets/voucher-center.lazy-7.js',
      isDynamicEntry: true,
      imports: ['index.html', '_deposit-8.js'],
      css: ['assets/wallet-9.css'],
    },
    '_deposit-8.js': { file: 'assets/deposit-8.js', imports: ['index.html'] },
    'src/features/wallet/api/prefetch-deposit-options.ts': {
      file: 'assets/prefetch-deposit-options-10.js',
      isDynamicEntry: true,
      imports: ['index.html', '_deposit-8.js'],
    },
    'src/locales/ty/wallet.json': { file: 'assets/wallet-ty.js', isDynamicEntry: true },
    'src/locales/en/wallet.json': { file: 'assets/wallet-en.js', isDynamicEntry: true },
  }),
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describeOnEachDatabase(
  'First screens painted by the server',
  (platform) => {
    const page = async (url: string, cookie?: string) => {
      const response = await platform().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      return response.body;
    };
    const firstBanner = async (language: 'EN' | 'TY') =>
      (await get(platform().app, contentCalls.getAnnouncements, { types: 'B', language })).banners[0]!;

    it('paints the first home banner of the language the player chose, before any script', async () => {
      const en = await firstBanner('EN');
      const html = await page('/m/home', `other=1; ${LANGUAGE_COOKIE}=EN`);
      expect(html).toContain(`<img class="boot__banner-image" src="${en.url}"`);
      expect(html.indexOf('boot__banner-image')).toBeLessThan(html.indexOf('<script'));
      expect(html).toContain('data-language="EN"');
      // The image is asked for before any script, at the page's highest priority.
      const preload = html.indexOf(`<link rel="preload" as="image" href="${en.url}" fetchpriority="high">`);
      expect(preload).toBeGreaterThanOrEqual(0);
      expect(preload).toBeLessThan(html.indexOf('<script'));
    });

    it('paints the default language for a first visit or an unknown language, on every Home alias', async () => {
      const ty = await firstBanner('TY');
      for (const url of ['/', '/m', '/m/home', '/m/index.html']) {
        expect(await page(url)).toContain(`src="${ty.url}"`);
      }
      expect(await page('/m/home', `${LANGUAGE_COOKIE}=<script>`)).toContain(`src="${ty.url}"`);
    });

    it('escapes banner text the operator wrote', async () => {
      await platform().db.query(`UPDATE banners SET title = $1 WHERE group_name = 'm_home_EN'`, ['Win "big" <b>now</b> & more']);
      const html = await page('/m/home', `${LANGUAGE_COOKIE}=EN`);
      expect(html).toContain('alt="Win &quot;big&quot; &lt;b&gt;now&lt;/b&gt; &amp; more"');
      expect(html).not.toContain('<b>now</b>');
    });

    const promotions = async (language: 'EN' | 'TY') =>
      (await get(platform().app, contentCalls.getAnnouncements, { types: 'Promotion', language })).promotion;
    const cover = (promotion: { announcementImages: Array<{ sequence: number; url: string }> }, sequence: number) =>
      promotion.announcementImages.find((image) => image.sequence === sequence)!.url;

    it('paints the promotions list’s first cover and title before any script, with the page’s styles applied', async () => {
      const [first] = await promotions('TY');
      const list = await page('/m/activity');
      const painted = list.indexOf(`<img class="promo-item__cover" src="${cover(first!, 1)}"`);
      expect(painted).toBeGreaterThanOrEqual(0);
      expect(painted).toBeLessThan(list.indexOf('<script'));
      expect(list).toContain(`<span class="promo-item__title">${first!.title}</span>`);
      // The cover is asked for first of all, then the page's code and texts.
      const picture = list.indexOf(`<link rel="preload" as="image" href="${cover(first!, 1)}" fetchpriority="high">`);
      expect(picture).toBeGreaterThanOrEqual(0);
      expect(picture).toBeLessThan(list.indexOf('<link rel="modulepreload"'));
      for (const file of ['activity.lazy-1.js', 'PromotionsPage-2.js', 'content-ty.js']) {
        expect(list).toContain(`<link rel="modulepreload" href="/assets/${file}">`);
      }
      // The painted boxes take the page's own classes: its stylesheet applies before the first frame.
      // It goes after the app's own stylesheet, as the app would add it: the cascade stays the same.
      expect(list).toContain('<link rel="stylesheet" href="/assets/content-3.css" crossorigin></head>');
      // The start-up script is already in the page: it is not asked for twice.
      expect(list).not.toContain('modulepreload" href="/assets/app.js"');

      const [english] = await promotions('EN');
      expect(await page('/m/activity', `${LANGUAGE_COOKIE}=EN`)).toContain(`<span class="promo-item__title">${english!.title}</span>`);
    });

    it('asks for a named promotion’s picture, code and texts without painting the list', async () => {
      const [first, second] = await promotions('TY');
      const detail = await page(`/m/activity?id=${second!.id}`, `${LANGUAGE_COOKIE}=EN`);
      const english = (await promotions('EN')).find((promotion) => promotion.id === second!.id) ?? (await promotions('EN'))[0]!;
      expect(detail).toContain(`href="${cover(english, english.id === second!.id ? 2 : 1)}"`);
      expect(detail).toContain('<link rel="modulepreload" href="/assets/content-en.js">');
      expect(detail).not.toContain('content-ty.js');
      expect(detail).toContain('<div id="root"></div>');
      // A hand-edited id names no picture of its own: the list's first cover is asked for.
      expect(await page('/m/activity?id=abc')).toContain(`href="${cover(first!, 1)}"`);
    });

    it('asks for the member page’s code (with the call it starts) and its texts ahead of the start-up scripts', async () => {
      const mine = await page('/m/mine');
      for (const file of ['mine.lazy-4.js', 'member-centre-5.js', 'member-ty.js']) {
        expect(mine).toContain(`<link rel="modulepreload" href="/assets/${file}">`);
      }
      expect(mine).toContain('<link rel="preload" as="style" href="/assets/member-6.css" crossorigin>');
      expect(mine.indexOf('mine.lazy-4.js')).toBeLessThan(mine.indexOf('<script'));
    });

    it('asks for the deposit page’s code (with the channels call it starts) and its texts in the player’s language', async () => {
      const deposit = await page('/m/voucherCenter', `${LANGUAGE_COOKIE}=EN`);
      for (const file of ['voucher-center.lazy-7.js', 'deposit-8.js', 'prefetch-deposit-options-10.js', 'wallet-en.js']) {
        expect(deposit).toContain(`<link rel="modulepreload" href="/assets/${file}">`);
      }
      expect(deposit).not.toContain('wallet-ty.js');
      expect(deposit).toContain('<link rel="preload" as="style" href="/assets/wallet-9.css" crossorigin>');
      expect(deposit.indexOf('voucher-center.lazy-7.js')).toBeLessThan(deposit.indexOf('<script'));
    });

    it('paints the deposit channels and the first one’s limits for a member, before any script, with the page’s styles', async () => {
      const deposit = await page('/m/voucherCenter', `${LANGUAGE_COOKIE}=EN; ${MEMBER_COOKIE}=1`);
      const grid = deposit.indexOf('<div class="channel-grid">');
      expect(grid).toBeGreaterThanOrEqual(0);
      expect(grid).toBeLessThan(deposit.indexOf('<script'));
      // The seeded channels, the first one chosen, as the form draws them.
      expect(deposit).toContain(
        '<div class="channel channel--on"><img src="/pay/logos/gcash.svg" alt="" width="40" height="40"><span class="channel__name">GCash</span><span class="channel__group">E-wallet</span></div>',
      );
      expect(deposit).toContain('<span class="channel__name">PESONet</span><span class="channel__group">Bank transfer</span>');
      expect(deposit).toContain('<p class="wallet-facts">₱100.00 to ₱50,000.00 · Arrives within 1 minute · No fee</p>');
      expect(deposit).toContain('<legend class="wallet-legend">Payment method</legend>');
      // Nothing that is the member's own: no name, balance or bonus.
      expect(deposit).not.toMatch(/bonus|balance/i);
      expect(deposit).toContain('<link rel="stylesheet" href="/assets/wallet-9.css" crossorigin></head>');
      expect(deposit).toContain('<link rel="modulepreload" href="/assets/prefetch-deposit-options-10.js">');

      const tagalog = await page('/m/voucherCenter', `${MEMBER_COOKIE}=1`);
      expect(tagalog).toContain('<p class="wallet-facts">₱100.00 hanggang ₱50,000.00 · Darating sa loob ng 1 minuto · Walang bayad</p>');
      expect(tagalog).toContain('data-language="TY"');
    });

    it('paints no deposit page for a visitor (sent to log in) or for a deposit’s status', async () => {
      for (const [url, cookie] of [
        ['/m/voucherCenter', `${LANGUAGE_COOKIE}=EN`],
        ['/m/voucherCenter', `${MEMBER_COOKIE}=yes`],
        ['/m/voucherCenter?deposit=12', `${MEMBER_COOKIE}=1`],
      ] as const) {
        const html = await page(url, cookie);
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('channel-grid');
        // Its code still comes early; its styles wait for the page, as for any page the app draws itself.
        expect(html).toContain('<link rel="modulepreload" href="/assets/voucher-center.lazy-7.js">');
        expect(html).toContain('<link rel="preload" as="style" href="/assets/wallet-9.css" crossorigin>');
      }
    });

    it('leaves other pages and files as built', async () => {
      const login = await page('/m/login');
      expect(login).toContain('<div id="root"></div>');
      const script = await platform().app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(script.body).toBe('console.log(1)');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("sends the build's compressed copy of a file to a browser that takes it, and the file itself otherwise", async () => {
      const compressed = await platform().app.inject({
        method: 'GET',
        url: '/assets/table.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['content-type']).toMatch(/^application\/javascript/);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigScript);
      const plain = await platform().app.inject({ method: 'GET', url: '/assets/table.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bigScript);
    });

    it('still serves Home, without the painted banner, when the home group has none', async () => {
      await platform().db.query(`DELETE FROM banners WHERE group_name = 'm_home_TY'`);
      const html = await page('/m/home');
      expect(html).toContain('class="boot"');
      expect(html).not.toContain('boot__banner-image');
    });
  },
  { distDir },
);

it('escapes the promotion title and picture address the operator wrote', () => {
  const screen = promotionsFirstScreen(
    { categoryCount: 0, first: { title: 'Panalo <b>"malaki"</b> & higit', coverUrl: '/cdn/a"b.svg' } },
    'TY',
  );
  expect(screen!.markup).toContain('<span class="promo-item__title">Panalo &lt;b&gt;"malaki"&lt;/b&gt; &amp; higit</span>');
  expect(screen!.markup).toContain('src="/cdn/a&quot;b.svg"');
  expect(screen!.markup).not.toContain('<b>');
  // No promotion: the app draws the empty list itself.
  expect(promotionsFirstScreen({ categoryCount: 3, first: null }, 'TY')).toBeNull();
});

const channel = (code: string, name: string, enabled = true): DepositChannel => ({
  code,
  group: 'EWALLET',
  name,
  logo: `/pay/logos/${code.toLowerCase()}.svg`,
  min: '50.00',
  max: '12345678.50',
  presets: ['100.00'],
  feePercent: '1.50',
  processingMinutes: 120,
  enabled,
});

it('paints only open channels, escapes what the operator wrote, and follows the site’s channel layout', () => {
  const screen = depositFirstScreen(
    { channels: [channel('SHUT', 'Closed pay', false), channel('PAY"X', '<b>Pay</b> & "go"')], currencySymbol: '$', layout: 'base' },
    'EN',
  )!;
  expect(screen.markup).not.toContain('Closed pay');
  expect(screen.markup).toContain('<span class="channel__name">&lt;b&gt;Pay&lt;/b&gt; &amp; "go"</span>');
  expect(screen.markup).toContain('src="/pay/logos/pay&quot;x.svg"');
  expect(screen.markup).not.toContain('<b>');
  // The old template lists the channels with smaller logos; hours, a fee and the site's symbol in the limits line.
  expect(screen.markup).toContain('<div class="channel-list">');
  expect(screen.markup).toContain('width="32" height="32"');
  expect(screen.markup).toContain('<p class="wallet-facts">$50.00 to $12,345,678.50 · Arrives within 2 hours · Fee 1.50%</p>');
  // No open channel: the app says so itself.
  expect(depositFirstScreen({ channels: [channel('SHUT', 'Closed', false)], currencySymbol: '₱', layout: 'new' }, 'TY')).toBeNull();
});
