import { expect, test } from '../support/test';
import { balanceCents, ledgerKinds, m, registerMember, shell, signIn, spin } from './support';

test('rebate (EN): the rebate on real bets is claimed once, then nothing is due, and the report lists it', async ({ page }) => {
  const who = await registerMember(page.request);
  const session = await signIn(page, 'EN', who);
  await spin(page.request, session.token, 5, 100);
  await page.goto('/m/member/manualRebate');
  await expect(page.getByRole('heading', { level: 1, name: shell('EN', 'titles.manualRebate') })).toBeVisible();
  // VIP0 returns 0.30 % of ₱500 of valid bets.
  await expect(page.getByTestId('rebate-due')).toHaveText('₱1.50');
  const before = await balanceCents(page.request, session.token);
  const claim = page.getByRole('button', { name: m('EN', 'rebate.claim') });
  await claim.click();
  await expect(page.getByText(m('EN', 'rebate.claimed', { amount: '₱1.50' }))).toBeVisible();
  await expect(page.getByTestId('rebate-due')).toHaveText('₱0.00');
  await expect(claim).toBeDisabled();
  expect(await balanceCents(page.request, session.token)).toBe(before + 150);
  expect((await ledgerKinds(page.request, session.token)).filter((kind) => kind === 'REBATE')).toHaveLength(1);

  await page.goto('/m/member/rebateReport');
  await page.getByRole('button', { name: m('EN', 'report.ranges.today') }).click();
  await expect(page.getByText(m('EN', 'report.total', { amount: '₱1.50' }))).toBeVisible();
  await expect(page.getByText(m('EN', 'report.detail', { percent: '0.30', bets: '₱500.00' }))).toBeVisible();
});

test('VIP benefits (TY): progress moves with real play', async ({ page }) => {
  const who = await registerMember(page.request);
  const session = await signIn(page, 'TY', who);
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('heading', { level: 2, name: m('TY', 'vip.current', { name: 'VIP0' }) })).toBeVisible();
  await expect(page.getByTestId('vip-bets')).toHaveText('₱0.00');
  await spin(page.request, session.token, 3, 100);
  await page.reload();
  await expect(page.getByTestId('vip-bets')).toHaveText('₱300.00');
  await expect(page.getByRole('progressbar', { name: m('TY', 'vip.progress') })).toBeVisible();
});

test('missions (EN): spins and bets this week move the missions, and the player gets a place on the leaderboard', async ({ page }) => {
  const who = await registerMember(page.request);
  const session = await signIn(page, 'EN', who);
  await page.goto('/m/leaderBoard');
  await expect(page.getByTestId('my-rank')).toHaveText(m('EN', 'missions.noRank'));
  await spin(page.request, session.token, 4, 100);
  await page.reload();
  const spins = page.getByRole('progressbar', { name: m('EN', 'missions.names.SPINS') });
  await expect(spins).toHaveAttribute('aria-valuenow', '8');
  await expect(page.getByTestId('my-rank')).toContainText('₱400.00');
});
