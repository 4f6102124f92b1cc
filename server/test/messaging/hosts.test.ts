import { expect, it } from 'vitest';
import type { ChatHost } from '../../../contract/schemas/messaging';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

const list = async (platform: TestPlatform, kind: string, member?: TestMember) => {
  const answer = await platform.app.inject({ url: `/wps/chat/anchors?list=${kind}`, headers: member ? as(member) : {} });
  return { status: answer.statusCode, ...envelope<{ list: ChatHost[] }>(answer) };
};
const change = async (platform: TestPlatform, member: TestMember, path: 'focus' | 'unfocus', hostId: unknown) => {
  const answer = await platform.app.inject({
    method: 'POST',
    url: `/wps/chat/${path}`,
    headers: as(member, { 'content-type': 'application/json' }),
    payload: JSON.stringify({ hostId }),
  });
  return { status: answer.statusCode, ...envelope<{ followed: boolean; followers: number }>(answer) };
};
const focus = async (platform: TestPlatform, member: TestMember) =>
  envelope<{ list: ChatHost[] }>(await platform.app.inject({ url: '/wps/chat/focus', headers: as(member) })).value.list;

describeOnEachDatabase('live-stream hosts of the chat launch', (platform) => {
  it('visitors browse the hot, promotion and live-model lists, live hosts first, with avatars', async () => {
    for (const kind of ['HOT', 'PROMO', 'MODEL']) {
      const answer = await list(platform(), kind);
      expect(answer.status).toBe(200);
      expect(answer.value.list.length).toBeGreaterThanOrEqual(6);
      const live = answer.value.list.map((host) => host.live);
      expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
      expect(answer.value.list.every((host) => !host.followed)).toBe(true);
    }
    const hot = (await list(platform(), 'HOT')).value.list;
    expect(hot[0]!.name).toBe('Bea Santos');
    const avatar = await platform().app.inject({ url: hot[0]!.avatarUrl });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('Bea Santos');
    expect((await list(platform(), 'FRIENDS')).status).toBe(400);
    expect((await platform().app.inject({ url: '/wps/chat/focus' })).statusCode).toBe(401);
  });

  it('a follow counts once however often it is sent, unfollowing takes it back, and the member’s list keeps it', async () => {
    const member = await createMember(platform());
    const host = (await list(platform(), 'PROMO')).value.list[0]!;
    const first = await change(platform(), member, 'focus', host.id);
    expect(first.value).toEqual({ followed: true, followers: host.followers + 1 });
    const again = await change(platform(), member, 'focus', host.id);
    expect(again.value).toEqual({ followed: true, followers: host.followers + 1 });
    expect((await focus(platform(), member)).map((h) => h.id)).toEqual([host.id]);
    const seen = (await list(platform(), 'PROMO', member)).value.list.find((h) => h.id === host.id)!;
    expect(seen).toMatchObject({ followed: true, followers: host.followers + 1 });

    expect((await change(platform(), member, 'unfocus', host.id)).value).toEqual({ followed: false, followers: host.followers });
    expect((await change(platform(), member, 'unfocus', host.id)).value).toEqual({ followed: false, followers: host.followers });
    expect(await focus(platform(), member)).toEqual([]);
  });

  it('counts right under concurrent follows: many members at once, and one member twice at once', async () => {
    const host = (await list(platform(), 'MODEL')).value.list.at(-1)!;
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(platform())));
    const answers = await Promise.all(
      members.flatMap((member) => [change(platform(), member, 'focus', host.id), change(platform(), member, 'focus', host.id)]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const after = (await list(platform(), 'MODEL')).value.list.find((h) => h.id === host.id)!;
    expect(after.followers).toBe(host.followers + members.length);
    await Promise.all(members.map((member) => change(platform(), member, 'unfocus', host.id)));
    expect((await list(platform(), 'MODEL')).value.list.find((h) => h.id === host.id)!.followers).toBe(host.followers);
  });

  it('refuses trial accounts, unknown hosts and malformed ids', async () => {
    const trial = await createMember(platform(), 4);
    const host = (await list(platform(), 'HOT')).value.list[0]!;
    const refused = await change(platform(), trial, 'focus', host.id);
    expect(refused.status).toBe(403);
    expect(refused.errorCode).toBe('auth.trialNotAllowed');
    const member = await createMember(platform());
    const unknown = await change(platform(), member, 'focus', 999_999);
    expect(unknown.status).toBe(400);
    expect(unknown.errorCode).toBe('hosts.unknown');
    expect((await change(platform(), member, 'focus', 'bea')).status).toBe(400);
    expect((await change(platform(), member, 'focus', -1)).status).toBe(400);
  });
});
