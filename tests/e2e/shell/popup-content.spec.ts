import { expect, test } from '../support/test';
import { text } from '../support/locales';

test('a popup shows the operator’s text, links and images, never their scripts, handlers or page-wide styles', async ({ page }) => {
  const hostile =
    '<p style="font-size:32px">Claim your bonus</p>' +
    '<p><a href="/m/help" onclick="document.title=\'stolen\'">Read our security tips</a></p>' +
    '<p><img src="/cdn/promo/welcome-22222-cover.svg" alt="Welcome bonus" onerror="document.title=\'stolen\'"></p>' +
    '<script>document.title="hacked"</script><style>body{display:none}</style>';
  // The platform's answer, with its first popup's body replaced at the network boundary.
  await page.route('**/wps/announcement/list?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { popup: Array<{ content: string }> } };
    body.value.popup = body.value.popup.slice(0, 1).map((popup) => ({ ...popup, content: hostile }));
    await route.fulfill({ response, json: body });
  });
  // Home drawn by the app itself (the server renders a Home opened from an address with its popups already in).
  await page.goto('/m/login');
  await page.getByRole('button', { name: text('ty', 'shell', 'header.back') }).click();
  const dialog = page.getByRole('dialog', { name: text('ty', 'home', 'popupTitle') });
  await expect(dialog.getByRole('link', { name: 'Read our security tips' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Welcome bonus' })).toBeVisible();
  await expect(dialog.getByText('Claim your bonus')).toHaveAttribute('style', /var\(--design-rem\)/);
  expect(await dialog.locator('[onclick], [onerror], script, style').count()).toBe(0);
  await expect(page.locator('body')).toBeVisible();
  expect(await page.title()).not.toMatch(/stolen|hacked/);
});
