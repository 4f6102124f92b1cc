import { expect, it } from 'vitest';
import type { ActivityState } from '../../../contract/activity';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember } from '../lobby/members';

interface StateView {
  id: number;
  mode: 'JOIN' | 'APPLY';
  state: ActivityState;
}

/** The id of a promotion (EN list) by its key. */
async function promotionId(platform: TestPlatform, key: string, type = 'Promotion'): Promise<number> {
  const { rows } = await platform.db.query<{ id: number }>(
    `SELECT id FROM announcements WHERE promotion_key = $1 AND type = $2 AND language = 'EN'`,
    [key, type],
  );
  return Number(rows[0]!.id);
}

/** A joinable promotion whose period is set relative to today. */
async function datedPromotion(platform: TestPlatform, key: string, startOffsetDays: number, endOffsetDays: number): Promise<number> {
  await platform.db.query(`INSERT INTO promotion_activities (promotion_key, mode) VALUES ($1, 'JOIN')`, [key]);
  const { rows } = await platform.db.query<{ id: number }>(
    `INSERT INTO announcements (type, language, title, content, start_date, end_date, no_expiry, sort_order, promotion_key)
      VALUES ('Promotion', 'EN', $1, '<p>Dated</p>', CURRENT_DATE + $2::int, CURRENT_DATE + $3::int, false, 99, $1) RETURNING id`,
    [key, startOffsetDays, endOffsetDays],
  );
  return Number(rows[0]!.id);
}

describeOnEachDatabase('promotion participation', (platform) => {
  const post = (path: 'join' | 'apply', id: number, token?: string) =>
    platform().app.inject({ method: 'POST', url: `/wps/activity/${path}`, headers: token ? { token } : {}, payload: { id } });
  const states = async (token?: string) =>
    envelope<{ list: StateView[] }>(
      await platform().app.inject({ url: '/wps/activity/states?language=EN', headers: token ? { token } : {} }),
    ).value.list;

  it('shows a visitor what may be done, and asks a visitor to log in before joining', async () => {
    const tongits = await promotionId(platform(), 'tongits-tournament');
    const welcome = await promotionId(platform(), 'welcome-22222');
    const list = await states();
    expect(list.find((s) => s.id === tongits)).toEqual({ id: tongits, mode: 'JOIN', state: 'JOIN' });
    expect(list.find((s) => s.id === welcome)).toEqual({ id: welcome, mode: 'APPLY', state: 'APPLY' });
    const refused = await post('join', tongits);
    expect(refused.statusCode).toBe(401);
    expect(envelope(refused).errorCode).toBe('auth.notLoggedIn');
  });

  it('lets a member join once: the second join answers with the same standing and writes nothing more', async () => {
    const member = await createMember(platform());
    const tongits = await promotionId(platform(), 'tongits-tournament');
    expect(envelope<StateView>(await post('join', tongits, member.token)).value.state).toBe('JOINED');
    expect(envelope<StateView>(await post('join', tongits, member.token)).value.state).toBe('JOINED');
    const { rows } = await platform().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM promotion_participations WHERE member_id = $1',
      [member.id],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await states(member.token)).find((s) => s.id === tongits)?.state).toBe('JOINED');
    // Another member still sees it open.
    const other = await createMember(platform());
    expect((await states(other.token)).find((s) => s.id === tongits)?.state).toBe('JOIN');
  });

  it('takes an application for an APPLY promotion and refuses to join it', async () => {
    const member = await createMember(platform());
    const welcome = await promotionId(platform(), 'welcome-22222');
    const wrong = await post('join', welcome, member.token);
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).errorCode).toBe('activity.wrongMode');
    expect(envelope<StateView>(await post('apply', welcome, member.token)).value).toEqual({
      id: welcome,
      mode: 'APPLY',
      state: 'APPLYING',
    });
  });

  it('counts the TY row of a promotion as the same promotion', async () => {
    const member = await createMember(platform());
    await post('join', await promotionId(platform(), 'bingo-bonanza'), member.token);
    const { rows } = await platform().db.query<{ id: number }>(
      `SELECT id FROM announcements WHERE promotion_key = 'bingo-bonanza' AND type = 'Promotion' AND language = 'TY'`,
    );
    const again = envelope<StateView>(await post('join', Number(rows[0]!.id), member.token)).value;
    expect(again.state).toBe('JOINED');
  });

  it('enforces the period: not before it starts, not after it ends', async () => {
    const member = await createMember(platform());
    const future = await datedPromotion(platform(), 'test-future', 3, 30);
    const past = await datedPromotion(platform(), 'test-past', -30, -1);
    const list = await states(member.token);
    expect(list.find((s) => s.id === future)?.state).toBe('COMING_SOON');
    expect(list.find((s) => s.id === past)?.state).toBe('CLOSE');
    const early = await post('join', future, member.token);
    expect(early.statusCode).toBe(400);
    expect(envelope(early).errorCode).toBe('activity.notStarted');
    const late = await post('join', past, member.token);
    expect(envelope(late).errorCode).toBe('activity.ended');
  });

  it("refuses a trial account with the platform's message", async () => {
    const trial = await createMember(platform(), 4);
    const refused = await post('join', await promotionId(platform(), 'tongits-tournament'), trial.token);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({
      errorCode: 'auth.trialNotAllowed',
      message: 'Please login an actual account to use this function',
    });
  });

  it('answers a promotion that takes no sign-up, and a malformed id, without a server error', async () => {
    const member = await createMember(platform());
    const info = await post('join', await promotionId(platform(), 'invite-2222'), member.token);
    expect(info.statusCode).toBe(404);
    const malformed = await platform().app.inject({ method: 'POST', url: '/wps/activity/join', headers: as(member), payload: { id: 'x' } });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).errorCode).toBe('request.invalid');
  });
});

describeOnEachDatabase('announcement reads', (platform) => {
  const notices = async (token?: string) =>
    envelope<{ list: { id: number; read: boolean }[] }>(
      await platform().app.inject({ url: '/wps/announcement/notices?language=EN', headers: token ? { token } : {} }),
    ).value.list;
  const mark = (token: string, announcementId: number) =>
    platform().app.inject({ method: 'POST', url: '/wps/announcement/read', headers: { token }, payload: { announcementId, read: true } });

  it('marks a notice read for that member only, once however often it is sent', async () => {
    const member = await createMember(platform());
    const other = await createMember(platform());
    const [first] = await notices(member.token);
    expect(first!.read).toBe(false);
    expect(envelope(await mark(member.token, first!.id)).value).toEqual({ announcementId: first!.id, read: true });
    expect(envelope(await mark(member.token, first!.id)).success).toBe(true);
    expect((await notices(member.token))[0]!.read).toBe(true);
    expect((await notices(other.token))[0]!.read).toBe(false);
    const { rows } = await platform().db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcement_reads WHERE member_id = $1', [
      member.id,
    ]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('never marks for a trial account, which reads every notice as read', async () => {
    const trial = await createMember(platform(), 4);
    const list = await notices(trial.token);
    expect(list.every((n) => n.read)).toBe(true);
    expect((await mark(trial.token, list[0]!.id)).statusCode).toBe(403);
  });

  it('answers an unknown announcement with 404 and a malformed one with 400', async () => {
    const member = await createMember(platform());
    expect((await mark(member.token, 99_999_999)).statusCode).toBe(404);
    const malformed = await platform().app.inject({
      method: 'POST',
      url: '/wps/announcement/read',
      headers: as(member),
      payload: { announcementId: -1 },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
