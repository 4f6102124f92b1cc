import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { promotions, signInAt, t, useLanguage, type Lang } from './support';

for (const language of ['en', 'ty'] as const satisfies Lang[]) {
  test(`promotions filter by category and open a detail by id (${language})`, async ({ page, request }) => {
    await useLanguage(page, language);
    const data = await promotions(request, language === 'en' ? 'EN' : 'TY');
    const category = data.categories.find((entry) => data.promotion.some((p) => p.promoAnnouncementCategoryIds.includes(entry.id)))!;
    const inCategory = data.promotion.filter((p) => p.promoAnnouncementCategoryIds.includes(category.id));
    expect(inCategory.length).toBeLessThan(data.promotion.length);

    await page.goto('/m/activity');
    const items = page.locator('.promo-list > li');
    await expect(items).toHaveCount(data.promotion.length);
    await page.getByRole('button', { name: category.name, exact: true }).click();
    await expect(items).toHaveCount(inCategory.length);
    await expect(items.first()).toContainText(inCategory[0]!.title);
    await page.getByRole('button', { name: t(language, 'activity.allCategories'), exact: true }).click();
    await expect(items).toHaveCount(data.promotion.length);

    // The accordion opens on its title; "see all" leads to the detail.
    const longTerm = data.promotion.find((p) => p.noExpiry === 1)!;
    await page.getByText(longTerm.title, { exact: true }).click();
    await page.getByRole('link', { name: longTerm.title }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${longTerm.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: longTerm.title })).toBeVisible();
    await expect(page.locator('.promo-period')).toContainText(
      `${longTerm.startDate.replaceAll('-', '/')} – ${t(language, 'activity.longTerm')}`,
    );
    await expect(page.getByRole('heading', { name: t(language, 'official.title') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`activity-detail-${language}.png`) });
    // The download entry goes home with the app-download popup open, which leads to the install guide.
    await page.getByRole('button', { name: t(language, 'official.download') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page
      .getByRole('dialog', { name: text(language, 'shell', 'download.title') })
      .getByRole('link', { name: text(language, 'shell', 'download.guide') })
      .click();
    await expect(page).toHaveURL(/\/m\/download$/);

    const dated = data.promotion.find((p) => p.endDate !== null)!;
    await page.goto(`/m/activity?id=${dated.id}`);
    await expect(page.locator('.promo-period')).toContainText(
      `${dated.startDate.replaceAll('-', '/')} – ${dated.endDate!.replaceAll('-', '/')}`,
    );
  });

  test(`an unknown promotion id shows the list and says so (${language})`, async ({ page, request }) => {
    await useLanguage(page, language);
    const data = await promotions(request, language === 'en' ? 'EN' : 'TY');
    await page.goto('/m/activityDetail?id=9876');
    await expect(page.getByRole('alert')).toHaveText(t(language, 'activity.notFound'));
    await expect(page.locator('.promo-list > li')).toHaveCount(data.promotion.length);
    await page.screenshot({ path: test.info().outputPath(`activity-list-${language}.png`) });
  });
}

test('a visitor is asked to log in; a member joins a tournament once and applies for a bonus', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const data = await promotions(request);
  const tournament = data.promotion.find((p) => p.announcementImages[0]!.url.includes('tongits-tournament'))!;
  const bonus = data.promotion.find((p) => p.announcementImages[0]!.url.includes('welcome-22222'))!;

  await page.goto(`/m/activityDetail?id=${tournament.id}`);
  await page.getByRole('button', { name: t('en', 'activity.states.JOIN'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);

  const session = await signInAt(page, 'player01', `/m/activityDetail?id=${tournament.id}`);
  const joins: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/activity/join') joins.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: t('en', 'activity.states.JOIN'), exact: true }).click();
  await expect(page.getByTestId('activity-state')).toHaveText(t('en', 'activity.states.JOINED'));
  await page.reload();
  await expect(page.getByTestId('activity-state')).toHaveText(t('en', 'activity.states.JOINED'));
  expect(joins).toHaveLength(1);

  await page.goto(`/m/activityDetail?id=${bonus.id}`);
  await page.getByRole('button', { name: t('en', 'activity.states.APPLY'), exact: true }).click();
  await expect(page.getByTestId('activity-state')).toHaveText(t('en', 'activity.states.APPLYING'));

  const states = (await (await request.get('/wps/activity/states?language=EN', { headers: { token: session.token } })).json()) as {
    value: { list: { id: number; state: string }[] };
  };
  expect(states.value.list.find((s) => s.id === tournament.id)?.state).toBe('JOINED');
  expect(states.value.list.find((s) => s.id === bonus.id)?.state).toBe('APPLYING');
});
