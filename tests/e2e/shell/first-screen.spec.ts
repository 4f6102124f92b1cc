import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { homeContent } from '../support/home';
import { holdStartUp } from '../support/slow-start';
import { watchLayoutShifts } from '../support/layout';
import { signInAs } from '../wallet/support';

test.describe('before any script runs', () => {
  // What a player on a slow link sees before any script has arrived.
  test.use({ javaScriptEnabled: false });

  test('Home shows its banners and hot games, in the language the player last chose', async ({ page, context, request }) => {
    const ty = await homeContent(request, 'TY');
    await page.goto('/m/home');
    await expect(page.getByRole('img', { name: ty.banners[0]!.title })).toBeVisible();
    await expect(page.getByText(ty.hot[0]!.gameName).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mag-log in' })).toBeVisible();

    // The app mirrors the player's language choice into this cookie.
    const { origin } = new URL(page.url());
    await context.addCookies([{ name: 'tala_lang', value: 'EN', url: origin }]);
    const en = await homeContent(request, 'EN');
    await page.goto('/m');
    await expect(page.getByRole('img', { name: en.banners[0]!.title })).toBeVisible();
    await expect(page.getByText(en.hot[0]!.gameName).first()).toBeVisible();
  });

  test('the help centre shows its topics', async ({ page, request }) => {
    const answer = await request.get('/wps/help/center?language=TY&device=MOBILE');
    const [first] = ((await answer.json()) as { value: { list: Array<{ title: string }> } }).value.list;
    await page.goto('/m/help');
    await expect(page.getByText(first!.title, { exact: true }).first()).toBeVisible();
  });

  test('the announcements show with the first one open, its text and formatting whole', async ({ page, request }) => {
    const answer = await request.get('/wps/announcement/list?types=PL&language=TY');
    const [first, second] = ((await answer.json()) as { value: { player: Array<{ title: string; content: string }> } }).value.player;
    await page.goto('/m/notice');
    await expect(page.getByRole('heading', { name: 'Mga anunsyo', level: 1 })).toBeVisible();
    await expect(page.getByText(second!.title, { exact: true })).toBeVisible();
    const opened = page.locator('details[open]');
    await expect(opened.getByText(first!.title, { exact: true })).toBeVisible();
    // The body is the platform's HTML as the app's sanitiser leaves it: its emphasis kept, nothing that runs.
    const body = opened.locator('.rich-content');
    await expect(body.locator('p, li').first()).toBeVisible();
    expect(await body.locator('script, [onerror], [onclick]').count()).toBe(0);
    const firstStrong = /<strong>([^<]+)<\/strong>/.exec(first!.content)?.[1];
    expect(firstStrong, 'the first announcement has an emphasised part').toBeDefined();
    await expect(body.locator('strong').first()).toHaveText(firstStrong!);
  });

  test('a shared promotion shows its picture, title, the player’s way in and terms', async ({ page, request }) => {
    const answer = await request.get('/wps/announcement/list?types=Promotion&language=TY');
    const [first] = ((await answer.json()) as { value: { promotion: Array<{ id: number; title: string; content: string }> } }).value
      .promotion;
    const states = await request.get('/wps/activity/states?language=TY');
    const { list } = ((await states.json()) as { value: { list: Array<{ id: number; state: string }> } }).value;
    expect(list.find((entry) => entry.id === first!.id)?.state, 'a visitor may apply for the first promotion').toBe('APPLY');
    await page.goto(`/m/activityDetail?id=${first!.id}`);
    await expect(page.getByRole('heading', { name: first!.title, level: 2 })).toBeVisible();
    await expect(page.locator('.promo-detail__image')).toBeVisible();
    // Drawn with the page, so the terms below it never move down when the app takes over.
    await expect(page.getByRole('button', { name: 'Mag-apply' })).toBeVisible();
    const firstWords = /<p>([^<]+)</.exec(first!.content)![1]!;
    await expect(page.locator('.promo-detail .rich-content')).toContainText(firstWords.trim());
  });

  test('the login page shows its form, its other ways in and the way to the agent login', async ({ page }) => {
    await page.goto('/m/login');
    const form = page.getByRole('form', { name: 'Mag-log in' });
    await expect(form.getByLabel('Pangalan ng account')).toBeVisible();
    await expect(form.getByLabel('Password ng account', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Mag-log in' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Numero ng mobile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login ng ahente' })).toBeVisible();
  });

  test('the registration page shows its form, its disclaimer and the way to log in', async ({ page }) => {
    await page.goto('/m/register');
    const form = page.getByRole('form', { name: 'Magparehistro' });
    await expect(form.getByLabel('Pangalan ng account')).toBeVisible();
    await expect(form.getByLabel('Kumpirmahin ang password', { exact: true })).toBeVisible();
    await expect(form.getByRole('checkbox')).toBeVisible();
    // Until the disclaimer is accepted, as the spec has it.
    await expect(form.getByRole('button', { name: 'Magparehistro' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Mag-log in', exact: true }).last()).toBeVisible();
  });

  test('a shared promotions link shows the promotions with their covers', async ({ page, request }) => {
    const answer = await request.get('/wps/announcement/list?types=Promotion&language=TY');
    const [first] = ((await answer.json()) as { value: { promotion: Array<{ title: string }> } }).value.promotion;
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { name: 'Mga promo', level: 1 })).toBeVisible();
    await expect(page.getByText(first!.title, { exact: true })).toBeVisible();
    await expect(page.locator('.promo-item__cover').first()).toBeVisible();
  });
});

/**
 * Every layout shift of the page so far, every page part the app had to draw again instead of taking
 * over, and whether the page's nodes are still the ones the server drew (not a new drawing of the same).
 */
async function watchTakeover(page: Page): Promise<() => Promise<{ shifted: number; redrawn: string[] }>> {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('page redrawn by the app')) redrawn.push(message.text());
  });
  const shifted = await watchLayoutShifts(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnByServer: Element | null }).drawnByServer = document.querySelector('#root > *');
    });
  });
  return async () => {
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { drawnByServer: Element | null }).drawnByServer;
      return drawn !== null && drawn.isConnected;
    });
    if (!kept) redrawn.push('the whole page: the app drew it anew instead of taking over the server’s nodes');
    return {
      shifted: await shifted(),
      redrawn,
    };
  };
}

