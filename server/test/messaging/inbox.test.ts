import { expect, it } from 'vitest';
import type { InboxList, InboxMessage } from '../../../contract/schemas/messaging';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';
import { createDeposit, decide, refOf } from '../wallet/payments-support';

const list = async (platform: TestPlatform, member: TestMember, language = 'EN') =>
  envelope<InboxList>(await platform.app.inject({ url: `/wps/inbox/list?language=${language}`, headers: as(member) })).value;
const unreadCount = async (platform: TestPlatform, member: TestMember) =>
  envelope<{ count: number }>(await platform.app.inject({ url: '/wps/inbox/unreadCount', headers: as(member) })).value.count;

describeOnEachDatabase('the inbox', (platform) => {
  it('greets a new member with unread messages in the language asked, and a trial account gets none', async () => {
    const member = await createMember(platform());
    const english = await list(platform(), member);
    expect(english.list.map((m) => m.kind)).toEqual(['PROMOTION', 'SYSTEM']);
    expect(english.list.every((m) => !m.read)).toBe(true);
    expect(english.unread).toBe(2);
    const tagalog = await list(platform(), member, 'TY');
    expect(tagalog.list.find((m) => m.kind === 'SYSTEM')!.title).toBe('Maligayang pagdating sa Tala');
    expect(await unreadCount(platform(), member)).toBe(2);
    const flag = envelope<{ unread: boolean }>(await platform().app.inject({ url: '/wps/inbox/unread', headers: as(member) })).value;
    expect(flag.unread).toBe(true);

    const trial = await createMember(platform(), 4);
    expect((await list(platform(), trial)).list).toEqual([]);
  });

  it('a credited deposit leaves one message however often the gateway calls back; opening it marks it read', async () => {
    const member = await createMember(platform());
    const deposit = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' });
    const ref = refOf(deposit.value);
    expect((await decide(platform(), ref, 'approve')).statusCode).toBe(303);
    await platform().app.inject({ method: 'POST', url: `/dev/gateway/payments/${ref}/redeliver`, payload: { times: 10 } });

    const after = await list(platform(), member);
    const credited = after.list.filter((m) => m.kind === 'DEPOSIT_CREDITED');
    expect(credited).toHaveLength(1);
    expect(credited[0]!.body).toContain('₱500.00');
    // Unread first: the new message leads the list.
    expect(after.list[0]!.kind).toBe('DEPOSIT_CREDITED');
    expect(await unreadCount(platform(), member)).toBe(3);

    const opened = envelope<InboxMessage>(
      await platform().app.inject({ url: `/wps/inbox/detail?id=${credited[0]!.id}&language=TY`, headers: as(member) }),
    ).value;
    expect(opened).toMatchObject({ read: true, title: 'Naipasok na ang deposito' });
    expect(await unreadCount(platform(), member)).toBe(2);
  });

  it('marks read and deletes only the member’s own messages', async () => {
    const owner = await createMember(platform());
    const other = await createMember(platform());
    const ids = (await list(platform(), owner)).list.map((m) => m.id);

    const foreign = await platform().app.inject({ method: 'POST', url: '/wps/inbox/delete', headers: as(other), payload: { ids } });
    expect(foreign.statusCode).toBe(200);
    expect((await list(platform(), owner)).list).toHaveLength(2);
    expect((await platform().app.inject({ url: `/wps/inbox/detail?id=${ids[0]}&language=EN`, headers: as(other) })).statusCode).toBe(404);

    await platform().app.inject({ method: 'POST', url: '/wps/inbox/read', headers: as(owner), payload: { ids } });
    expect(await unreadCount(platform(), owner)).toBe(0);
    await platform().app.inject({ method: 'POST', url: '/wps/inbox/delete', headers: as(owner), payload: { ids: [ids[0]] } });
    expect((await list(platform(), owner)).list.map((m) => m.id)).toEqual([ids[1]]);
  });

  it('refuses malformed requests with 400 and visitors with 401', async () => {
    const member = await createMember(platform());
    const empty = await platform().app.inject({ method: 'POST', url: '/wps/inbox/read', headers: as(member), payload: { ids: [] } });
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).errorCode).toBeTruthy();
    const bad = await platform().app.inject({ url: '/wps/inbox/detail?id=abc&language=EN', headers: as(member) });
    expect(bad.statusCode).toBe(400);
    expect((await platform().app.inject({ url: '/wps/inbox/unreadCount' })).statusCode).toBe(401);
  });

  it('launches the chat on the app’s own page, for visitors too', async () => {
    const launch = envelope<{ chatUrl: string }>(
      await platform().app.inject({ url: '/wps/chat/launch?b2c=1&language=EN&template=v2' }),
    ).value;
    expect(launch.chatUrl).toBe('/m/chat');
  });
});
