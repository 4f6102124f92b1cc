import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { text } from '../e2e/support/locales';
import type { Engine } from './engine';
import { launchFirefox } from './firefox';
import { pageKit } from './page-kit';
import { registerPlayer } from './platform';
import { launchWebKit } from './webkit';

/*
 * The player's walk that every engine must carry: WebKit (every iPhone browser) and Firefox, beside
 * the Chromium of the end-to-end suite. Each engine gets a fresh profile and its own new player.
 */

const BASE = `http://127.0.0.1:${process.env.ENGINES_PORT ?? 8182}`;
const SHOTS = 'test-results/engines';
const ENGINES = [
  ['Firefox', launchFirefox],
  ['WebKit', launchWebKit],
] as const;

const en = (namespace: string, key: string, values: Record<string, string | number> = {}) => text('en', namespace, key, values);
const ty = (namespace: string, key: string) => text('ty', namespace, key);

describe.each(ENGINES)('%s', (name, launch) => {
  let engine: Engine;
  let kit: ReturnType<typeof pageKit>;
  let player: { username: string; password: string };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    player = await registerPlayer(BASE);
    engine = await launch(BASE);
    kit = pageKit(engine);
  }, 90_000);

  afterAll(async () => {
    await engine?.close();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await engine.screenshot(`${SHOTS}/${name}-${task.name.replace(/\W+/g, '-')}.png`).catch(() => undefined);
  });

  /**
   * Leaves a page only once it has loaded its pictures and its requests have gone quiet: a picture
   * or a module cut off by the walk's own navigation is reported by Firefox as a load error, which
   * no player sees.
   */
  const settle = async () => {
    let seen = -1;
    await kit.waitFor(
      'page settled',
      'return document.readyState === "complete" && [...document.images].every((img) => img.loading === "lazy" || img.complete) && performance.getEntriesByType("resource").length;',
    );
    for (;;) {
      const count = await kit.run<number>('return performance.getEntriesByType("resource").length');
      if (count === seen) return;
      seen = count;
      await sleep(400);
    }
  };
  /**
   * A page the server rendered shows before the app has taken it over, and a tap on it then does nothing:
   * the walk goes on once the app has taken over (`data-app` on the page), as a player does once the page answers.
   */
  const takenOver = () =>
    kit.waitFor('app taken over', 'return !/^\\/(m(\\/|$)|$)/.test(location.pathname) || document.documentElement.dataset.app === "ready"');
  const go = async (path: string) => {
    await settle();
    await engine.open(path);
    await takenOver();
  };
  const reload = async () => {
    await settle();
    await engine.reload();
    await takenOver();
  };

  /** Home's popup announcements open once per session over whatever is under them. */
  const closePopups = async (language: 'en' | 'ty') => {
    const close = (language === 'en' ? en : ty)('home', 'closePopup');
    await kit.waitFor(
      'popups closed',
      'const b = byRole("button", arguments[0], "exact")[0]; if (b) { b.click(); return false; } return true;',
      [close],
      30_000,
    );
  };

  test('Home draws in Tagalog, fits the screen, and its service worker takes control', async () => {
    await engine.open('/m/home');
    await kit.waitFor('Tagalog page', 'return document.documentElement.lang === "fil" && document.querySelectorAll("h1").length === 1');
    await kit.see('link', ty('shell', 'footer.promotion'), 'prefix');
    await kit.waitFor('game tiles on Home', 'return document.querySelectorAll(".game-tile__button").length >= 6');
    expect(await kit.run<number>('return document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    // Offline from the first visit: the worker controls the page within seconds.
    await kit.waitFor('service worker in control', 'return !!(navigator.serviceWorker && navigator.serviceWorker.controller)', [], 30_000);
  });

  test('the side menu switches the app to English, and it stays English after a reload', async () => {
    await closePopups('ty');
    await kit.tap('button', ty('shell', 'header.openMenu'));
    await kit.tap('button', ty('shell', 'menu.language'), 'prefix');
    await kit.tap('button', 'English', 'contains');
    await kit.waitFor('English page', 'return document.documentElement.lang === "en"');
    await kit.see('link', en('shell', 'footer.promotion'), 'prefix');
    await reload();
    await kit.waitFor(
      'English after reload',
      'return document.documentElement.lang === "en" && document.querySelectorAll(".game-tile__button").length > 0',
    );
    await kit.see('link', en('shell', 'actions.login'));
  });

  test('a lobby lists its games', async () => {
    await go('/m/slot-games');
    await kit.waitFor('slot tiles', 'return document.querySelectorAll(".game-tile__button").length >= 6');
    expect(await kit.run<number>('return document.querySelectorAll("h1").length')).toBe(1);
    expect(await kit.run<number>('return document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });

  test('promotions open one in detail', async () => {
    await go('/m/activity');
    const title = await kit.waitFor<string>(
      'a promotion opened',
      'const s = document.querySelector(".promo-list summary"); if (!s) return ""; if (!s.parentElement.open) s.click(); return norm(s.textContent);',
    );
    await kit.tap('link', `${en('content', 'activity.seeAll')}: ${title}`);
    await kit.waitFor('promotion detail', 'return location.pathname === "/m/activityDetail"');
    await kit.see('heading', title);
  });

  test('the login form signs the player in through the sealed call', async () => {
    await fetch(new URL('/dev/login-limits', BASE), { method: 'DELETE' });
    await go('/m/login');
    await kit.fill(en('account', 'fields.username'), player.username);
    await kit.fill(en('account', 'fields.password'), player.password);
    await kit.waitFor(
      'login submitted',
      'const b = document.querySelector("form button[type=submit]"); if (!b || b.disabled) return false; b.click(); return true;',
    );
    await kit.see('link', en('shell', 'header.memberCentre'), 'prefix');
    const session = await kit.run<{ userName: string; token: string } | null>(
      'return JSON.parse(sessionStorage.getItem("MC_SESSION_INFO"))',
    );
    expect(session?.userName).toBe(player.username);
  });

  test('the deposit page offers its channels', async () => {
    await go('/m/voucherCenter');
    await kit.see('heading', 'Deposit');
    await kit.waitFor(
      'deposit channels',
      'return [...document.querySelectorAll("input[type=radio]")].some((r) => norm(r.closest("label")?.textContent).includes("GCash"))',
    );
  });

  test('a spin of an in-house game moves the balance by its net result', async () => {
    await go('/m/provider?vassalage=BGS');
    await kit.tap('button', 'Tala Fruits');
    await kit.waitFor('game page', 'return location.pathname === "/m/game"');
    await kit.see('heading', 'Tala Fruits');
    const before = Number(
      await kit.waitFor<string>('balance', 'return document.querySelector("[data-testid=game-balance]")?.getAttribute("data-value")'),
    );
    await kit.tap('button', 'Spin', 'prefix');
    const round = await kit.waitFor<{ net: string; id: string }>(
      'round result',
      'const r = document.querySelector("[data-testid=round-result]"); return r && r.dataset.round ? { id: r.dataset.round, net: r.dataset.net } : null;',
    );
    expect(round.id).toMatch(/^[0-9a-f-]{36}$/);
    const expected = String(Math.round((before + Number(round.net)) * 100) / 100);
    await kit.waitFor(
      `balance ${expected}`,
      'return document.querySelector("[data-testid=game-balance]")?.getAttribute("data-value") === arguments[0]',
      [expected],
    );
  });

  test('a favourite is kept after a reload and listed among favourites', async () => {
    await go('/m/provider?vassalage=BGS');
    await kit.tap('button', en('common', 'favourite.add', { name: 'Gem Palace' }));
    const removeLabel = en('common', 'favourite.remove', { name: 'Gem Palace' });
    const pressed = 'const b = byRole("button", arguments[0], "exact")[0]; return !!b && b.getAttribute("aria-pressed") === "true";';
    await kit.waitFor('favourite marked', pressed, [removeLabel]);
    await reload();
    await kit.waitFor('favourite still marked after reload', pressed, [removeLabel]);
    await go('/m/fav-games');
    await kit.see('button', 'Gem Palace');
  });

  test('the help, notices and download pages open with their hints', async () => {
    for (const path of ['/m/help', '/m/notice', '/m/download']) {
      await go(path);
      await kit.waitFor(
        `${path} drawn`,
        'return location.pathname === arguments[0] && document.querySelectorAll("h1").length === 1 && !document.querySelector("[aria-busy=true]")',
        [path],
      );
    }
  });

  test('no page raised an uncaught script error or failed a preload', () => {
    expect(engine.pageErrors()).toEqual([]);
  });
});
