import sharp from 'sharp';
import { expect, test } from '../support/test';
import { AFTER_START_UP_MS, m, newPlayer, openConsole, openHome, shell, signInAs, unreadTotal, type Lang } from './support';

for (const lang of ['en', 'ty'] as const satisfies Lang[]) {
  test(`player and support chat; after a 10 s cut the player has both staff messages once, in order (${lang})`, async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    test.setTimeout(120_000);
    const player = await newPlayer(page.request);
    await signInAs(page, lang, player);

    // The customer-service widget opens the chat.
    await openHome(page, lang);
    await page.getByRole('button', { name: shell(lang, 'service.title'), exact: true }).click();
    await page.getByRole('link', { name: shell(lang, 'service.liveChat') }).click();
    await expect(page.getByRole('heading', { level: 1, name: shell(lang, 'titles.chat') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: m(lang, 'chat.connected') })).toBeVisible();
    await page.getByRole('textbox', { name: m(lang, 'chat.message') }).fill('My deposit has not arrived');
    await page.getByRole('button', { name: m(lang, 'chat.send') }).click();
    const messages = page.getByRole('list', { name: m(lang, 'chat.messages') });
    await expect(messages.getByRole('listitem').filter({ hasText: 'My deposit has not arrived' })).toContainText(m(lang, 'chat.you'));

    // Home, before staff answer: the badge's total without the chat.
    await page.goto('/m/home');
    // The inbox count loads once Home is up (after its announcements): the two welcome messages light the mail dot.
    await expect(page.getByTestId('mail-dot')).toBeVisible({ timeout: AFTER_START_UP_MS });
    const before = await unreadTotal(page);

    const staff = await openConsole(browser, baseURL!);
    await staff.getByRole('button', { name: new RegExp(player.username) }).click();
    await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('My deposit has not arrived');
    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Assigned to Ana' })).toBeVisible();
    await staff.getByLabel('Canned answer language').selectOption(lang === 'en' ? 'en' : 'ty');
    const greeting =
      lang === 'en' ? 'Hello! Thank you for contacting Tala support.' : 'Kumusta! Salamat sa pakikipag-ugnayan sa Tala support.';
    // The first canned answer is the greeting, in the language chosen.
    await staff.getByLabel('Canned answer', { exact: true }).selectOption({ index: 1 });
    await expect(staff.getByLabel('Reply')).toHaveValue(new RegExp(`^${greeting.replace(/[.!?]/g, '\\$&')}`));
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByRole('list', { name: 'Messages' })).toContainText(greeting);

    // The player's badge counts the answer.
    await page.reload();
    await expect(page.getByTestId('mail-dot')).toBeVisible({ timeout: AFTER_START_UP_MS });
    await expect.poll(() => unreadTotal(page), { timeout: AFTER_START_UP_MS }).toBe(before + 1);

    // The side menu's live chat opens the conversation with the answer.
    await page.getByRole('button', { name: shell(lang, 'header.openMenu') }).click();
    await page.getByRole('link', { name: shell(lang, 'menu.liveChat') }).click();
    await expect(messages).toContainText(greeting);
    await expect(messages.getByRole('listitem').filter({ hasText: greeting })).toContainText(m(lang, 'chat.staff', { name: 'Ana' }));

    // The connection is cut for 10 seconds while staff send two messages.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: m(lang, 'chat.reconnecting') })).toBeVisible();
    await staff.getByLabel('Reply').fill('First: we found your deposit');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await staff.getByLabel('Reply').fill('Second: it is now in your balance');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('Second: it is now in your balance');
    await page.waitForTimeout(10_000);
    await context.setOffline(false);

    await expect(page.getByRole('status').filter({ hasText: m(lang, 'chat.connected') })).toBeVisible();
    await expect(messages.getByRole('listitem').filter({ hasText: 'Second: it is now in your balance' })).toBeVisible();
    const texts = await messages.getByRole('listitem').allTextContents();
    const first = texts.filter((t) => t.includes('First: we found your deposit'));
    const second = texts.filter((t) => t.includes('Second: it is now in your balance'));
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(texts.findIndex((t) => t.includes('First:'))).toBeLessThan(texts.findIndex((t) => t.includes('Second:')));

    // Staff close the conversation; the player can start a new one.
    await staff.getByRole('button', { name: 'Close conversation' }).click();
    await expect(page.getByRole('status').filter({ hasText: m(lang, 'chat.closed') })).toBeVisible();
    await expect(page.getByRole('button', { name: m(lang, 'chat.newChat') })).toBeVisible();
    await staff.context().close();
  });
}

test('a visitor chats under the name they give', async ({ page, browser, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
  await page.goto('/m/chat');
  await page.getByRole('textbox', { name: m('en', 'chat.name') }).fill('Rosa');
  await page.getByRole('button', { name: m('en', 'chat.start') }).click();
  await page.getByRole('textbox', { name: m('en', 'chat.message') }).fill('Can I play without an account?');
  await page.getByRole('button', { name: m('en', 'chat.send') }).click();
  const staff = await openConsole(browser, baseURL!);
  await staff.getByRole('button', { name: /Rosa \(visitor\)/ }).click();
  await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('Can I play without an account?');
  await staff.getByLabel('Reply').fill('Yes, try the free play');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: m('en', 'chat.messages') })).toContainText('Yes, try the free play');
  await staff.context().close();
});

for (const lang of ['en', 'ty'] as const satisfies Lang[]) {
  test(`a player sends a picture, staff see it and open it full size; a renamed non-image is refused (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = await newPlayer(page.request);
    await signInAs(page, lang, player);
    await page.goto('/m/chat');
    await expect(page.getByRole('status').filter({ hasText: m(lang, 'chat.connected') })).toBeVisible();
    const picture = page.getByLabel(m(lang, 'chat.sendPicture'));
    const messages = page.getByRole('list', { name: m(lang, 'chat.messages') });

    await picture.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('my notes, not a picture at all') });
    await expect(page.getByRole('alert').filter({ hasText: m(lang, 'errors.feedback.notAnImage', { name: 'notes.jpg' }) })).toBeVisible();
    await expect(messages.getByRole('img')).toHaveCount(0);

    await picture.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await chatPicture() });
    const sent = messages.getByRole('button', { name: m(lang, 'chat.openPicture') });
    await expect(sent).toHaveCount(1);
    await page.getByRole('textbox', { name: m(lang, 'chat.message') }).fill('This is my receipt');
    await page.getByRole('button', { name: m(lang, 'chat.send') }).click();
    await expect(messages.getByRole('listitem').filter({ hasText: 'This is my receipt' })).toBeVisible();
    await sent.click();
    const viewer = page.getByRole('dialog', { name: m(lang, 'chat.picture') });
    await expect(viewer.getByRole('img', { name: m(lang, 'chat.pictureFull') })).toBeVisible();
    await viewer.getByRole('button', { name: m(lang, 'chat.closePicture') }).click();
    await expect(viewer).toBeHidden();

    const staff = await openConsole(browser, baseURL!);
    await staff.getByRole('button', { name: new RegExp(player.username) }).click();
    const thread = staff.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('img', { name: /Picture from/ })).toHaveCount(1);
    // The picture came before the text, and it shows as a picture that loaded.
    await expect(thread.getByRole('listitem').nth(0).getByRole('img')).toHaveJSProperty('complete', true);
    await expect(thread.getByRole('listitem').nth(1)).toContainText('This is my receipt');
    expect(await thread.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
    await staff.context().close();
  });
}

const chatPicture = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();
