import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Feedback, FeedbackImage } from '../../../contract/schemas/messaging';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { staffCookie } from './chat-support';

/** A multipart form with one file field `image`, as a browser sends it. */
function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = `----tala${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(platform: TestPlatform, member: TestMember, filename: string, type: string, bytes: Buffer, key = randomUUID()) {
  const body = multipart(filename, type, bytes);
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/feedback/image',
    headers: as(member, { 'content-type': body.contentType, 'idempotency-key': key }),
    payload: body.payload,
  });
  return { status: answer.statusCode, ...envelope<FeedbackImage>(answer) };
}

/** A photo as a phone takes it: with camera and location metadata. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Secret Model', Copyright: 'GPS 14.5995 N 120.9842 E' } } })
    .toBuffer();
const screenshot = () =>
  sharp({ create: { width: 40, height: 80, channels: 4, background: '#ffcc00' } })
    .png()
    .withMetadata({ exif: { IFD0: { Model: 'Secret Model' } } })
    .toBuffer();

const SENTENCE = 'My deposit through GCash has not arrived after twenty minutes';

describeOnEachDatabase('feedback with images', (platform) => {
  it('takes PNG and JPEG checked by content, re-encoded without their metadata, and lists them with the feedback', async () => {
    const member = await createMember(platform());
    const jpeg = await photo();
    expect(jpeg.includes(Buffer.from('Secret Model'))).toBe(true);
    const first = await upload(platform(), member, 'photo.jpg', 'image/jpeg', jpeg);
    expect(first.status).toBe(200);
    const second = await upload(platform(), member, 'screen.png', 'image/png', await screenshot());
    expect(second.status).toBe(200);

    const served = await platform().app.inject({ url: first.value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('GPS 14.5995'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const png = await platform().app.inject({ url: second.value.url });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);

    const key = randomUUID();
    const send = () =>
      platform().app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: as(member, { 'idempotency-key': key }),
        payload: { type: 'DEPOSIT', content: SENTENCE, imageKeys: [first.value.key, second.value.key] },
      });
    const sent = envelope<Feedback>(await send());
    expect(sent.value).toMatchObject({ type: 'DEPOSIT', content: SENTENCE, reply: null });
    expect(sent.value.images.map((i) => i.key)).toEqual([first.value.key, second.value.key]);
    // Sent again after a lost answer: the same feedback, not a second one.
    expect(envelope<Feedback>(await send()).value.id).toBe(sent.value.id);
    const list = envelope<{ list: Feedback[] }>(await platform().app.inject({ url: '/wps/feedback/list', headers: as(member) })).value.list;
    expect(list).toHaveLength(1);

    // Support reads it in the console and answers; the member sees the answer.
    const cookie = await staffCookie(platform());
    const queue = await platform().app.inject({ url: '/support/api/feedback', headers: { cookie } });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(envelope<{ id: number; username: string }[]>(queue).value[0]).toMatchObject({ id: sent.value.id, username: member.username });
    const answered = await platform().app.inject({
      method: 'POST',
      url: `/support/api/feedback/${sent.value.id}/reply`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { text: 'It has been credited.' },
    });
    expect(answered.statusCode).toBe(200);
    const after = envelope<{ list: Feedback[] }>(await platform().app.inject({ url: '/wps/feedback/list', headers: as(member) })).value
      .list;
    expect(after[0]).toMatchObject({ reply: 'It has been credited.' });
  });

  it('refuses a renamed non-image, an oversized file, a fourth image and text outside the word bounds', async () => {
    const member = await createMember(platform());
    const renamed = await upload(platform(), member, 'holiday.png', 'image/png', Buffer.from('%PDF-1.7 this is a document, not a picture'));
    expect(renamed.status).toBe(400);
    expect(renamed.errorCode).toBe('feedback.notAnImage');
    const huge = await upload(platform(), member, 'big.jpg', 'image/jpeg', Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(400);
    expect(huge.errorCode).toBe('feedback.imageTooLarge');

    const keys: string[] = [];
    for (let i = 0; i < 4; i++) keys.push((await upload(platform(), member, `s${i}.png`, 'image/png', await screenshot())).value.key);
    const four = await platform().app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: as(member),
      payload: { type: 'GAME', content: SENTENCE, imageKeys: keys },
    });
    expect(four.statusCode).toBe(400);
    const short = await platform().app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: as(member),
      payload: { type: 'GAME', content: 'Too short' },
    });
    expect(short.statusCode).toBe(400);
    expect(envelope(short).errorCode).toBe('feedback.words');
    // Another member's image cannot be attached.
    const other = await createMember(platform());
    const foreign = await platform().app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: as(other),
      payload: { type: 'GAME', content: SENTENCE, imageKeys: [keys[0]] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(envelope(foreign).errorCode).toBe('feedback.imageUnknown');
    expect((await platform().app.inject({ method: 'POST', url: '/wps/feedback/image' })).statusCode).toBe(401);
  });
});
