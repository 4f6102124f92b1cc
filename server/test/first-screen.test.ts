import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentCalls } from '../../contract/content';
import { LANGUAGE_COOKIE } from '../../contract/domain';
import { get } from './catalogue/call';
import { describeOnEachDatabase } from './helpers';

const distDir = mkdtempSync(path.join(tmpdir(), 'tala-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
// The build writes compressed copies beside its files (build/precompress.ts).
const bigScript = `export const table = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
writeFileSync(path.join(distDir, 'assets', 'table.js'), bigScript);
writeFileSync(path.join(distDir, 'assets', 'table.js.br'), brotliCompressSync(bigScript));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describeOnEachDatabase(
  'Home first screen painted by the server',
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
