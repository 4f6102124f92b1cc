import { expect, test } from '../support/test';
import { balanceCents, grantReward, ledgerKinds, m, registerMember, signIn } from './support';

test('reward centre (TY): a reward is claimed once; a second tap and a replayed request credit nothing', async ({ page }) => {
  const who = await registerMember(page.request);
  const session = await signIn(page, 'TY', who);
  const id = await grantReward(page.request, who.username, 'Lingguhang paligsahan', '25.00');
  const before = await balanceCents(page.request, session.token);

  await page.goto('/m/rewardCenter');
  await expect(page.getByText(m('TY', 'rewards.unclaimed_one', { count: 1 }))).toBeVisible();
  const title = m('TY', 'rewards.sources.PROMOTION', { label: 'Lingguhang paligsahan' });
  const claim = page.getByRole('button', { name: m('TY', 'rewards.claimLabel', { title }) });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/member/rewards/claim');
  await claim.click();
  const request = await sent;
  await expect(page.getByText(m('TY', 'rewards.claimed', { amount: '₱25.00' }))).toBeVisible();
  await expect(page.getByText(m('TY', 'rewards.states.CLAIMED'))).toBeVisible();
  // Once claimed there is nothing left to tap.
  await expect(claim).toHaveCount(0);
  expect(await balanceCents(page.request, session.token)).toBe(before + 2_500);

  // The very same request again (same idempotency key) answers as the first time and credits nothing.
  const key = request.headers()['idempotency-key']!;
  const replay = await page.request.post('/wps/member/rewards/claim', {
    headers: { token: session.token, 'idempotency-key': key, 'content-type': 'application/json' },
    data: { id },
  });
  expect(((await replay.json()) as { success: boolean }).success).toBe(true);
  // A new tap (a new key) is refused.
  const again = await page.request.post('/wps/member/rewards/claim', {
    headers: { token: session.token, 'idempotency-key': `k-${Date.now()}-again`, 'content-type': 'application/json' },
    data: { id },
  });
  expect(((await again.json()) as { errorCode: string }).errorCode).toBe('reward.claimed');
  expect(await balanceCents(page.request, session.token)).toBe(before + 2_500);
  expect((await ledgerKinds(page.request, session.token)).filter((kind) => kind === 'REWARD')).toHaveLength(1);
  await expect(page.getByText(m('TY', 'rewards.unclaimed_other', { count: 0 }))).toBeVisible();
});
