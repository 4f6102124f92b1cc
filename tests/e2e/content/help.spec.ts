import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { t, useLanguage, type Lang } from './support';

interface HelpItem {
  id: number;
  title: string;
  tag: string;
}

async function helpTabs(request: APIRequestContext, language: 'EN' | 'TY') {
  const list = (
    (await (await request.get(`/wps/help/center?language=${language}&device=MOBILE`)).json()) as { value: { list: HelpItem[] } }
  ).value.list;
  const tags = [...new Set(list.map((item) => item.tag))];
  return tags.map((tag) => list.filter((item) => item.tag === tag));
}

for (const language of ['en', 'ty'] as const satisfies Lang[]) {
  test(`help opens the tab named by tag, by index i and the entry by sub index c (${language})`, async ({ page, request }) => {
    await useLanguage(page, language);
    const tabs = await helpTabs(request, language === 'en' ? 'EN' : 'TY');
    const selected = page.getByRole('tab', { selected: true });

    await page.goto('/m/help?tag=withdraw');
    const withdraw = tabs.find((tab) => tab[0]!.tag === 'withdraw')!;
    await expect(selected).toHaveText(withdraw[0]!.title);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: withdraw[0]!.title })).toBeVisible();

    await page.goto('/m/help?i=2');
    await expect(selected).toHaveText(tabs[2]![0]!.title);

    const several = tabs.findIndex((tab) => tab.length > 1);
    expect(several).toBeGreaterThanOrEqual(0);
    await page.goto(`/m/help?i=${several}&c=1`);
    const entries = page.getByRole('tabpanel').locator('details');
    await expect(entries.nth(1)).toHaveAttribute('open', '');
    await expect(entries.nth(0)).not.toHaveAttribute('open', '');
    await page.screenshot({ path: test.info().outputPath(`help-${language}.png`) });

    // Tapping a tab changes the address, so the tab can be linked to.
    await page.getByRole('tab', { name: tabs[0]![0]!.title }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=0&c=0$/);
  });
}

test('tag=CS opens customer service with the platform’s channels', async ({ page, context }) => {
  await useLanguage(page, 'en');
  // WhatsApp is another site: its page is answered here, so the test stays on this machine.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/m/help?tag=CS');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(t('en', 'help.service'));
  const [whatsapp] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: t('en', 'official.service', { name: 'whatsapp' }) }).click(),
  ]);
  await expect(whatsapp).toHaveURL(/^https:\/\/wa\.me\//);
  await expect(page.getByRole('link', { name: 'Telegram 24h support' })).toBeVisible();
});

for (const language of ['en', 'ty'] as const satisfies Lang[]) {
  test(`a help entry opens on its own page, with the other questions of its topic (${language})`, async ({ page, request }) => {
    await useLanguage(page, language);
    const tabs = await helpTabs(request, language === 'en' ? 'EN' : 'TY');
    const several = tabs.findIndex((tab) => tab.length > 1);
    const topic = tabs[several]!;
    await page.goto(`/m/help?i=${several}&c=1`);
    await page
      .getByRole('tabpanel')
      .locator('details[open]')
      .getByRole('link', { name: t(language, 'help.ownPage') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/m/helpDetail\\?i=${several}&c=1$`));
    await expect(page.getByRole('article').getByRole('heading', { name: topic[1]!.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // The other questions of the topic, each on its own page too.
    const related = page.getByRole('navigation', { name: t(language, 'help.related') });
    await expect(related.getByRole('link')).toHaveCount(topic.length - 1);
    await related.getByRole('link', { name: topic[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/m/helpDetail\\?i=${several}&c=0$`));
    await expect(page.getByRole('article').getByRole('heading', { name: topic[0]!.title })).toBeVisible();

    await page.getByRole('link', { name: t(language, 'help.all') }).click();
    await expect(page).toHaveURL(new RegExp(`/m/help\\?i=${several}&c=0$`));
    await expect(page.getByRole('tab', { selected: true })).toHaveText(topic[0]!.title);
  });
}
