import type { APIRequestContext, Page } from '@playwright/test';
import type { Vendor } from '../../../contract/domain';
import type { LiveMatch, LiveMatchesValue } from '../../../contract/sports';

interface VendorMappingEntry {
  gameType: string;
  vendors: string[];
}
import { HOT_MATCH_LIMIT } from '../../../contract/sports';
import { scrollToHomeFoot } from '../support/home';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { signIn, useEnglish } from './support';

async function liveMatches(request: APIRequestContext, hot = false): Promise<LiveMatchesValue> {
  const answer = await request.get(`/wps/relay/liveMatches${hot ? '?hot=1' : ''}`);
  return ((await answer.json()) as { value: LiveMatchesValue }).value;
}

/** The match that kicked off last: still live when the test taps it a moment later. */
const freshest = (matches: readonly LiveMatch[]) => [...matches].sort((a, b) => Date.parse(b.kickoffAt) - Date.parse(a.kickoffAt))[0]!;

/** A match's card: the list item holding the button named by its two sides. */
function matchCard(page: Page, language: 'en' | 'ty', match: LiveMatch) {
  const open = page.getByRole('button', {
    name: text(language, 'sports', 'match.open', { home: match.home.name, away: match.away.name }),
    exact: true,
  });
  return { open, card: page.getByRole('listitem').filter({ has: open }) };
}

for (const language of ['en', 'ty'] as const) {
  test(`in-play (${language}): a live match shows its league, sides, minute, score and three odds; a tap opens its sports book at that match`, async ({
    page,
    request,
  }) => {
    if (language === 'en') await useEnglish(page);
    await signIn(page);
    const feed = await liveMatches(request);
    expect(feed.matches.length, 'the fixture feed always has matches live').toBeGreaterThan(0);
    const match = freshest(feed.matches);
    const book = feed.books.find((game) => game.nodeId === match.nodeId)!;

    await page.goto('/m/in-play');
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'titles.inPlay') })).toBeVisible();
    const league = page.getByRole('region', { name: match.league.name, exact: true });
    await expect(league.getByRole('heading', { level: 2, name: match.league.name })).toBeVisible();
    const { open, card } = matchCard(page, language, match);
    await expect(league.getByRole('listitem').filter({ has: open })).toHaveCount(1);
    await expect(card).toContainText(match.home.name);
    await expect(card).toContainText(match.away.name);
    // The minute (or the break) and the score, which may have moved since the feed was read.
    const clock = language === 'en' ? /\d{1,2}(\+\d)?'|HT/ : /\d{1,2}(\+\d)?'|Pahinga/;
    await expect(card.getByRole('paragraph').first()).toHaveText(clock);
    await expect(card).toContainText(new RegExp(`${text(language, 'sports', 'match.score')} \\d+ – \\d+`));
    const odds = card.getByRole('definition');
    await expect(odds).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) await expect(odds.nth(i)).toHaveText(/^\d+\.\d{2}$/);
    await expect(card.getByRole('term').nth(1)).toHaveText(new RegExp(text(language, 'sports', 'match.draw')));

    const popup = book.isGameH5 ? null : page.context().waitForEvent('page');
    await open.click();
    const vendorPage = popup ? await popup : page;
    await vendorPage.waitForURL(new RegExp(`/vendor-demo/${book.vassalage}\\?launch=`));
    await expect(vendorPage.getByRole('heading', { level: 1, name: book.gameName })).toBeVisible();
    const opened = vendorPage.locator(`[data-match="${match.matchId}"]`);
    await expect(opened).toContainText(`${match.home.name} – ${match.away.name}`);
    await expect(opened).toContainText(match.league.name);
  });
}

test('in-play asks for the scores again while the page is open', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/m/in-play');
  await expect(page.getByRole('region').first()).toBeVisible();
  // The first read has answered; the next one comes by itself (every 20 seconds while the page is shown).
  await page.waitForRequest((request) => request.url().includes('/wps/relay/liveMatches'), { timeout: 60_000 });
});

test('the hot-match panel on the sports lobby shows the hottest live matches and leads to in-play', async ({ page, request }) => {
  await useEnglish(page);
  await page.goto('/m/sport-games');
  const panel = page.getByRole('region', { name: text('en', 'sports', 'hot.title') });
  await expect(panel.getByRole('listitem')).toHaveCount(HOT_MATCH_LIMIT);
  const live = (await liveMatches(request)).matches.map((match) =>
    text('en', 'sports', 'match.open', { home: match.home.name, away: match.away.name }),
  );
  const first = await panel.getByRole('listitem').first().getByRole('button').getAttribute('aria-label');
  expect(live).toContain(first);
  await panel.getByRole('link', { name: text('en', 'sports', 'hot.all') }).click();
  await expect(page).toHaveURL(/\/m\/in-play$/);
});

test('Home shows the sports books of the vendor mapping and the hot-match panel with its later sections, in Tagalog', async ({
  page,
  request,
}) => {
  const mapping = ((await (await request.get('/wps/relay/vendorMapping')).json()) as { value: { mapping: VendorMappingEntry[] } }).value
    .mapping;
  const vendors = ((await (await request.get('/wps/relay/vendorGameTypes?language=TY')).json()) as { value: { vendors: Vendor[] } }).value
    .vendors;
  const books = mapping
    .find((entry) => entry.gameType === 'SPORTS')!
    .vendors.map((code) => vendors.find((vendor) => vendor.vassalage === code && vendor.gameType === 'SPORTS')!.displayName);
  expect(books.length).toBeGreaterThan(0);

  await page.goto('/m/home');
  await scrollToHomeFoot(page);
  const sports = page.getByRole('region', { name: text('ty', 'sports', 'books.title'), exact: true });
  // The later sections may still be settling (their code and data arrive as the player nears them): scroll again if one was redrawn.
  await expect(() => sports.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(sports.getByRole('button')).toHaveText(books);
  const panel = page.getByRole('region', { name: text('ty', 'sports', 'hot.title') });
  await expect(() => panel.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(panel.getByRole('listitem')).toHaveCount(HOT_MATCH_LIMIT);
  await expect(panel.getByRole('listitem').first().getByRole('definition')).toHaveCount(3);
});
