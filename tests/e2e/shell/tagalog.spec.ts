import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { englishOnlyWords, wordsOf } from '../../support/tagalog-words';
import { signIn } from '../lobby/support';
import { MEMBER_PAGES, VISITOR_PAGES } from '../support/built-pages';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';
import { expect, test } from '../support/test';

/**
 * Names the platform gives (games, providers, winners' games, the fixture feed's leagues and teams): they read the
 * same in every language.
 * Promotion titles are the operator's own words for the Tagalog page, brand names and all ("Birthday
 * Bonus hanggang ₱8,888"): the app shows them as the operator wrote them.
 */
async function platformNames(request: APIRequestContext): Promise<Set<string>> {
  const names: string[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const answer = await request.get(`/lgw/games/mobile?pageSize=100&pageNo=${pageNo}&language=TY`);
    const value = ((await answer.json()) as { value: { games: Array<{ gameName: string }>; totalPages: number } }).value;
    names.push(...value.games.map((game) => game.gameName));
    if (pageNo >= value.totalPages) break;
  }
  const vendors = await request.get('/wps/relay/vendorGameTypes?language=TY');
  names.push(...((await vendors.json()) as { value: { vendors: Array<{ displayName: string }> } }).value.vendors.map((v) => v.displayName));
  // The platform's labels of its download and channel links are English by the spec (`labelNameEn`).
  const site = await request.get('/wps/system/siteInfo');
  names.push(
    ...((await site.json()) as { value: { resources: Array<{ labelNameEn: string }> } }).value.resources.map((r) => r.labelNameEn),
  );
  // The fixture feed's leagues and teams, as the platform's database is seeded with them: which play depends on the hour.
  const fixtures = readFileSync('server/db/migrations/029_sports_fixtures.sql', 'utf8');
  names.push(...[...fixtures.matchAll(/'([^']+)'/g)].map((match) => match[1]!));
  const promotions = await request.get('/wps/announcement/list?types=Promotion&language=TY');
  names.push(...((await promotions.json()) as { value: { promotion: Array<{ title: string }> } }).value.promotion.map((p) => p.title));
  return new Set(names.flatMap(wordsOf));
}

/** Every word a player reads or hears on the page: its text, and the names, hints and titles of its elements. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    // Not language: a referral code (random letters and digits, "7VS3KP9A"), addresses (an invitation link), masked
    // account names (be•••••0) and clock times (12:00 AM, as Filipino writes them too).
    const referralCode = document.querySelector('[data-testid="invite-code"]')?.textContent?.trim();
    const text = [document.title, document.body.innerText, ...attributes].join('\n');
    return (referralCode ? text.replaceAll(referralCode, ' ') : text)
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\S*•\S*/g, ' ')
      .replace(/\b\d{1,2}:\d{2}\s?[AP]M\b/gi, ' ');
  });

test('every built page in Tagalog reads in Tagalog: no English word but names', async ({ page, request }) => {
  // About twenty pages, each scanned for accessibility as it is left.
  test.setTimeout(300_000);
  const english = englishOnlyWords();
  const names = await platformNames(request);
  const found = new Map<string, Set<string>>();
  const collect = async (where: string) => {
    for (const word of wordsOf(await pageWords(page))) {
      if (english.has(word) && !names.has(word)) found.set(word, (found.get(word) ?? new Set()).add(where));
    }
  };
  const walk = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Lists and forms drawn: no loading placeholder left.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await collect(path);
  };
  for (const path of VISITOR_PAGES) await walk(path);
  // The side menu, with its language picker open: it lists only the languages the product has complete.
  await page.goto('/m/home');
  await closePopups(page, 'ty', (await homeContent(request, 'TY')).popups.length);
  await page.getByRole('button', { name: text('ty', 'shell', 'header.openMenu') }).click();
  await page.getByRole('button', { name: new RegExp(text('ty', 'shell', 'menu.language')) }).click();
  const languages = page.getByRole('list', { name: text('ty', 'shell', 'menu.language') });
  await expect(languages.getByRole('button')).toHaveText([/Tagalog/, /English/]);
  await collect('side menu');
  const member = await signIn(page);
  // The member's own account name is a name too.
  for (const word of wordsOf(member.userName)) names.add(word);
  for (const path of MEMBER_PAGES) await walk(path);

  expect(Object.fromEntries([...found].map(([word, paths]) => [word, [...paths]]))).toEqual({});
});
