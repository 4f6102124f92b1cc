import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { CommentImage, PromotionComment, PromotionCommentPage } from '../../../contract/comments';
import type { LoginValue } from '../../../contract/account';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { staffCookie } from '../messaging/chat-support';
import { login, memberWithPassword, PASSWORD } from '../protection/support';

/** A multipart form with one file field `image`, as a browser sends it. */
function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = `----tala${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
    .gif()
    .toBuffer();

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

/** The id of a promotion's row in a language, by its key. */
async function promotionId(platform: TestPlatform, key: string, language = 'EN'): Promise<number> {
  const { rows } = await platform.db.query<{ id: number }>(
    `SELECT id FROM announcements WHERE promotion_key = $1 AND type = 'Promotion' AND language = $2`,
    [key, language],
  );
  return Number(rows[0]!.id);
}

describeOnEachDatabase('promotion comments', (platform) => {
  const upload = async (member: TestMember, filename: string, type: string, bytes: Buffer) => {
    const body = multipart(filename, type, bytes);
    const answer = await platform().app.inject({
      method: 'POST',
      url: '/wps/activity/comment/image',
      headers: as(member, { 'content-type': body.contentType, 'idempotency-key': randomUUID() }),
      payload: body.payload,
    });
    return { status: answer.statusCode, ...envelope<CommentImage>(answer) };
  };
  const post = (member: TestMember, payload: Record<string, unknown>, key = randomUUID()) =>
    platform().app.inject({ method: 'POST', url: '/wps/activity/comment', headers: as(member, { 'idempotency-key': key }), payload });
  const list = async (id: number, query = '') => {
    const answer = await platform().app.inject({ url: `/wps/activity/comments?id=${id}${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return envelope<PromotionCommentPage>(answer).value;
  };
  const refusal = async (answer: Awaited<ReturnType<typeof post>>) => [answer.statusCode, envelope(answer).errorCode];

  it('lists a member’s comment with its pictures under the promotion in both languages, newest first, the author masked', async () => {
    const member = await createMember(platform());
    const tongits = await promotionId(platform(), 'tongits-tournament');
    const tongitsTy = await promotionId(platform(), 'tongits-tournament', 'TY');
    const png = await upload(member, 'screen.png', 'image/png', await picture());
    const jpeg = await upload(member, 'photo.jpg', 'image/jpeg', await photo());
    expect([png.status, jpeg.status]).toEqual([200, 200]);

    const key = randomUUID();
    const first = await post(member, { id: tongits, text: '  Sali ako sa torneo! 🎉  ', imageKeys: [png.value.key, jpeg.value.key] }, key);
    expect(first.statusCode, first.body).toBe(200);
    const comment = envelope<PromotionComment>(first).value;
    expect(comment.text).toBe('Sali ako sa torneo! 🎉');
    expect(comment.author).not.toContain(member.username);
    expect(comment.author).toBe(`${member.username.slice(0, 2)}${'•'.repeat(member.username.length - 3)}${member.username.slice(-1)}`);
    expect(comment.images.map((image) => image.key)).toEqual([png.value.key, jpeg.value.key]);
    // Sent again after a lost answer: the same comment, not a second one.
    expect(envelope<PromotionComment>(await post(member, { id: tongits, text: 'Sali ako sa torneo! 🎉' }, key)).value.id).toBe(comment.id);

    const later = envelope<PromotionComment>(await post(member, { id: tongitsTy, text: 'Second thought' })).value;
    const page = await list(tongits);
    expect(page.list.map((c) => c.id)).toEqual([later.id, comment.id]);
    expect((await list(tongitsTy)).list.map((c) => c.id)).toEqual([later.id, comment.id]);
    // Paged: one at a time, then the next before it.
    const one = await list(tongits, '&pageSize=1');
    expect([one.list.map((c) => c.id), one.hasMore]).toEqual([[later.id], true]);
    const two = await list(tongits, `&pageSize=1&beforeId=${later.id}`);
    expect([two.list.map((c) => c.id), two.hasMore]).toEqual([[comment.id], false]);

    const served = await platform().app.inject({ url: comment.images[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await platform().app.inject({ url: comment.images[1]!.url })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses empty and over-long text, a fourth picture, a picture not its own and an unknown or ended promotion, each with its code', async () => {
    const member = await createMember(platform());
    const tongits = await promotionId(platform(), 'tongits-tournament');
    expect(await refusal(await post(member, { id: tongits, text: '   ' }))).toEqual([400, 'comment.empty']);
    expect(await refusal(await post(member, { id: tongits, text: 'a'.repeat(141) }))).toEqual([400, 'comment.tooLong']);
    // 140 characters as the player counts them, emoji included, is within bounds.
    expect((await post(member, { id: tongits, text: '😀'.repeat(140) })).statusCode).toBe(200);

    const keys: string[] = [];
    for (let i = 0; i < 4; i++) keys.push((await upload(member, `s${i}.png`, 'image/png', await picture())).value.key);
    expect(await refusal(await post(member, { id: tongits, text: 'Four', imageKeys: keys }))).toEqual([400, 'comment.tooManyImages']);
    const other = await createMember(platform());
    expect(await refusal(await post(other, { id: tongits, text: 'Not mine', imageKeys: [keys[0]] }))).toEqual([
      400,
      'comment.imageUnknown',
    ]);
    // A refused comment attaches nothing: the pictures are still the member's to use.
    expect((await post(member, { id: tongits, text: 'Three', imageKeys: keys.slice(0, 3) })).statusCode).toBe(200);

    expect(await refusal(await post(member, { id: 2_000_000_000, text: 'Hello' }))).toEqual([404, 'comment.promotionUnknown']);
    const { rows } = await platform().db.query<{ id: number }>(
      `INSERT INTO announcements (type, language, title, content, start_date, end_date, no_expiry, sort_order, promotion_key)
        VALUES ('Promotion', 'EN', 'Last month', '<p>Over</p>', CURRENT_DATE - 40, CURRENT_DATE - 10, false, 99, 'ended-comment-test') RETURNING id`,
    );
    const ended = Number(rows[0]!.id);
    expect(await refusal(await post(member, { id: ended, text: 'Too late' }))).toEqual([400, 'comment.promotionEnded']);
    expect((await list(ended)).list).toEqual([]);
    // A promotion the operator unpublished, or has not shown yet, is not there for players: no comment on it, none listed.
    await platform().db.query(`UPDATE announcements SET published = false WHERE id = $1`, [ended]);
    expect(await refusal(await post(member, { id: ended, text: 'Hidden' }))).toEqual([404, 'comment.promotionUnknown']);
    await platform().db.query(`UPDATE announcements SET published = true, publish_at = now() + interval '1 day' WHERE id = $1`, [ended]);
    expect((await platform().app.inject({ url: `/wps/activity/comments?id=${ended}` })).statusCode).toBe(404);
    const unknownList = await platform().app.inject({ url: '/wps/activity/comments?id=2000000000' });
    expect([unknownList.statusCode, envelope(unknownList).errorCode]).toEqual([404, 'comment.promotionUnknown']);
    const malformed = await platform().app.inject({ url: '/wps/activity/comments?id=abc' });
    expect([malformed.statusCode, envelope(malformed).errorCode]).toEqual([400, 'request.invalid']);
  });

  it('checks pictures by their content: a GIF or a page named .png and an oversized file are refused', async () => {
    const member = await createMember(platform());
    const renamedGif = await upload(member, 'holiday.png', 'image/png', await gif());
    expect([renamedGif.status, renamedGif.errorCode]).toEqual([400, 'feedback.notAnImage']);
    const page = await upload(member, 'promo.png', 'image/png', Buffer.from(`<html><body>${HOSTILE}</body></html>`));
    expect([page.status, page.errorCode]).toEqual([400, 'feedback.notAnImage']);
    const huge = await upload(member, 'big.jpg', 'image/jpeg', Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]));
    expect([huge.status, huge.errorCode]).toEqual([400, 'feedback.imageTooLarge']);
    const { rows } = await platform().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM promotion_comment_images WHERE member_id = $1',
      [member.id],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('refuses a visitor, a trial account and a player on a break, pictures included', async () => {
    const tongits = await promotionId(platform(), 'tongits-tournament');
    const visitor = await platform().app.inject({ method: 'POST', url: '/wps/activity/comment', payload: { id: tongits, text: 'Hi' } });
    expect([visitor.statusCode, envelope(visitor).errorCode]).toEqual([401, 'auth.notLoggedIn']);

    const trial = await createMember(platform(), 4);
    expect(await refusal(await post(trial, { id: tongits, text: 'Trial here' }))).toEqual([403, 'auth.trialNotAllowed']);
    const trialPicture = await upload(trial, 'a.png', 'image/png', await picture());
    expect([trialPicture.status, trialPicture.errorCode]).toEqual([403, 'auth.trialNotAllowed']);

    const player = await memberWithPassword(platform());
    const taken = await platform().app.inject({
      method: 'POST',
      url: '/protection/break',
      headers: as(player),
      payload: { period: '24H', password: PASSWORD },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const during = await login(platform(), player);
    const onBreak = { ...player, token: envelope<LoginValue>(during).value.token };
    expect(await refusal(await post(onBreak, { id: tongits, text: 'On a break' }))).toEqual([403, 'protection.withdrawOnly']);
    const breakPicture = await upload(onBreak, 'a.png', 'image/png', await picture());
    expect([breakPicture.status, breakPicture.errorCode]).toEqual([403, 'protection.withdrawOnly']);
    expect((await list(tongits)).list.filter((c) => c.text === 'Trial here' || c.text === 'On a break')).toEqual([]);
  });

  it('keeps hostile text as typed for the app and the console, where staff hide a comment from the app', async () => {
    const member = await createMember(platform());
    const tongits = await promotionId(platform(), 'tongits-tournament');
    const hostile = envelope<PromotionComment>(await post(member, { id: tongits, text: HOSTILE })).value;
    expect(hostile.text).toBe(HOSTILE);
    expect((await list(tongits)).list.find((c) => c.id === hostile.id)?.text).toBe(HOSTILE);

    const refused = await platform().app.inject({ url: '/support/api/comments' });
    expect(refused.statusCode).toBe(401);
    const cookie = await staffCookie(platform());
    const recent = await platform().app.inject({ url: '/support/api/comments', headers: { cookie } });
    expect(recent.statusCode, recent.body).toBe(200);
    expect(recent.headers['content-type']).toContain('application/json');
    const seen = envelope<(PromotionComment & { username: string; promotionTitle: string; hidden: boolean })[]>(recent).value.find(
      (c) => c.id === hostile.id,
    );
    expect(seen).toMatchObject({ text: HOSTILE, username: member.username, hidden: false });
    expect(seen?.promotionTitle).toMatch(/tongits/i);

    const hide = await platform().app.inject({ method: 'POST', url: `/support/api/comments/${hostile.id}/hide`, headers: { cookie } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await list(tongits)).list.some((c) => c.id === hostile.id)).toBe(false);
    const after = envelope<{ id: number; hidden: boolean }[]>(
      await platform().app.inject({ url: '/support/api/comments', headers: { cookie } }),
    ).value.find((c) => c.id === hostile.id);
    expect(after?.hidden).toBe(true);
    const unknown = await platform().app.inject({ method: 'POST', url: '/support/api/comments/999999999/hide', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await platform().app.inject({ method: 'POST', url: '/support/api/comments/x/hide', headers: { cookie } });
    expect(malformed.statusCode).toBe(400);

    // The console's page names the comments' script, which sets members' text as text only.
    const consolePage = await platform().app.inject({ url: '/support/', headers: { cookie } });
    expect(consolePage.body).toContain('<script src="/support/comments.js" defer></script>');
    const script = (await platform().app.inject({ url: '/support/comments.js' })).body;
    expect(script).toContain('textContent');
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML/);
  });
});
