import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { IPHONE_SCREENS, splashFile } from '../../manifest/install-images';
// @ts-expect-error -- a plain script without type declarations
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

const DIST = path.resolve('dist');

/** A PNG's pixel size, read from its header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Screenshot {
  src: string;
  sizes: string;
  form_factor?: string;
  label?: string;
}

/** What an install reads from the build: the manifest's screenshots, the one manifest link, iOS launch images. */
describe('install images in the build', () => {
  let html = '';
  let manifest: { screenshots?: Screenshot[] } = {};
  let sw = '';
  beforeAll(() => {
    const runnerEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      (buildIfStale as () => boolean)();
    } finally {
      process.env.NODE_ENV = runnerEnv;
    }
    html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as typeof manifest;
    sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  }, 240_000);

  it('links the manifest once', () => {
    expect([...html.matchAll(/rel="manifest"/g)]).toHaveLength(1);
  });

  it('lists narrow screenshots of Home and the lobby, each a real PNG of its stated size, none precached', () => {
    const shots = manifest.screenshots ?? [];
    expect(shots.map((shot) => shot.src)).toEqual(['/screenshots/home.png', '/screenshots/lobby.png']);
    for (const shot of shots) {
      expect(shot.form_factor).toBe('narrow');
      expect(shot.label).toBeTruthy();
      const { width, height } = pngSize(path.join(DIST, shot.src));
      expect(`${width}x${height}`).toBe(shot.sizes);
      expect(sw).not.toContain(shot.src.slice(1));
    }
  });

  it('gives every current iPhone screen a launch image of its exact pixel size, not precached', () => {
    const links = [...html.matchAll(/<link rel="apple-touch-startup-image" media="([^"]+)" href="\/([^"]+)"/g)];
    expect(links).toHaveLength(IPHONE_SCREENS.length);
    for (const screen of IPHONE_SCREENS) {
      const file = splashFile(screen);
      const link = links.find(([, , href]) => href === file);
      expect(link?.[1]).toContain(`(device-width: ${screen.width}px) and (device-height: ${screen.height}px)`);
      expect(existsSync(path.join(DIST, file))).toBe(true);
      expect(pngSize(path.join(DIST, file))).toEqual({ width: screen.width * screen.ratio, height: screen.height * screen.ratio });
      expect(sw).not.toContain(file);
    }
  });
});
