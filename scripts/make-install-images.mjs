// Draws the images only installs read, from the built app: the manifest's narrow screenshots of
// Home and the slots lobby, and iOS launch images for current iPhones. Run after `npm run build`:
// npm run install-images (the PNGs are committed in public/; none is precached).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { IPHONE_SCREENS, SCREENSHOT_SIZE, SCREENSHOTS, SCREENSHOTS_DIR, SPLASH_DIR, splashFile } from '../manifest/install-images.ts';
import { BACKGROUND_COLOR } from '../manifest/manifest.ts';

const PORT = process.env.PORT ?? '8691';
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function waitForServer() {
  for (let tries = 0; tries < 120; tries++) {
    try {
      if ((await fetch(`${ORIGIN}/wps/system/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the platform server did not start');
}

const star = readFileSync('public/icons/favicon.svg', 'utf8');
const splashPage = `<!doctype html><html><body style="margin:0;height:100vh;display:grid;place-items:center;background:${BACKGROUND_COLOR}">
<div style="display:grid;justify-items:center;gap:18px;font:700 30px system-ui,sans-serif;color:#ffd36b">
<div style="width:112px;height:112px">${star.replace('<svg ', '<svg width="112" height="112" ')}</div>Tala</div></body></html>`;

mkdirSync(`public/${SCREENSHOTS_DIR}`, { recursive: true });
mkdirSync(`public/${SPLASH_DIR}`, { recursive: true });
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { stdio: 'inherit', env: { ...process.env, PORT } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const screen of IPHONE_SCREENS) {
    const page = await browser.newPage({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.ratio });
    await page.setContent(splashPage);
    await page.screenshot({ path: `public/${splashFile(screen)}` });
    await page.close();
  }

  await waitForServer();
  const context = await browser.newContext({ viewport: SCREENSHOT_SIZE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  // Tagalog, the site's language.
  await context.addInitScript("localStorage.setItem('tala.language', 'TY')");
  const closeLabel = JSON.parse(readFileSync('src/locales/ty/home.json', 'utf8')).closePopup;
  for (const shot of SCREENSHOTS) {
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${shot.path}`, { waitUntil: 'networkidle' });
    // Home's popup announcements open once it is idle: close them so the page itself shows.
    const close = page.getByRole('button', { name: closeLabel });
    await close.waitFor({ timeout: 5000 }).then(
      () => close.click(),
      () => undefined,
    );
    await page.waitForTimeout(800);
    await page.screenshot({ path: `public/${SCREENSHOTS_DIR}/${shot.file}` });
    await page.close();
  }
  console.log(`install images written to public/${SCREENSHOTS_DIR} and public/${SPLASH_DIR}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
