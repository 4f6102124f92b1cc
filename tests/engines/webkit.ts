import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { VIEWPORT, type Engine } from './engine';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** An X display nobody holds: MiniBrowser needs one, and the machine has no screen. */
const freeDisplay = () => {
  for (let display = 90; display < 190; display++) if (!existsSync(`/tmp/.X${display}-lock`)) return display;
  throw new Error('no free X display between :90 and :189');
};

async function until<T>(what: string, attempt: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await attempt().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > end) throw new Error(`${what} did not start in ${timeoutMs} ms`);
    await sleep(200);
  }
}

interface WebDriverAnswer<T> {
  value: T | { error: string; message: string };
}

/**
 * WebKitGTK's MiniBrowser (the engine of every iPhone browser) through WebKitWebDriver and the
 * W3C WebDriver protocol, on a 390×844 virtual screen that its window fills (it will not shrink
 * below 447 px on its own).
 */
export async function launchWebKit(baseUrl: string): Promise<Engine> {
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    const display = freeDisplay();
    children.push(
      spawn(XVFB, [`:${display}`, '-screen', '0', `${VIEWPORT.width}x${VIEWPORT.height}x24`, '-nolisten', 'tcp'], { stdio: 'ignore' }),
    );
    await until('Xvfb', async () => (existsSync(`/tmp/.X11-unix/X${display}`) ? true : null));
    const port = await freePort();
    children.push(spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: `:${display}` } }));
    const driver = `http://127.0.0.1:${port}`;
    await until('WebKitWebDriver', async () => ((await fetch(`${driver}/status`)).ok ? true : null));

    const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${driver}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const { value } = (await answer.json()) as WebDriverAnswer<T>;
      if (value && typeof value === 'object' && 'error' in value) throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
      return value as T;
    };
    const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] } } },
    });
    const session = `/session/${sessionId}`;
    // A window keeps 447 px of width at least; one opened full screen on the 390 px screen takes a phone's.
    await until('a phone-sized window', async () => {
      await command('POST', `${session}/window/rect`, { x: 0, y: 0, ...VIEWPORT });
      const width = await command<number>('POST', `${session}/execute/sync`, { script: 'return window.innerWidth', args: [] });
      return width === VIEWPORT.width ? true : null;
    });
    return {
      name: 'webkit',
      open: async (path) => {
        await command('POST', `${session}/url`, { url: new URL(path, baseUrl).href });
      },
      run: <T>(body: string, args: readonly unknown[] = []) => command<T>('POST', `${session}/execute/sync`, { script: body, args }),
      reload: async () => {
        await command('POST', `${session}/refresh`, {});
      },
      screenshot: async (file) => {
        writeFileSync(file, Buffer.from(await command<string>('GET', `${session}/screenshot`), 'base64'));
      },
      // Classic WebDriver reports no page errors.
      pageErrors: () => [],
      close: async () => {
        await command('DELETE', session).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
