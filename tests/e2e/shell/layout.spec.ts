import type { Page } from '@playwright/test';
import { gamePage, signIn } from '../lobby/support';
import { MEMBER_PAGES, VISITOR_PAGES } from '../support/built-pages';
import { closePopups, homeContent, scrollToHomeFoot } from '../support/home';
import { wideParts } from '../support/layout';
import { text } from '../support/locales';
import { expect, test } from '../support/test';

const shell = (key: string) => text('ty', 'shell', key);

async function expectPageFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await wideParts(page), `${path} is wider than the screen`).toEqual([]);
}

// Two walks of about thirty pages each, each page scanned for accessibility as it is left: they run side by side.
test('every built page has one heading of level one and fits the screen, for a visitor', async ({ page }) => {
  test.setTimeout(300_000);
  for (const path of VISITOR_PAGES) await expectPageFits(page, path);
});

test('every built page has one heading of level one and fits the screen, for a member', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  for (const path of MEMBER_PAGES) await expectPageFits(page, path);
});

/**
 * Names of the buttons and links painted under the floating customer-service button: hit-tested in
 * the page on a grid of points over the button, so a control a scrolling box clips away does not count.
 */
function coveredControls(page: Page, serviceName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const service = [...document.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === name);
    if (!service) return ['(no service button)'];
    const box = service.getBoundingClientRect();
    const covered = new Set<string>();
    for (let x = box.left + 1; x < box.right; x += 6) {
      for (let y = box.top + 1; y < box.bottom; y += 6) {
        for (const hit of document.elementsFromPoint(x, y)) {
          const control = hit.closest<HTMLElement>('a[href], button, input, select, [role="button"], [role="tab"]');
          if (control && control !== service && !service.contains(control))
            covered.add(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
        }
      }
    }
    return [...covered];
  }, serviceName);
}

/** Scrolls so `target` sits where the service button usually rests (just above the footer bar), then waits for rest. */
async function bringUnderServiceButton(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    // The usual place is 16 px above the 64 px footer, 52 px tall.
    window.scrollBy(0, rect.bottom - (window.innerHeight - 64 - 16 - 10));
  });
}

test('the customer-service button never covers a control: the login page’s service tile', async ({ page }) => {
  await page.goto('/m/login');
  const tile = page.getByRole('link', { name: text('ty', 'account', 'nav.service') });
  await bringUnderServiceButton(page, tile);
  await expect(tile).toBeVisible();
  await expect.poll(() => coveredControls(page, shell('service.title'))).toEqual([]);
  await expect(page.getByRole('button', { name: shell('service.title') })).toBeVisible();
});

test('the customer-service button never covers a control: the last “play” of the winners list', async ({ page, request }) => {
  const content = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await scrollToHomeFoot(page);
  const winners = page.getByTestId('section-winners');
  await winners.scrollIntoViewIfNeeded();
  const plays = winners.getByRole('button', { name: new RegExp(`^${text('ty', 'home', 'playNow')}:`) });
  await expect(plays.first()).toBeVisible();
  await bringUnderServiceButton(page, plays.last());
  await expect.poll(() => coveredControls(page, shell('service.title'))).toEqual([]);
});

test('the customer-service button never covers a control: the demo slot’s spin button', async ({ page, request }) => {
  await signIn(page);
  // The in-house slot is the one the platform plays inside the app (other vendors open their own page).
  const game = (await gamePage(request, { vassalage: 'BGS' })).games.find((g) => g.gameName === 'Tala Fruits')!;
  await page.goto('/m/provider?vassalage=BGS');
  await page.getByRole('button', { name: game.gameName, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/game\?nodeId=/);
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  await expect.poll(() => coveredControls(page, shell('service.title'))).toEqual([]);
});

test('a member’s header: deposit and withdraw are labelled, and the balance row scrolls away so the games get the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/m/slot-games');
  const deposit = page.getByRole('link', { name: shell('header.depositShort'), exact: true });
  await expect(deposit).toBeVisible();
  await expect(deposit.getByText(shell('header.depositShort'), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: shell('header.withdrawShort'), exact: true }).getByText(shell('header.withdrawShort')),
  ).toBeVisible();
  const balance = page.getByTestId('balance');
  await expect(balance).toBeInViewport();
  const grid = page.getByRole('list', { name: text('ty', 'lobby', 'list.label', { name: text('ty', 'lobby', 'titles.RNG') }) });
  await expect(grid.getByRole('listitem').first()).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(balance).not.toBeInViewport();
  // The bar with the page's title stays.
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: shell('titles.slotGames') })).toBeInViewport();
  await expect(page.getByRole('button', { name: shell('header.more') })).toBeInViewport();
});
