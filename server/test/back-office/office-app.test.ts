import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeOnEachDatabase, envelope } from '../helpers';

// A build folder with the player app in dist/ and the back office beside it in dist-office/.
const buildRoot = mkdtempSync(path.join(tmpdir(), 'tala-office-'));
const distDir = path.join(buildRoot, 'dist');
const officeDir = path.join(buildRoot, 'dist-office');
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
mkdirSync(path.join(officeDir, 'assets'), { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(officeDir, 'index.html'), '<!doctype html><title>Tala back office</title><div id="root"></div>');
writeFileSync(path.join(officeDir, 'assets', 'index-abc.js'), 'console.log("office")');
afterAll(() => rmSync(buildRoot, { recursive: true, force: true }));

describeOnEachDatabase(
  'the back office page app',
  (platform) => {
    const open = (url: string) => platform().app.inject({ method: 'GET', url });

    it('answers every address under /office/ with its own page, never the player app', async () => {
      for (const url of ['/office/', '/office/cashier', '/office/players/12']) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toContain('Tala back office');
      }
      expect((await open('/office')).headers.location).toBe('/office/');
    });

    it('serves its files for a year and nothing outside its folder', async () => {
      const file = await open('/office/assets/index-abc.js');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^text\/javascript/);
      expect(file.headers['cache-control']).toContain('immutable');
      for (const url of ['/office/assets/missing.js', '/office/assets/..%2F..%2Fdist%2Findex.html', '/office/assets/%2e%2e%2Findex.html']) {
        expect((await open(url)).statusCode, url).toBe(404);
      }
    });

    it('answers an unknown back-office call with the JSON envelope, not the page', async () => {
      const response = await open('/office/api/no-such-call');
      expect(response.statusCode).toBe(404);
      expect(envelope(response).errorCode).toBe('request.notFound');
    });
  },
  { distDir },
);
