import { expect, test } from '../support/test';
import { headerBalance } from '../lobby/support';
import { text } from '../support/locales';
import { balanceCents, ledgerKinds, m, registerMember, shell, signIn, spin } from './support';

const BET_TODAY = { EN: 'Bet today', TY: 'Tumaya ngayong araw' };
const VERIFY_MOBILE = { EN: 'Verify your mobile number', TY: 'I-verify ang iyong mobile number' };

test('customer tasks (EN): real bets finish the daily bet task, its reward is claimed once and the balance rises', async ({ page }) => {
  const who = await registerMember(page.request);
  const session = await signIn(page, 'EN', who);

  // Players find the tasks on the member page.
  await page.goto('/m/member/home');
  await page
    .getByRole('main')
    .getByRole('link', { name: m('EN', 'shortcuts.tasks'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/customerTask$/);
  await expect(page.getByRole('heading', { level: 1, name: shell('EN', 'titles.customerTask') })).toBeVisible();

  const tasks = page.getByRole('list', { name: m('EN', 'tasks.list') });
  const betToday = tasks.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: BET_TODAY.EN }) });
  const progress = betToday.getByRole('progressbar', { name: m('EN', 'tasks.progressLabel', { title: BET_TODAY.EN }) });
  const claim = betToday.getByRole('button', { name: m('EN', 'tasks.claimLabel', { title: BET_TODAY.EN }) });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(betToday.getByText('₱0.00 / ₱300.00')).toBeVisible();
  await expect(betToday.getByText(m('EN', 'tasks.reward', { amount: '₱3.00' }))).toBeVisible();
  await expect(claim).toBeDisabled();

  // ₱200 of real slot bets: two thirds of the way.
  await spin(page.request, session.token, 2, 100);
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '67');
  await expect(betToday.getByText('₱200.00 / ₱300.00')).toBeVisible();
  await expect(claim).toBeDisabled();

  await spin(page.request, session.token, 1, 100);
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(betToday.getByText(m('EN', 'tasks.states.CLAIMABLE'), { exact: true })).toBeVisible();
  await expect(claim).toBeEnabled();

  const before = await balanceCents(page.request, session.token);
  await expect.poll(() => headerBalance(page)).toBe(before / 100);
  await claim.click();
  await expect(page.getByText(m('EN', 'tasks.claimed', { amount: '₱3.00' }))).toBeVisible();
  await expect(betToday.getByText(m('EN', 'tasks.states.CLAIMED'), { exact: true })).toBeVisible();
  await expect(claim).toHaveCount(0);
  // The header's balance shows the reward without a reload.
  await expect.poll(() => headerBalance(page)).toBe((before + 300) / 100);
  expect(await balanceCents(page.request, session.token)).toBe(before + 300);

  // Claimed stays claimed, and a second claim pays nothing.
  await page.reload();
  await expect(betToday.getByText(m('EN', 'tasks.states.CLAIMED'), { exact: true })).toBeVisible();
  const again = await page.request.post('/wps/member/tasks/claim', {
    headers: { token: session.token, 'idempotency-key': `again-${Date.now()}`, 'content-type': 'application/json' },
    data: { taskId: 'DAILY_BETS' },
  });
  expect(((await again.json()) as { errorCode: string }).errorCode).toBe('task.claimed');
  expect(await balanceCents(page.request, session.token)).toBe(before + 300);
  expect((await ledgerKinds(page.request, session.token)).filter((kind) => kind === 'REWARD')).toHaveLength(1);
});

test('customer tasks (TY): reached from the reward centre, in Tagalog, with a failed load retried', async ({ page }) => {
  const who = await registerMember(page.request);
  await signIn(page, 'TY', who);

  // The first read fails: the page says so in the dictionary's words and tries again on a tap.
  let failOnce = true;
  await page.route('**/wps/member/tasks', async (route) => {
    if (failOnce) {
      failOnce = false;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"errorCode":"system.error"}' });
    } else {
      await route.fallback();
    }
  });

  await page.goto('/m/rewardCenter');
  await page.getByRole('link', { name: m('TY', 'rewards.toTasks') }).click();
  await expect(page).toHaveURL(/\/m\/customerTask$/);
  await expect(page.getByRole('heading', { level: 1, name: shell('TY', 'titles.customerTask') })).toBeVisible();
  const retry = page.getByRole('button', { name: text('ty', 'errors', 'loadFailed') });
  await expect(retry).toBeVisible();
  await retry.click();

  const tasks = page.getByRole('list', { name: m('TY', 'tasks.list') });
  await expect(tasks.getByRole('heading', { level: 2 })).toHaveCount(5);
  const mobile = tasks.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: VERIFY_MOBILE.TY }) });
  await expect(mobile.getByText(m('TY', 'tasks.states.OPEN'), { exact: true })).toBeVisible();
  await expect(mobile.getByText(m('TY', 'tasks.reward', { amount: '₱8.00' }))).toBeVisible();
  await expect(mobile.getByText('0 / 1')).toBeVisible();
  await expect(mobile.getByRole('button', { name: m('TY', 'tasks.claimLabel', { title: VERIFY_MOBILE.TY }) })).toBeDisabled();
  await expect(tasks.getByRole('heading', { level: 2, name: BET_TODAY.TY })).toBeVisible();
  await expect(page.getByText(new RegExp(m('TY', 'tasks.dailyReset', { date: 'X' }).split('X')[0]!))).toBeVisible();
});
