import { expect, test } from '../support/test';
import { AFTER_START_UP_MS, creditDeposit, m, newPlayer, openHome, shell, signInAs, type Lang } from './support';

for (const lang of ['en', 'ty'] as const satisfies Lang[]) {
  test(`a credited deposit shows in the inbox, opens, is marked read and the mail dot clears (${lang})`, async ({ page }) => {
    const player = await newPlayer(page.request);
    const session = await signInAs(page, lang, player);
    await creditDeposit(page.request, session.token, '500');

    await openHome(page, lang);
    const mail = page.getByRole('link', { name: shell(lang, 'header.mailUnread', { count: 3 }) });
    await expect(mail).toBeVisible({ timeout: AFTER_START_UP_MS });
    await expect(page.getByTestId('mail-dot')).toBeVisible({ timeout: AFTER_START_UP_MS });
    await expect(page.getByTestId('unread-badge')).toBeVisible();
    await mail.click();

    await expect(page.getByRole('heading', { level: 1, name: shell(lang, 'titles.inbox') })).toBeVisible();
    await expect(page.getByTestId('inbox-unread')).toHaveText(m(lang, 'inbox.unread', { count: 3 }));
    // Unread first, newest first: the deposit leads.
    const deposit = page.getByRole('button', { name: lang === 'en' ? /Deposit credited/ : /Naipasok na ang deposito/ });
    await expect(page.getByRole('listitem').first()).toContainText(lang === 'en' ? 'Deposit credited' : 'Naipasok na ang deposito');
    await deposit.click();
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/₱500\.00/)).toBeVisible();
    await expect(page.getByTestId('inbox-unread')).toHaveText(m(lang, 'inbox.unread', { count: 2 }));

    await page.getByRole('button', { name: m(lang, 'inbox.markAllRead') }).click();
    await expect(page.getByTestId('inbox-unread')).toHaveText(m(lang, 'inbox.allRead'));
    await expect(page.getByRole('link', { name: shell(lang, 'header.mail'), exact: true })).toBeVisible();
    await expect(page.getByTestId('mail-dot')).toHaveCount(0);

    // Deleting a message removes it for good.
    await page.getByRole('button', { name: lang === 'en' ? /Welcome to Tala/ : /Maligayang pagdating sa Tala/ }).click();
    await page.getByRole('button', { name: m(lang, 'inbox.delete') }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: lang === 'en' ? /Deposit credited/ : /Naipasok na ang deposito/ })).toBeVisible();
    await expect(page.getByRole('button', { name: lang === 'en' ? /Welcome to Tala/ : /Maligayang pagdating sa Tala/ })).toHaveCount(0);
  });
}
