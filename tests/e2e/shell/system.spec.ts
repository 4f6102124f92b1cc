import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';

test('maintenance shows the blocking maintenance page, in TY', async ({ page, site }) => {
  await site({ maintenance: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();
  await expect(page.getByRole('contentinfo').or(page.getByRole('navigation', { name: text('ty', 'shell', 'footer.label') }))).toHaveCount(
    0,
  );
});

test('maintenance wins when the region is restricted as well', async ({ page, site }) => {
  await site({ maintenance: true, regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();
});

for (const language of ['ty', 'en'] as const) {
  test(`a restricted region shows the access-restricted page at its own address (${language}); trying again after it lifts opens the page asked for`, async ({
    page,
    site,
    request,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('tala.language', code), language.toUpperCase());
    await site({ regionRestriction: true });
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'system.regionTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/ipLimit\?from=%2Fm%2Factivity$/);
    await expect(page.getByText(/127\.0\.0\.1|::1/)).toBeVisible();

    await request.post('/dev/site', { data: { regionRestriction: false } });
    await page.getByRole('button', { name: text(language, 'shell', 'system.tryAgain') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'system.regionTitle') })).toBeHidden();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'titles.activity') })).toBeVisible();
  });
}

test('the IP-limit address opened while the platform is open goes on to the page it names', async ({ page }) => {
  await page.goto('/m/ipLimit?from=%2Fm%2Fhelp');
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.regionTitle') })).toHaveCount(0);
});

for (const language of ['en', 'ty'] as const) {
  test(`a platform failing to answer shows the service error page at its own address (${language}), and the page once it answers`, async ({
    page,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('tala.language', code), language.toUpperCase());
    // Fault injection at the network boundary: the platform's status check answers with a server error, then recovers.
    let failing = true;
    await page.route('**/wps/system/status**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"success":false,"errorCode":"system.error","message":"Unknown error"}',
          })
        : route.fallback(),
    );
    // A page the app draws itself: a page the server rendered came with the status the platform gave the server.
    await page.goto('/m/forget');
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'system.serviceErrorTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/serviceError\?from=%2Fm%2Fforget$/);
    await expect(page.getByText(text(language, 'shell', 'system.serviceErrorText'))).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: text(language, 'shell', 'system.tryAgain') }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'titles.forget') })).toBeVisible();
  });
}

test('a player already in the app when maintenance begins gets the maintenance page at the next call', async ({ page, site, request }) => {
  const content = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await site({ maintenance: true });
  await page
    .getByRole('navigation', { name: text('ty', 'shell', 'footer.label') })
    .getByRole('link', { name: text('ty', 'shell', 'footer.promotion') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();
});
