import type { Page } from '@playwright/test';
import { gamePage, signIn } from '../lobby/support';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';
import { accessibilityViolations, describeViolations, expect, test } from '../support/test';

const DEMO = { username: 'demo', password: 'Demo1234' } as const;

/** Each page a visitor can open today, with the header title (a `shell:titles` key) it shows once it is there. */
const VISITOR_PAGES = [
  ['/m/login', 'login'],
  ['/m/register', 'register'],
  ['/m/forget', 'forget'],
  ['/m/gameCenter', 'gameCenter'],
  ['/m/provider?vassalage=JILI', 'provider'],
  ['/m/hot-games', 'hotGames'],
  ['/m/slot-games', 'slotGames'],
  ['/m/live-games', 'liveGames'],
  ['/m/sport-games', 'sportGames'],
  ['/m/fishing-games', 'fishingGames'],
  ['/m/poker-games', 'pokerGames'],
  ['/m/lott', 'lottery'],
  ['/m/elott', 'elottery'],
  ['/m/inHouse', 'inHouse'],
  ['/m/in-play', 'inPlay'],
  ['/m/search-games', 'searchGames'],
  ['/m/games', 'gameCenter'],
] as const;

/** Pages that need a member. */
const MEMBER_PAGES = [
  ['/m/changePsw', 'changePsw'],
  ['/m/fav-games', 'favGames'],
  ['/m/fav-games?dataType=RECENT', 'favGames'],
] as const;

/** Waits for the page's header title, then fails listing every serious or critical WCAG 2.2 AA violation on it. */
async function expectTitledPageAccessible(page: Page, language: 'en' | 'ty', title: string) {
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: text(language, 'shell', `titles.${title}`) })).toBeVisible();
  expect(describeViolations(await accessibilityViolations(page)), 'serious or critical WCAG 2.2 AA violations').toBe('');
}

for (const language of ['en', 'ty'] as const) {
  test.describe(`in ${language.toUpperCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('tala.language', code), language.toUpperCase());
    });

    test('Home meets WCAG 2.2 AA with its popup announcements open and once they are closed', async ({ page, request }) => {
      const content = await homeContent(request, language === 'en' ? 'EN' : 'TY');
      await page.goto('/m/home');
      await expect(page.getByTestId('notice-marquee')).toContainText(content.notices[0]!.title);
      if (content.popups.length > 0) {
        await expect(page.getByRole('dialog', { name: text(language, 'home', 'popupTitle') })).toBeVisible();
        const withPopup = await accessibilityViolations(page);
        expect.soft(describeViolations(withPopup), 'violations with the popup open').toBe('');
      }
      await closePopups(page, language, content.popups.length);
      expect(describeViolations(await accessibilityViolations(page)), 'violations once the popup is closed').toBe('');
    });

    for (const [address, title] of VISITOR_PAGES) {
      test(`${address} meets WCAG 2.2 AA for a visitor`, async ({ page }) => {
        await page.goto(address);
        await expectTitledPageAccessible(page, language, title);
      });
    }

    for (const [address, title] of MEMBER_PAGES) {
      test(`${address} meets WCAG 2.2 AA for the demo member`, async ({ page }) => {
        await signIn(page, DEMO);
        await page.goto(address);
        await expectTitledPageAccessible(page, language, title);
      });
    }

    test('the game page meets WCAG 2.2 AA for the demo member', async ({ page, request }) => {
      await signIn(page, DEMO);
      // The app's game page plays the in-house games; third-party games open their vendor's page.
      const game = (await gamePage(request, { vassalage: 'BGS' })).games.find((g) => g.gameId === 'bgs-1')!;
      await page.goto('/m/provider?vassalage=BGS');
      await page.getByRole('button', { name: game.gameName, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/game\?nodeId=/);
      await expect(page.getByRole('heading', { name: game.gameName, exact: true })).toBeVisible();
      await expect(page.getByTestId('game-balance')).toHaveAttribute('data-value', /\d/);
      expect(describeViolations(await accessibilityViolations(page)), 'serious or critical WCAG 2.2 AA violations').toBe('');
    });
  });
}
