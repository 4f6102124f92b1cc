import sharp from 'sharp';
import { expect, test } from '../support/test';
import { smsCode, uniqueMobile } from '../account/support';
import { balanceCents, m, registerMember, shell, signIn } from './support';

const PAYMENT_PASSWORD = '482913';

test('security centre (EN): a mobile bound through the SMS code and an e-mail through the e-mailed code raise the level', async ({
  page,
}) => {
  const who = await registerMember(page.request);
  await signIn(page, 'EN', who);
  await page.goto('/m/securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: shell('EN', 'titles.securityCenter') })).toBeVisible();
  await expect(page.getByRole('heading', { name: m('EN', 'security.level', { level: m('EN', 'security.levels.LOW') }) })).toBeVisible();

  const mobile = uniqueMobile();
  const mobileForm = page.getByRole('form', { name: m('EN', 'security.bindMobile') });
  await mobileForm.getByLabel(m('EN', 'security.mobileNum')).fill(mobile);
  await mobileForm.getByRole('button', { name: m('EN', 'security.getCode') }).click();
  const code = await smsCode(page.request, mobile);
  await mobileForm.getByLabel(m('EN', 'security.code')).fill(code);
  await mobileForm.getByRole('button', { name: m('EN', 'security.bindMobile') }).click();
  await expect(page.getByText(`+63 ${'•'.repeat(7)}${mobile.slice(-3)} · ${m('EN', 'security.verified')}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: m('EN', 'security.level', { level: m('EN', 'security.levels.MEDIUM') }) })).toBeVisible();
});

test('invite, payment password and transfer (TY): a friend registers with the code, sets a payment password, and sends money to the inviter', async ({
  page,
}) => {
  // Two members, two logins and a transfer: a longer walk than most.
  test.setTimeout(180_000);
  const inviter = await registerMember(page.request);
  const inviterSession = await signIn(page, 'TY', inviter);
  await page.goto('/m/inviteFriends');
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByTestId('invite-link')).toHaveText(new RegExp(`/m/register\\?affiliateCode=${code}$`));
  await expect(page.getByRole('img', { name: m('TY', 'invite.qr') })).toBeVisible();
  await expect(page.getByText(m('TY', 'invite.noFriends'))).toBeVisible();

  const friend = await registerMember(page.request, code);
  await page.reload();
  const friends = page.getByRole('list', { name: m('TY', 'invite.friends') });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(friends).toContainText(friend.username.slice(0, 2));
  const inviterBefore = await balanceCents(page.request, inviterSession.token);

  // The friend: the payment password is set in the security centre, then asked for by the transfer.
  const friendSession = await signIn(page, 'TY', friend);
  await page.goto('/m/securityCenter');
  const passwordForm = page.getByRole('form', { name: m('TY', 'security.setPaymentPassword') });
  await passwordForm.getByLabel(m('TY', 'security.loginPasswordField')).fill(friend.password);
  await passwordForm.getByLabel(m('TY', 'security.newPaymentPassword')).fill(PAYMENT_PASSWORD);
  await passwordForm.getByLabel(m('TY', 'security.confirmPaymentPassword')).fill(PAYMENT_PASSWORD);
  await passwordForm.getByRole('button', { name: m('TY', 'security.save') }).click();
  await expect(page.getByRole('heading', { name: m('TY', 'security.changePaymentPassword') })).toBeVisible();

  await page.goto('/m/mine');
  await page.getByRole('link', { name: m('TY', 'shortcuts.uplineTransfer') }).click();
  await expect(page.getByRole('heading', { level: 1, name: shell('TY', 'titles.uplineTransfer') })).toBeVisible();
  const friendBefore = await balanceCents(page.request, friendSession.token);
  await page.getByLabel(m('TY', 'upline.amount')).fill('125.50');
  await page.getByLabel(m('TY', 'upline.paymentPassword')).fill('000000');
  await page.getByRole('button', { name: m('TY', 'upline.submit') }).click();
  await expect(page.getByText(/^Mali ang payment password/).first()).toBeVisible();
  await page.getByLabel(m('TY', 'upline.paymentPassword')).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: m('TY', 'upline.submit') }).click();
  await expect.poll(() => balanceCents(page.request, friendSession.token)).toBe(friendBefore - 12_550);
  await expect(page.getByLabel(m('TY', 'upline.amount'))).toHaveValue('');

  // Both sides: the friend's records show the transfer out, the inviter's the transfer in.
  await page.goto('/m/transaction/record?range=today');
  await expect(page.getByText(/-₱125\.50|−₱125\.50/).first()).toBeVisible();
  expect(await balanceCents(page.request, inviterSession.token)).toBe(inviterBefore + 12_550);
  await signIn(page, 'TY', inviter);
  await page.goto('/m/transaction/record?range=today');
  await expect(page.getByText(/\+?₱125\.50/).first()).toBeVisible();
});

test('head icon (TY): a picture is kept and shown; a text file renamed .png is refused', async ({ page }) => {
  const who = await registerMember(page.request);
  await signIn(page, 'TY', who);
  await page.goto('/m/securityCenter');
  const chooser = page.getByLabel(m('TY', 'security.chooseHeadIcon'));
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await chooser.setInputFiles({ name: 'ako.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(m('TY', 'security.headIconSaved'))).toBeVisible();
  const avatar = page.getByRole('img', { name: m('TY', 'headIcon') });
  await expect(avatar).toHaveAttribute('src', /^\/cdn\/head-icons\/\d+-[0-9a-f]{20}\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(256);

  await chooser.setInputFiles({ name: 'hindi-larawan.png', mimeType: 'image/png', buffer: Buffer.from('hindi ito larawan') });
  await expect(page.getByRole('alert').filter({ hasText: m('TY', 'errors.headIcon.type') })).toBeVisible();
});
