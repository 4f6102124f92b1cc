import { expect, test } from '../support/test';
import { m, newPlayer, signInAs, type Lang } from './support';

for (const lang of ['en', 'ty'] as const satisfies Lang[]) {
  test(`visitors browse the live hosts; a member follows one and it stays followed across a reload (${lang})`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('tala.language', code), lang.toUpperCase());
    await page.goto('/m/chat');
    await page.getByRole('tab', { name: m(lang, 'chat.view.hosts') }).click();
    const hosts = page.getByRole('list', { name: m(lang, 'hosts.title') });
    await expect(hosts.getByRole('listitem').first()).toContainText('Bea Santos');
    await expect(hosts.getByRole('listitem').first()).toContainText(m(lang, 'hosts.live'));
    await page.getByRole('tab', { name: m(lang, 'hosts.tabs.MODEL') }).click();
    await expect(hosts.getByRole('listitem').first()).toContainText('Joanna Lim');

    // A visitor who taps Follow is asked to log in.
    await hosts.getByRole('button', { name: m(lang, 'hosts.followName', { name: 'Joanna Lim' }) }).click();
    await expect(page.getByText(m(lang, 'hosts.logInToFollow'))).toBeVisible();
    await page.getByRole('button', { name: m(lang, 'hosts.logIn') }).click();
    await expect(page).toHaveURL(/\/m\/login/);

    const player = await newPlayer(page.request);
    await signInAs(page, lang, player);
    await page.goto('/m/chat');
    await page.getByRole('tab', { name: m(lang, 'chat.view.hosts') }).click();
    await page.getByRole('tab', { name: m(lang, 'hosts.tabs.FOCUS') }).click();
    await expect(page.getByText(m(lang, 'hosts.noneFollowed'))).toBeVisible();
    await page.getByRole('tab', { name: m(lang, 'hosts.tabs.PROMO') }).click();
    // Each language's run follows a host of its own: the two runs may share one server.
    const name = lang === 'en' ? 'Kaye Dela Cruz' : 'Rico Bautista';
    const card = hosts.getByRole('listitem').filter({ hasText: name });
    const before = Number(
      (await card.getByText(m(lang, 'hosts.followers', { number: 'NUMBER' }).replace('NUMBER', '')).textContent())!.replace(/\D/g, ''),
    );
    const follow = card.getByRole('button', { name: m(lang, 'hosts.followName', { name: name }) });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText(m(lang, 'hosts.following'));

    await page.reload();
    await page.getByRole('tab', { name: m(lang, 'chat.view.hosts') }).click();
    await page.getByRole('tab', { name: m(lang, 'hosts.tabs.FOCUS') }).click();
    const followed = hosts.getByRole('listitem');
    await expect(followed).toHaveCount(1);
    await expect(followed).toContainText(name);
    await expect(followed).toContainText(new RegExp(`${(before + 1).toLocaleString('en-PH')}`));
    await expect(followed.getByRole('button', { name: m(lang, 'hosts.followName', { name: name }) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}
