import sharp from 'sharp';
import { expect, test } from '../support/test';
import { m, newPlayer, openConsole, shell, signInAs, type Lang } from './support';

const picture = (format: 'png' | 'jpeg', colour: string) => {
  const image = sharp({ create: { width: 120, height: 90, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

const TEXT = 'My deposit through GCash arrived late yesterday evening, please check it';

for (const lang of ['en', 'ty'] as const satisfies Lang[]) {
  test(`feedback with two images is sent, kept through a reload and listed with the answer; a renamed file is refused (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const player = await newPlayer(page.request);
    await signInAs(page, lang, player);
    await page.goto('/m/feedback');
    await expect(page.getByRole('heading', { level: 1, name: shell(lang, 'titles.feedback') })).toBeVisible();

    await page.getByLabel(m(lang, 'feedback.type')).selectOption({ label: m(lang, 'feedback.types.DEPOSIT') });
    const content = page.getByRole('textbox', { name: m(lang, 'feedback.content') });
    await content.fill('Too short');
    await expect(page.getByText(m(lang, 'feedback.wordCount', { count: 2, min: 5, max: 300 }))).toBeVisible();
    await content.fill(TEXT);
    await expect(page.getByText(m(lang, 'feedback.wordCount', { count: 11, min: 5, max: 300 }))).toBeVisible();

    const images = page.getByLabel(m(lang, 'feedback.images', { max: 3 }));
    await images.setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: await picture('png', '#2266aa') },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '#aa6622') },
    ]);
    const attached = page.getByRole('list', { name: m(lang, 'feedback.attached') });
    await expect(attached.getByRole('img')).toHaveCount(2);

    // A text file renamed to look like a picture is refused by its content.
    await images.setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture at all') },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: m(lang, 'errors.feedback.notAnImage', { name: 'notes.png' }) })).toBeVisible();
    await expect(attached.getByRole('img')).toHaveCount(2);

    // Nothing typed or uploaded is lost to a reload.
    await page.reload();
    await expect(content).toHaveValue(TEXT);
    await expect(page.getByLabel(m(lang, 'feedback.type'))).toHaveValue('DEPOSIT');
    await expect(attached.getByRole('img')).toHaveCount(2);

    await page.getByRole('button', { name: m(lang, 'feedback.send') }).click();
    await expect(page.getByText(m(lang, 'feedback.sent'))).toBeVisible();
    await expect(content).toHaveValue('');
    // The form starts over: its empty box is not an error.
    await expect(page.getByText(m(lang, 'feedback.contentRequired'))).toHaveCount(0);
    const history = page.getByRole('region', { name: m(lang, 'feedback.history') });
    const sent = history.getByRole('listitem').filter({ hasText: TEXT });
    await expect(sent).toContainText(m(lang, 'feedback.awaitingReply'));
    await expect(sent.getByRole('img')).toHaveCount(2);

    // Support answers from the console; the player sees the answer.
    const staff = await openConsole(browser, baseURL!);
    await staff.getByLabel(`Answer to ${player.username}`).fill('Thank you, it has been credited.');
    await staff.getByRole('button', { name: `Send answer to ${player.username}` }).click();
    await expect(staff.getByRole('listitem').filter({ hasText: player.username })).toContainText(
      'Answered: Thank you, it has been credited.',
    );
    await staff.context().close();
    await page.reload();
    await expect(history.getByRole('listitem').filter({ hasText: TEXT })).toContainText(
      m(lang, 'feedback.reply', { text: 'Thank you, it has been credited.' }),
    );
  });
}
