import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';

test.use({ serviceWorkers: 'allow' });

test('a new service-worker version shows the update prompt; it takes over only when the player accepts', async ({
  page,
  context,
  request,
}) => {
  const content = await homeContent(request, 'TY');
  // The first visit installs a worker one byte different from the build: the build's own sw.js is then a newer version.
  await context.route(
    '**/sw.js',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// previous release\n` });
    },
    { times: 1 },
  );
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      document.documentElement.setAttribute('data-controller-changed', ''),
    );
  });

  // The app's periodic update check, run now.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));

  const prompt = page.getByRole('alertdialog', { name: text('ty', 'shell', 'update.title') });
  await expect(prompt).toBeVisible();
  // Until the player answers, the new version waits and the old one keeps the page.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting !== null))).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-controller-changed');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: text('ty', 'shell', 'update.reload') }).click();
  await reloaded;
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting === null && r!.active !== null))).toBe(
    true,
  );
  await expect(prompt).toBeHidden();
});
