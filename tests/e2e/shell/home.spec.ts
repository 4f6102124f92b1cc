import { expect, test } from '../support/test';
import { homeContent, openHome, scrollToHomeFoot } from '../support/home';
import { text } from '../support/locales';

const SECTIONS = [
  ['hot', 'sections.hot'],
  ['originals', 'sections.originals'],
  ['JILI', 'sections.vendor.JILI'],
  ['FC', 'sections.vendor.FC'],
  ['PGE', 'sections.vendor.PGE'],
  ['slots', 'sections.slots'],
  ['bingo', 'sections.bingo'],
  ['fish', 'sections.fish'],
] as const;

test('Home shows the server’s banners, notices, game rows, providers and winners in TY, then in EN after switching', async ({
  page,
  request,
}) => {
  const ty = await openHome(page, request, 'TY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

  const checkHome = async (language: 'ty' | 'en', content: typeof ty) => {
    const banners = page.getByRole('region', { name: text(language, 'home', 'banners') });
    await expect(banners.getByRole('img', { name: content.banners[0]!.title })).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toContainText(content.notices[0]!.title);
    for (const [id, titleKey] of SECTIONS) {
      const section = page.getByTestId(`section-${id}`);
      // Rows below the first screen draw their games as the player scrolls towards them.
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { name: text(language, 'home', titleKey) })).toBeVisible();
      const first = id === 'hot' ? content.hot[0]! : content.rows[id][0]!;
      await expect(section.getByRole('button', { name: first.gameName }).first()).toBeVisible();
    }
    await scrollToHomeFoot(page);
    const providers = page.getByTestId('section-providers');
    await providers.scrollIntoViewIfNeeded();
    await expect(providers.getByRole('heading', { name: text(language, 'home', 'sections.providers') })).toBeVisible();
    await expect(providers.getByRole('link', { name: content.vendors[0]!.displayName })).toBeVisible();
    const winners = page.getByTestId('section-winners');
    await winners.scrollIntoViewIfNeeded();
    await expect(winners.getByRole('heading', { name: text(language, 'home', 'sections.winners') })).toBeVisible();
    await expect(winners.getByText(content.topWinner.vo.gameName).first()).toBeVisible();
    await expect(page.getByTestId('jackpot-value')).toHaveText(/₱\d{1,3}(,\d{3})+/);
  };

  await checkHome('ty', ty);

  // The language accordion in the side menu lists only the languages the product has whole: Tagalog and English.
  await page.getByRole('button', { name: text('ty', 'shell', 'header.openMenu') }).click();
  const menu = page.getByRole('navigation', { name: text('ty', 'shell', 'menu.title') });
  await menu.getByRole('button', { name: text('ty', 'shell', 'menu.language') }).click();
  await expect(menu.getByRole('button', { name: /Español/ })).toHaveCount(0);
  await menu.getByRole('button', { name: /English/ }).click();
  await page.getByRole('button', { name: text('en', 'shell', 'menu.close') }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The next Home the server sends is painted in English too.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'tala_lang')?.value).toBe('EN');
  await checkHome('en', await homeContent(request, 'EN'));
});

