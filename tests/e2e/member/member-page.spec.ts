import { expect, test } from '../support/test';
import { m, registerMember, shell, signIn, type Language } from './support';

for (const language of ['EN', 'TY'] as const satisfies readonly Language[]) {
  test(`member page (${language}): who is logged in, the balance, and the entries the flags allow`, async ({ page }) => {
    const who = await registerMember(page.request);
    await signIn(page, language, who);
    // From another page (Home and the promotions open their popups first) the footer's Member button leads to the member page.
    await page.goto('/m/set');
    await page
      .getByRole('navigation', { name: shell(language, 'footer.label') })
      .getByRole('link', { name: shell(language, 'footer.member') })
      .click();
    await expect(page).toHaveURL(/\/m\/(mine|member\/home)$/);
    await expect(page.getByRole('heading', { level: 1, name: shell(language, 'titles.mine') })).toBeVisible();
    await expect(page.getByText(who.username).first()).toBeVisible();
    await expect(page.getByText(m(language, 'days_other', { count: 0 }))).toBeVisible();
    await expect(page.getByRole('main').getByTestId('balance')).toBeVisible();
    for (const key of ['deposit', 'withdraw', 'betRecords', 'rewards', 'rebate', 'vip', 'responsibleGaming', 'settings']) {
      await expect(page.getByRole('main').getByRole('link', { name: m(language, `shortcuts.${key}`), exact: true })).toBeVisible();
    }
    // Not an agent: no agency centre; no upline: no transfer.
    await expect(page.getByRole('link', { name: m(language, 'shortcuts.agency') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: m(language, 'shortcuts.uplineTransfer') })).toHaveCount(0);

    // A flag switched off hides its entry.
    await page.request.post('/dev/site', { data: { whitelabel: { MANPLAYREB3: false } } });
    try {
      await page.reload();
      await expect(page.getByRole('link', { name: m(language, 'shortcuts.rewards') })).toBeVisible();
      await expect(page.getByRole('link', { name: m(language, 'shortcuts.rebate') })).toHaveCount(0);
    } finally {
      await page.request.post('/dev/site', { data: { whitelabel: { MANPLAYREB3: true } } });
    }
    await page.getByRole('link', { name: m(language, 'shortcuts.settings') }).click();
    await expect(page).toHaveURL(/\/m\/set$/);
  });
}

test('member page: a visitor is offered the login, and a trial account the registration', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
  await page.goto('/m/mine');
  await expect(page.getByRole('heading', { level: 1, name: shell('EN', 'titles.mine') })).toBeVisible();
  await expect(page.getByText(m('EN', 'guest'))).toBeVisible();
  await expect(page.getByRole('link', { name: shell('EN', 'actions.login') }).first()).toBeVisible();

  const login = await page.request.post('/wps/session/trial', { data: {}, headers: { 'module-id': 'COMM3' } });
  const session = ((await login.json()) as { value: { token: string; userName: string } }).value;
  await page.evaluate((info) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), {
    token: session.token,
    merchantCode: 'TALA',
    userName: session.userName,
    type: 4,
    firstTimeLogin: false,
  });
  await page.reload();
  await expect(page.getByText(m('EN', 'trial'))).toBeVisible();
  await expect(page.getByRole('link', { name: m('EN', 'shortcuts.rebate') })).toHaveCount(0);
});

test('the unread count on the avatar is found, part by part, on the member page it opens', async ({ page }) => {
  const who = await registerMember(page.request);
  await signIn(page, 'EN', who);
  await page.goto('/m/notice');
  // A new member's inbox holds the welcome messages, unread; the announcements are unread too.
  await expect(page.getByRole('link', { name: shell('EN', 'header.mailUnread', { count: 2 }) })).toBeVisible();
  const avatar = page.getByRole('link', { name: /^Member centre, \d+ unread$/ });
  await expect(avatar).toBeVisible();
  const total = Number((await avatar.getAttribute('aria-label'))!.match(/(\d+) unread$/)![1]);
  await avatar.click();
  await expect(page).toHaveURL(/\/m\/(mine|member\/home)$/);
  const counts = await Promise.all(
    ['inbox', 'notices', 'chat'].map(async (key) => {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${m('EN', `shortcuts.${key}`)}`) });
      await expect(link).toBeVisible();
      const badge = link.getByLabel(/^\d+ unread$/);
      if ((await badge.count()) === 0) return 0;
      return Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
    }),
  );
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
});
