import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

const upload = async (platform: TestPlatform, member: TestMember, body: Buffer, type: string) => {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/member/headIcon',
    headers: as(member, { 'content-type': type }),
    payload: body,
  });
  return { status: answer.statusCode, ...envelope<{ headIcon: string }>(answer) };
};

describeOnEachDatabase('head icons', (platform) => {
  it('keeps a JPEG as a clean 256-pixel PNG without its metadata, served from the image CDN', async () => {
    const member = await createMember(platform());
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-42' } })
      .toBuffer();
    expect(photo.includes('secret-location-42')).toBe(true);
    // Named and typed as anything: the bytes decide.
    const answer = await upload(platform(), member, photo, 'application/octet-stream');
    expect(answer.success).toBe(true);
    expect(answer.value.headIcon).toMatch(/^\/cdn\/head-icons\/\d+-[0-9a-f]{20}\.png$/);
    const served = await platform().app.inject({ url: answer.value.headIcon });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const bytes = served.rawPayload;
    expect(bytes.includes('secret-location-42')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    const centre = envelope<{ headIcon: string }>(await platform().app.inject({ url: '/wps/member/centre', headers: as(member) })).value;
    expect(centre.headIcon).toBe(answer.value.headIcon);
  });

  it('refuses a renamed non-image, a damaged picture and one over 5 MB', async () => {
    const member = await createMember(platform());
    const text = Buffer.from('this is a text file named avatar.png');
    expect(await upload(platform(), member, text, 'image/png')).toMatchObject({ status: 400, errorCode: 'headIcon.type' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await upload(platform(), member, png.subarray(0, 30), 'image/png')).toMatchObject({ status: 400, errorCode: 'headIcon.type' });
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(platform(), member, huge, 'image/png')).toMatchObject({ status: 400, errorCode: 'headIcon.size' });
    expect((await platform().app.inject({ url: '/cdn/head-icons/..%2Fetc.png' })).statusCode).toBe(404);
  });
});
