import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember } from '../lobby/members';
import { login, memberWithPassword, PASSWORD } from '../protection/support';
import { pixelBombPng } from './picture-bombs';
import { visitorKey } from './chat-support';

function multipart(bytes: Buffer) {
  const boundary = `----tala${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(platform: TestPlatform, url: string, headers: Record<string, string>, bytes: Buffer) {
  const body = multipart(bytes);
  const answer = await platform.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType, 'idempotency-key': randomUUID() },
    payload: body.payload,
  });
  return { status: answer.statusCode, errorCode: envelope(answer).errorCode };
}

describeOnEachDatabase('pictures are judged by their size before they are decoded', (platform) => {
  it('refuses a 5 KB PNG of a million by forty pixels in the chat, feedback and head icons alike', async () => {
    const bomb = pixelBombPng(1_000_000, 40);
    expect(bomb.length).toBeLessThan(6000);
    const refused = { status: 400, errorCode: 'feedback.imageTooManyPixels' };
    expect(await upload(platform(), '/wps/chat/image', { 'x-chat-visitor': visitorKey() }, bomb)).toEqual(refused);
    const member = await createMember(platform());
    expect(await upload(platform(), '/wps/chat/image', as(member), bomb)).toEqual(refused);
    expect(await upload(platform(), '/wps/feedback/image', as(member), bomb)).toEqual(refused);
    const icon = await platform().app.inject({
      method: 'POST',
      url: '/wps/member/headIcon',
      headers: as(member, { 'content-type': 'image/png' }),
      payload: bomb,
    });
    expect([icon.statusCode, envelope(icon).errorCode]).toEqual([400, 'headIcon.pixels']);
  });

  it('draws the line at 4096 × 4096 pixels', async () => {
    const member = await createMember(platform());
    const over = await upload(platform(), '/wps/feedback/image', as(member), pixelBombPng(4096, 4097));
    expect(over).toEqual({ status: 400, errorCode: 'feedback.imageTooManyPixels' });
    const atTheLine = await upload(platform(), '/wps/feedback/image', as(member), pixelBombPng(4096, 4096));
    expect(atTheLine.status).toBe(200);
  });
});

describeOnEachDatabase('chat pictures and a player on a break', (platform) => {
  it('a withdraw-only session cannot upload a chat picture', async () => {
    const member = await memberWithPassword(platform());
    const taken = await platform().app.inject({
      method: 'POST',
      url: '/protection/break',
      headers: as(member),
      payload: { period: '24H', password: PASSWORD },
    });
    expect(taken.statusCode).toBe(200);
    const during = await login(platform(), member);
    const token = envelope<{ token: string }>(during).value.token;
    const picture = pixelBombPng(8, 8);
    expect(await upload(platform(), '/wps/chat/image', { token }, picture)).toEqual({ status: 403, errorCode: 'protection.withdrawOnly' });
  });
});
