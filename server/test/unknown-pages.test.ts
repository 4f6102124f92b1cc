import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeOnEachDatabase, envelope } from './helpers';

const distDir = mkdtempSync(path.join(tmpdir(), 'tala-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(path.join(distDir, 'sw.js'), 'self.skipWaiting()');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describeOnEachDatabase(
  'addresses outside the app',
  (platform) => {
    const open = (url: string, method: 'GET' | 'HEAD' = 'GET') => platform().app.inject({ method, url });

    it.each(['/no-such-page', '/games/deep/unknown', '/home?from=old-link', '//evil.example/m/home', '/M'])(
      'sends %s to Home on a first visit',
      async (url) => {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await open(url, method);
          expect(response.statusCode, `${method} ${url}`).toBe(302);
          expect(response.headers.location, `${method} ${url}`).toBe('/m/home');
        }
      },
    );

    it('serves the app at its own addresses, an unknown one under /m included', async () => {
      for (const url of ['/', '/m', '/m/home', '/m/no-such-page']) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      }
    });

    it('keeps files, missing files and the platform’s own folders out of it', async () => {
      expect((await open('/sw.js')).statusCode).toBe(200);
      expect((await open('/assets/app.js')).statusCode).toBe(200);
      for (const url of [
        '/assets/gone-1234.js',
        '/favicon.ico',
        '/cdn/nothing',
        '/media/chat/nothing',
        '/support/nothing',
        '/protection/nothing',
      ]) {
        expect((await open(url)).statusCode, url).toBe(404);
      }
      const call = await open('/wps/no/such/call');
      expect(call.statusCode).toBe(404);
      expect(envelope(call).errorCode).toBe('request.notFound');
      expect((await open('/support/')).statusCode).toBe(200);
    });
  },
  { distDir },
);