test('a visitor tapping a game is asked to log in first', async ({ page, request }) => {
  const content = await openHome(page, request);
  await page.getByTestId('section-hot').getByRole('button', { name: content.hot[0]!.gameName }).first().click();
  const dialog = page.getByRole('alertdialog', { name: text('ty', 'shell', 'loginPrompt.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('ty', 'shell', 'actions.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('swiping along the hot row moves it three columns at a time, and reaches its last game', async ({ page, request }) => {
  const content = await openHome(page, request);
  const row = page.getByTestId('section-hot').getByRole('list', { name: text('ty', 'home', 'sections.hot') });
  const columns = row.getByRole('listitem');
  const last = content.hot[content.hot.length - 1]!;
  expect(content.hot.length).toBeGreaterThan(30);
  await row.scrollIntoViewIfNeeded();
  await expect(columns.first()).toBeInViewport();
  // A finger's swipe (the browser's own touch events), across the middle of the row: the customer-service button
  // floats over its right edge.
  const touch = await page.context().newCDPSession(page);
  const swipeLeft = async () => {
    const box = (await row.boundingBox())!;
    const y = box.y + 60;
    const from = box.x + box.width * 0.7;
    const at = (x: number) => [{ x, y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
    for (let step = 1; step <= 10; step += 1) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from - step * 15) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const leftOf = async (column: number) => (await columns.nth(column).boundingBox())!.x;
  const start = await leftOf(0);
  await swipeLeft();
  // The fourth column comes to where the first was: one swipe, one group of three.
  await expect.poll(() => leftOf(3)).toBeCloseTo(start, 0);
  // Later columns are drawn as the player comes near them, until the last one is in view.
  const allColumns = Math.ceil(content.hot.length / 3);
  await expect
    .poll(
      async () => {
        const atEnd =
          (await columns.count()) === allColumns &&
          (await columns.last().evaluate((column) => column.getBoundingClientRect().right <= innerWidth));
        if (!atEnd) await swipeLeft();
        return atEnd;
      },
      // The hot games run to more than a hundred: fifteen swipes and more, each waiting out the last move.
      { timeout: 90_000, intervals: [600] },
    )
    .toBe(true);
  await expect(columns.last().getByRole('button', { name: last.gameName, exact: true })).toBeInViewport();
});

test('the banner carousel moves on by itself every few seconds, a dot brings a banner back, and its button stops it', async ({
  page,
  request,
}) => {
  const content = await openHome(page, request);
  expect(content.banners.length).toBeGreaterThan(1);
  const banners = page.getByRole('region', { name: text('ty', 'home', 'banners') });
  const dot = (n: number) => banners.getByRole('button', { name: `${n} / ${content.banners.length}`, exact: true });
  const count = content.banners.length;
  // On a busy machine Home may already have moved on by the time it is read: start from whichever banner shows.
  const shown = async () => {
    for (let n = 1; n <= count; n += 1) if ((await dot(n).getAttribute('aria-current')) === 'true') return n;
    throw new Error('no banner is marked as the current one');
  };
  const first = await shown();
  // Autoplay waits 4 s per banner (and starts once Home is up and the browser idle).
  await expect(dot((first % count) + 1)).toHaveAttribute('aria-current', 'true', { timeout: 12_000 });
  const target = (await shown()) === 1 ? 2 : 1;
  await dot(target).click();
  await expect(dot(target)).toHaveAttribute('aria-current', 'true');
  await expect(banners.getByRole('img', { name: content.banners[target - 1]!.title }).first()).toBeInViewport();

  // Stopped with its button, it stays on that banner for longer than a banner's turn.
  await banners.getByRole('button', { name: text('ty', 'common', 'bannerCarousel.pause') }).click();
  await page.waitForTimeout(6000);
  await expect(dot(target)).toHaveAttribute('aria-current', 'true');
  await banners.getByRole('button', { name: text('ty', 'common', 'bannerCarousel.play') }).click();
  await expect(dot((target % count) + 1)).toHaveAttribute('aria-current', 'true', { timeout: 12_000 });
});

test('the provider strip moves along by itself, stands still once the player stops it, and moves again when asked', async ({
  page,
  request,
}) => {
  await openHome(page, request);
  await scrollToHomeFoot(page);
  const providers = page.getByTestId('section-providers');
  await providers.scrollIntoViewIfNeeded();
  const strip = providers.getByRole('list', { name: text('ty', 'home', 'sections.providers') });
  await expect(strip.getByRole('link').first()).toBeVisible();
  // The provider whose tile stands at the strip's left edge.
  const atLeftEdge = () =>
    strip.evaluate((element) => {
      const left = element.getBoundingClientRect().left;
      const tiles = [...element.querySelectorAll('a')];
      const distance = (tile: Element) => Math.abs(tile.getBoundingClientRect().left - left);
      return tiles.reduce((best, tile) => (distance(tile) < distance(best) ? tile : best)).textContent;
    });
  const first = await atLeftEdge();
  // A rest of 3 s, then a move of 2 s.
  await expect.poll(atLeftEdge, { timeout: 12_000 }).not.toBe(first);

  await providers.getByRole('button', { name: text('ty', 'home', 'providerStrip.pause') }).click();
  const play = providers.getByRole('button', { name: text('ty', 'home', 'providerStrip.play') });
  await expect(play).toBeVisible();
  // A move already under way ends where it was going; after that nothing moves, for longer than a rest and a move.
  await page.waitForTimeout(2500);
  const stopped = await atLeftEdge();
  await page.waitForTimeout(6000);
  expect(await atLeftEdge()).toBe(stopped);

  await play.click();
  await expect(providers.getByRole('button', { name: text('ty', 'home', 'providerStrip.pause') })).toBeVisible();
  await expect.poll(atLeftEdge, { timeout: 12_000 }).not.toBe(stopped);
});

test('the popup announcement appears whole once its cover has arrived, not growing under the player’s thumb', async ({ page, request }) => {
  const content = await homeContent(request, 'TY');
  expect(content.popups.length).toBeGreaterThan(0);
  // The popup covers are held at the network boundary until the test lets them through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cdn/promo/*-cover.svg', async (route) => {
    await held;
    await route.continue();
  });
  const coverAsked = page.waitForRequest('**/cdn/promo/*-cover.svg');
  await page.goto('/m/home');
  await coverAsked;
  const name = text('ty', 'home', 'popupTitle');
  await expect(page.getByRole('dialog', { name, includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('dialog', { name })).toBeHidden();

  release();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const covers = dialog.locator('img.popup__cover');
  expect(await covers.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await expect(dialog.getByRole('button', { name: text('ty', 'home', 'closePopup') })).toBeFocused();
});

test('nothing already on Home moves while the rest of its content arrives', async ({ page, request }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
    // A shift the eye can see moves something by a pixel or more; sub-pixel rounding while a placeholder gives way is not one.
    const visiblyMoved = ({ previousRect: a, currentRect: b }: Source) =>
      Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width), Math.abs(a.height - b.height)) >= 1;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Source[] }>) {
        const moved = entry.sources.filter(visiblyMoved);
        if (moved.length === 0) continue;
        const names = moved.map(({ node, previousRect: a, currentRect: b }) => {
          const name = node instanceof Element ? node.className : String(node?.nodeName);
          return `${name} (${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height})`;
        });
        shifts.push(`${entry.value.toFixed(4)} ${names.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const content = await openHome(page, request);
  await expect(page.getByTestId('jackpot-value')).toHaveText(/₱\d/);
  await expect(page.getByTestId('section-hot').getByRole('button', { name: content.hot[0]!.gameName }).first()).toBeVisible();
  // The banners moving on by themselves is part of what arrives: their dots must not push each other.
  const banners = page.getByRole('region', { name: text('ty', 'home', 'banners') });
  await expect(banners.getByRole('button', { name: `1 / ${content.banners.length}`, exact: true })).toHaveAttribute(
    'aria-current',
    'false',
    {
      timeout: 15_000,
    },
  );
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
});

test('the jackpot is the platform’s one figure: it grows while Home is open and a reload continues from it, never lower', async ({
  page,
  request,
}) => {
  await openHome(page, request);
  const jackpot = page.getByTestId('jackpot-value');
  const figure = async () => Number((await jackpot.textContent())!.replace(/[^\d]/g, ''));
  await expect(jackpot).toHaveText(/₱\d/);
  const first = await figure();
  // The counter steps every 3 to 5 seconds.
  await expect.poll(figure, { timeout: 12_000 }).toBeGreaterThan(first);
  const shown = await figure();
  await page.reload();
  await expect(jackpot).toHaveText(/₱\d/);
  expect(await figure()).toBeGreaterThanOrEqual(shown);
  // Another player, elsewhere, sees the same figure (within what a few seconds add).
  const answer = (await (await request.get('/wps/relay/jackpot')).json()) as { value: { value: number; perSecond: number } };
  expect(Math.abs(answer.value.value - (await figure()))).toBeLessThan(answer.value.perSecond * 10);
});
