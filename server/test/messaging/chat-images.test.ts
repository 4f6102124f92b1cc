import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { FeedbackImage } from '../../../contract/schemas/messaging';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { ChatClient, listen, messageId, staffCookie, strictlyRising, visitor } from './chat-support';

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = `----tala${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(platform: TestPlatform, url: string, headers: Record<string, string>, filename: string, bytes: Buffer) {
  const body = multipart(filename, 'image/png', bytes);
  const answer = await platform.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType, 'idempotency-key': randomUUID() },
    payload: body.payload,
  });
  return { status: answer.statusCode, ...envelope<FeedbackImage>(answer) };
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Model: 'Secret Model' } } })
    .toBuffer();

describeOnEachDatabase('images in the live chat', (platform) => {
  it('a visitor’s picture reaches staff once and in order among the texts, without its metadata; staff answer with one', async () => {
    const host = await listen(platform());
    const player = await visitor(host, 'Maria');
    const cookie = await staffCookie(platform());
    const staff = await ChatClient.open(host, '/ws/support', { cookie });
    staff.send({ type: 'watch', conversationId: player.conversationId, lastSeenId: 0 });

    const image = await upload(platform(), '/wps/chat/image', { 'x-chat-visitor': player.key }, 'receipt.jpg', await photo());
    expect(image.status).toBe(200);
    player.client.send({ type: 'send', clientMessageId: messageId(), text: 'Here is my receipt' });
    const withImage = messageId();
    player.client.send({ type: 'send', clientMessageId: withImage, imageKey: image.value.key });
    // Sent again after a cut: the same message, not a second one.
    player.client.send({ type: 'send', clientMessageId: withImage, imageKey: image.value.key });
    player.client.send({ type: 'send', clientMessageId: messageId(), text: 'Please check' });
    await staff.until((c) => c.messages.length === 3, 'three messages');
    await new Promise((r) => setTimeout(r, 100));
    expect(staff.messages.map((m) => m.text)).toEqual(['Here is my receipt', '', 'Please check']);
    expect(strictlyRising(staff.messages.map((m) => m.id))).toBe(true);
    const url = staff.messages[1]!.image!.url;
    expect(url).toBe(image.value.url);
    const served = await platform().app.inject({ url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);

    const reply = await upload(
      platform(),
      '/support/api/image',
      { cookie },
      'screen.png',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer(),
    );
    expect(reply.status).toBe(200);
    staff.send({ type: 'send', conversationId: player.conversationId, clientMessageId: messageId(), imageKey: reply.value.key });
    await player.client.until((c) => c.messages.some((m) => m.from === 'STAFF' && m.image?.url === reply.value.url), 'staff image');
    await Promise.all([player.client.close(), staff.close()]);
  });

  it('refuses a renamed non-image, someone else’s picture, a picture sent twice, and uploads from nobody', async () => {
    const host = await listen(platform());
    const first = await visitor(host, 'Jun');
    const second = await visitor(host, 'Lea');
    const renamed = await upload(
      platform(),
      '/wps/chat/image',
      { 'x-chat-visitor': first.key },
      'photo.png',
      Buffer.from('%PDF-1.4 not a picture'),
    );
    expect(renamed.status).toBe(400);
    expect(renamed.errorCode).toBe('feedback.notAnImage');
    const nobody = await upload(platform(), '/wps/chat/image', {}, 'a.jpg', await photo());
    expect(nobody.status).toBe(401);
    const staffless = await upload(platform(), '/support/api/image', {}, 'a.jpg', await photo());
    expect(staffless.status).toBe(401);

    const mine = await upload(platform(), '/wps/chat/image', { 'x-chat-visitor': first.key }, 'a.jpg', await photo());
    second.client.send({ type: 'send', clientMessageId: messageId(), imageKey: mine.value.key });
    await second.client.until((c) => c.frames.some((f) => f.type === 'error' && f.errorCode === 'chat.imageUnknown'), 'refused');
    first.client.send({ type: 'send', clientMessageId: messageId(), imageKey: mine.value.key });
    await first.client.until((c) => c.messages.length === 1, 'sent');
    first.client.send({ type: 'send', clientMessageId: messageId(), imageKey: mine.value.key });
    await first.client.until((c) => c.frames.some((f) => f.type === 'error' && f.errorCode === 'chat.imageUnknown'), 'used once');
    first.client.send({ type: 'send', clientMessageId: messageId() });
    await first.client.until((c) => c.frames.some((f) => f.type === 'error' && f.errorCode === 'chat.empty'), 'empty');
    expect(second.client.messages).toHaveLength(0);
    await Promise.all([first.client.close(), second.client.close()]);
  });
});
