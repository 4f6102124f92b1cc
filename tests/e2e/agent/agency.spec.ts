import { agentCalls } from '../../../contract/agents';
import { apiLogin, signIn } from '../lobby/support';
import { AGENT_PAGES } from '../support/built-pages';
import { closePopups, homeContent } from '../support/home';
import { wideParts } from '../support/layout';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { agentLogin, clearOffers, offerSalary, openAsAgent, useLanguage, type Language } from './support';

for (const language of ['ty', 'en'] as Language[]) {
  const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'agent', key, values);
  const shell = (key: string) => text(language, 'shell', key);
  const account = (key: string) => text(language, 'account', key);

  test.describe(`agency (${language.toUpperCase()})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('an agent at the member login is pointed to the agent login, the name and password typed kept', async ({ page, request }) => {
      await request.delete('/dev/login-limits');
      await page.goto('/m/login');
      const memberForm = page.getByRole('form', { name: account('login.title') });
      await memberForm.getByLabel(account('fields.username')).fill('agent01');
      await memberForm.getByLabel(account('fields.password'), { exact: true }).fill('Agent1234');
      await memberForm.getByRole('button', { name: account('login.submit') }).click();
      await expect(memberForm.getByRole('alert')).toContainText(account('login.wrongDoorAgent'));
      await memberForm.getByRole('link', { name: account('login.toAgentDoor') }).click();

      await expect(page).toHaveURL(/\/m\/login\?door=agent$/);
      const agentForm = page.getByRole('form', { name: account('login.agentTitle') });
      await expect(agentForm.getByLabel(account('fields.username'))).toHaveValue('agent01');
      await expect(agentForm.getByRole('alert')).toHaveCount(0);
      await agentForm.getByRole('button', { name: account('login.submit') }).click();
      await expect(page).toHaveURL(/\/m\/agent\/home$/);
    });

    test('agent01 comes in at the agents door to agent home, follows the contract reminder and accepts the offer', async ({ page }) => {
      const session = await agentLogin(page.request);
      await clearOffers(page.request, session.token);
      await offerSalary(page.request);

      await page.goto('/m/login?door=agent');
      const form = page.getByRole('form', { name: account('login.agentTitle') });
      await form.getByLabel(account('fields.username')).fill('agent01');
      await form.getByLabel(account('fields.password'), { exact: true }).fill('Agent1234');
      await form.getByRole('button', { name: account('login.submit') }).click();

      await expect(page).toHaveURL(/\/m\/agent\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: shell('titles.agentHome') })).toBeVisible();
      const reminder = page.getByRole('alertdialog');
      await expect(reminder).toContainText(t('reminder.SALARY'));
      await reminder.getByRole('button', { name: t('reminder.go') }).click();

      await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
      const offer = page.getByRole('region', { name: t('contract.offer') });
      await expect(offer.getByRole('cell').first()).toBeVisible();
      await offer.getByRole('button', { name: t('contract.accept') }).click();
      await expect(page.getByText(t('contract.accepted'))).toBeVisible();
      await expect(offer).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: t('contract.current') }).getByText(t('contract.status.ACCEPTED'), { exact: true }),
      ).toBeVisible();

      // Opening the app again: the check finds nothing waiting and no reminder comes.
      const checked = page.waitForResponse((response) => response.url().includes(agentCalls.checkContracts.path));
      await page.reload();
      expect(((await (await checked).json()) as { value: Record<string, boolean> }).value.dailysalreqtype).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: shell('titles.salaryContract') })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('a reminder cancelled is not raised again in the same session', async ({ page }) => {
      await openAsAgent(page, '/m/agent/home');
      await offerSalary(page.request);
      const checked = page.waitForResponse((response) => response.url().includes(agentCalls.checkContracts.path));
      await page.reload();
      await checked;
      const reminder = page.getByRole('alertdialog');
      await reminder.getByRole('button', { name: t('reminder.cancel') }).click();
      await expect(reminder).toHaveCount(0);

      const again = page.waitForResponse((response) => response.url().includes(agentCalls.checkContracts.path));
      await page.reload();
      expect(((await (await again).json()) as { value: Record<string, boolean> }).value.dailysalreqtype).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: shell('titles.agentHome') })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('finds a downline member by account and opens a new downline account', async ({ page }) => {
      await openAsAgent(page, '/m/agent');
      await expect(page.getByRole('heading', { level: 1, name: shell('titles.agencyCentre') })).toBeVisible();
      await expect(page.getByRole('region', { name: t('invite.title') }).getByText('AGENT01', { exact: true })).toBeVisible();

      const downline = page.getByRole('region', { name: t('downline.title') });
      await downline.getByRole('searchbox', { name: t('downline.search') }).fill('MARIA');
      await downline.getByRole('button', { name: t('downline.searchButton') }).click();
      const found = downline.getByRole('listitem');
      await expect(found).toHaveCount(1);
      await expect(found).toContainText('maria1981');
      await found.getByRole('button', { name: t('downline.details', { account: 'maria1981' }) }).click();
      await expect(found.getByText(t('downline.upline'))).toBeVisible();

      const name = `new${language}${Date.now().toString(36)}`.slice(0, 16);
      const open = page.getByRole('form', { name: t('open.title') });
      await open.getByLabel(t('open.username')).fill(name);
      await open.getByLabel(t('open.password'), { exact: true }).fill('Player1234');
      await open.getByRole('button', { name: t('open.submit') }).click();
      await expect(page.getByText(t('open.created', { account: name }))).toBeVisible();

      await downline.getByRole('searchbox', { name: t('downline.search') }).fill(name);
      await downline.getByRole('button', { name: t('downline.searchButton') }).click();
      await expect(downline.getByRole('listitem')).toHaveCount(1);
      await expect(downline.getByRole('listitem')).toContainText(name);
      await expect(downline.getByRole('listitem')).toContainText(t('downline.direct'));
    });

    test('agent home and the agency centre show one period, and the same figures for it', async ({ page }) => {
      const figures = async (...regions: string[]) => {
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const pairs: string[] = [];
        for (const name of regions) {
          const list = page.getByRole('region', { name }).locator('dl > div');
          await expect(list.first()).toBeVisible();
          pairs.push(...(await list.allInnerTexts()));
        }
        return pairs;
      };
      const period = (key: string) => page.getByRole('group', { name: t('period.label') }).getByRole('button', { name: t(key) });

      await openAsAgent(page, '/m/agent/home');
      await expect(period('period.thisMonth')).toHaveAttribute('aria-pressed', 'true');
      const thisMonth = await figures(t('home.team'), t('home.money'));
      expect(thisMonth.join(' ')).toContain(t('kpi.activePlayers'));
      await page.getByRole('link', { name: t('home.centre') }).click();
      await expect(page).toHaveURL(/\/m\/agent$/);
      await expect(period('period.thisMonth')).toHaveAttribute('aria-pressed', 'true');
      expect(await figures(t('kpi.title'))).toEqual(thisMonth);

      // A period chosen in the centre holds back on agent home, with the same figures there.
      await period('period.lastMonth').click();
      await expect(period('period.lastMonth')).toHaveAttribute('aria-pressed', 'true');
      const lastMonth = await figures(t('kpi.title'));
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/agent\/home$/);
      await expect(period('period.lastMonth')).toHaveAttribute('aria-pressed', 'true');
      expect(await figures(t('home.team'), t('home.money'))).toEqual(lastMonth);
    });

    test('every agent page has one heading and fits the screen, and agent home switches its period', async ({ page }) => {
      await openAsAgent(page, '/m/agent/home');
      for (const path of AGENT_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        expect(await wideParts(page), `${path} is wider than the screen`).toEqual([]);
      }
      await page.goto('/m/agent/home');
      await expect(page.getByRole('heading', { level: 2, name: t('home.team') })).toBeVisible();
      await page.getByRole('button', { name: t('period.lastMonth') }).click();
      await expect(page.getByRole('button', { name: t('period.lastMonth') })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(t('kpi.earned'))).toBeVisible();
    });
  });
}

test('a member is refused every agent page and every agent call', async ({ page, request }) => {
  await useLanguage(page, 'en');
  await signIn(page, { username: 'demo', password: 'Demo1234' });
  // Home greets the session with its popups once: closed first, so they never cover the message.
  await page.goto('/m/home');
  await closePopups(page, 'en', (await homeContent(request, 'EN')).popups.length);
  for (const path of AGENT_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(text('en', 'errors', 'codes.nonAgentLogin'))).toBeVisible();
  }
  const { token } = await apiLogin(request, 'demo', 'Demo1234');
  for (const call of Object.values(agentCalls)) {
    const answer =
      call.method === 'GET'
        ? await request.get(call.path, { headers: { token } })
        : await request.post(call.path, { headers: { token, 'idempotency-key': crypto.randomUUID() }, data: {} });
    expect(answer.status(), call.name).toBe(403);
    expect(((await answer.json()) as { errorCode: string }).errorCode, call.name).toBe('login.nonAgent');
  }
});

test('an agent’s app asks the platform nothing an agent may not read, and offers none of a member’s money', async ({ page, request }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/wps/') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await useLanguage(page, 'ty');
  await openAsAgent(page, '/m/home');
  const { hot } = await homeContent(request, 'TY');
  const firstGame = page.getByTestId('section-hot').getByRole('button', { name: hot[0]!.gameName }).first();
  await expect(firstGame).toBeVisible();
  // No favourites, no balance, no deposit or bonus: the header and the footer lead to the agent's own pages.
  await expect(page.getByRole('button', { name: /paborito/i })).toHaveCount(0);
  const footer = page.getByRole('navigation', { name: text('ty', 'shell', 'footer.label') });
  await expect(footer.getByRole('link', { name: text('ty', 'shell', 'footer.agent') })).toBeVisible();
  await expect(footer.getByRole('link', { name: text('ty', 'shell', 'footer.deposit'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('ty', 'shell', 'header.depositShort'), exact: true })).toHaveCount(0);
  await expect(page.getByText(text('ty', 'shell', 'footer.bonusTag'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('ty', 'shell', 'header.mail'), exact: true })).toHaveCount(0);

  // A game is for member accounts, and says so instead of failing.
  await firstGame.click();
  const told = page.getByRole('alertdialog');
  await expect(told).toContainText(text('ty', 'shell', 'agentPrompt'));
  await told.getByRole('button', { name: text('ty', 'shell', 'actions.close') }).click();

  for (const path of ['/m/slot-games', '/m/activity', '/m/notice', '/m/agent']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A member's page sends the agent to agent home, saying why.
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/agent\/home$/);
  await expect(page.getByText(text('ty', 'shell', 'memberPageForAgent'))).toBeVisible();
  // The header's menu keeps what an agent uses (logging out) and no money shortcuts.
  await page.getByRole('button', { name: text('ty', 'shell', 'header.more') }).click();
  await expect(page.getByRole('menuitem', { name: text('ty', 'shell', 'actions.logout') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: text('ty', 'shell', 'actions.deposit') })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