/** Whether the content under `selector` is, once the app has taken over, the very nodes the server drew (not a copy). */
async function watchNodesKept(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Node | null }).drawn = document.querySelector(watched)?.firstChild ?? null;
    });
  }, selector);
  return () =>
    page.evaluate((watched) => {
      const drawn = (window as unknown as { drawn: Node | null }).drawn;
      return drawn !== null && document.querySelector(watched)?.firstChild === drawn;
    }, selector);
}

test.describe('the app taking over what the server drew', () => {
  test('Home is taken over in place for a visitor: nothing moves, nothing is drawn twice', async ({ page, request }) => {
    const ty = await homeContent(request, 'TY');
    const result = await watchTakeover(page);
    await page.goto('/m/home');
    await expect(page.getByRole('button', { name: 'Buksan ang menu' })).toBeVisible();
    // Home has taken over: it marks itself interactive once its first screen shows its data.
    await page.waitForFunction(() => performance.getEntriesByName('tala:interactive').length > 0);
    await expect(page.getByRole('img', { name: ty.banners[0]!.title })).toBeVisible();
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  test('/m/notice is taken over in place: the open announcement keeps the very nodes the server drew', async ({ page }) => {
    const result = await watchTakeover(page);
    const keptNodes = await watchNodesKept(page, 'details[open] .rich-content');
    await page.goto('/m/notice');
    await page.waitForFunction(() => document.querySelector('#tala-page') !== null);
    await page.waitForLoadState('networkidle');
    expect(await keptNodes()).toBe(true);
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  test('a shared promotion is taken over in place: its terms keep the nodes the server drew', async ({ page, request }) => {
    const answer = await request.get('/wps/announcement/list?types=Promotion&language=TY');
    const [first] = ((await answer.json()) as { value: { promotion: Array<{ id: number }> } }).value.promotion;
    const result = await watchTakeover(page);
    const keptNodes = await watchNodesKept(page, '.promo-detail .rich-content');
    await page.goto(`/m/activityDetail?id=${first!.id}`);
    await page.waitForLoadState('networkidle');
    expect(await keptNodes()).toBe(true);
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  for (const path of [
    '/m/help',
    '/m/activity',
    '/m/slot-games',
    '/m/slot-games?vassalage=JILI',
    '/m/provider?vassalage=JILI',
    '/m/gameCenter',
    '/m/download',
    '/m/login',
    '/m/register',
  ]) {
    test(`${path} is taken over in place: nothing moves, nothing is drawn twice`, async ({ page }) => {
      const result = await watchTakeover(page);
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Buksan ang menu' }).or(page.getByRole('button', { name: 'Bumalik' }))).toBeVisible();
      await page.waitForFunction(() => document.querySelector('#tala-page') !== null);
      await page.waitForLoadState('networkidle');
      const { shifted, redrawn } = await result();
      expect(redrawn).toEqual([]);
      expect(shifted).toBeLessThanOrEqual(0.01);
    });
  }

  test('/m/notice is taken over in place for a signed-in member, whose own unread marks follow', async ({ page }) => {
    await signInAs(page, 'TY');
    await page.goto('/m/notice');
    await expect(page.getByTestId('notice-unread-summary')).toBeVisible();
    const result = await watchTakeover(page);
    await page.goto('/m/notice');
    await expect(page.getByTestId('notice-unread-summary')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  test('/m/mine is taken over in place for a visitor, who is asked to log in or register', async ({ page }) => {
    const result = await watchTakeover(page);
    await page.goto('/m/mine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.member-card').getByRole('link', { name: 'Mag-log in' })).toBeVisible();
    await page.waitForFunction(() => document.querySelector('#tala-page') !== null);
    await page.waitForLoadState('networkidle');
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  for (const path of ['/m/mine', '/m/member/home']) {
    test(`${path} is taken over in place for a signed-in member, whose name, balance and counts follow`, async ({ page }) => {
      await signInAs(page, 'TY');
      await page.goto(path);
      await expect(page.locator('.member-card__name')).not.toBeEmpty();
      const result = await watchTakeover(page);
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Mag-log out' })).toBeVisible();
      await expect(page.locator('.member-card__name')).not.toBeEmpty();
      await expect(page.locator('.member-card__vip')).toBeVisible();
      await expect(page.locator('.member-card').getByTestId('balance')).toHaveText(/₱/);
      await page.waitForLoadState('networkidle');
      const { shifted, redrawn } = await result();
      expect(redrawn).toEqual([]);
      expect(shifted).toBeLessThanOrEqual(0.01);
    });
  }

  test('the deposit page is taken over in place for a member, whose own bonuses follow', async ({ page }) => {
    await signInAs(page, 'TY');
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('button', { name: 'Magdeposito' })).toBeVisible();
    const result = await watchTakeover(page);
    await page.goto('/m/voucherCenter');
    await page.waitForFunction(() => document.querySelector('#tala-page') !== null);
    await expect(page.getByRole('group', { name: 'Dagdag na bonus' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  test('Home is taken over in place for a signed-in member, whose own header follows', async ({ page, context }) => {
    const session = await signInAs(page, 'TY');
    // Once the app has started with the session, it tells the server who is signed in, with a cookie that holds nothing of the session.
    await page.goto('/m/home');
    const memberName = page.locator('.member-strip__name');
    await expect(memberName).not.toBeEmpty();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tala_member')?.value).toBe('member');
    expect(JSON.stringify(cookies)).not.toContain(session.token);
    const result = await watchTakeover(page);
    await page.goto('/m/home');
    await expect(memberName).not.toBeEmpty();
    const { shifted, redrawn } = await result();
    expect(redrawn).toEqual([]);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });
});

test('a game tapped on the lobby the server drew, before the app has taken it over, is opened once it has', async ({ page }) => {
  const releaseStartUp = await holdStartUp(page);
  await page.goto('/m/slot-games');
  const tile = page.locator('.game-tile__button').first();
  await expect(tile).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await tile.click();
  releaseStartUp();
  // A visitor's tap on a game leads to the login, to come back to the game after it.
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});

test('a lobby whose page code arrives late still answers a tap made once the app is ready', async ({ page }) => {
  // A slow phone: the lobby's own code arrives seconds after start-up is ready to take the page over.
  await page.route(/\/assets\/pages-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/m/slot-games');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 20_000 });
  await page.locator('.game-tile__button').first().click();
  // A visitor's tap on a game leads to the login, to come back to the game after it.
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});
