import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { InviteOverview, Reward } from '../../../contract/member-centre';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

/** A friend registering with the code: the member row carries the upline, then the member-created hooks run, as registration does. */
async function registerInvited(platform: TestPlatform, code: string): Promise<string> {
  const username = `f${randomBytes(5).toString('hex')}`;
  await platform.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO members (username, username_key, type, upline_id)
       VALUES ($1, $2, 0, (SELECT id FROM members WHERE affiliate_code = $3)) RETURNING id`,
      [username, username, code],
    );
    await platform.app.events.emit('memberCreated', tx, { id: Number(rows[0]!.id), type: 0, username, trial: false });
  });
  return username;
}

const invite = async (platform: TestPlatform, member: TestMember) => {
  const answer = await platform.app.inject({ url: '/wps/member/invite', headers: as(member) });
  return { status: answer.statusCode, ...envelope<InviteOverview>(answer) };
};

describeOnEachDatabase('invitations', (platform) => {
  it('gives a member one lasting code; each friend who registers with it is listed and earns one referral reward', async () => {
    const member = await createMember(platform());
    const first = (await invite(platform(), member)).value;
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toMatch(new RegExp(`/m/register\\?affiliateCode=${first.code}$`));
    expect(first).toMatchObject({ friendCount: 0, friends: [], rewardsEarned: '0.00' });
    expect((await invite(platform(), member)).value.code).toBe(first.code);

    const friend = await registerInvited(platform(), first.code);
    const after = (await invite(platform(), member)).value;
    expect(after.friendCount).toBe(1);
    expect(after.friends[0]!.account).toBe(`${friend.slice(0, 2)}${'•'.repeat(friend.length - 3)}${friend.slice(-1)}`);
    expect(after.rewardsEarned).toBe('2222.00');
    const rewards = envelope<{ list: Reward[] }>(await platform().app.inject({ url: '/wps/member/rewards', headers: as(member) })).value;
    expect(rewards.list.filter((r) => r.source === 'REFERRAL')).toMatchObject([
      { amount: '2222.00', turnover: '22220.00', state: 'CLAIM' },
    ]);
  });

  it('is for non-agents only', async () => {
    const agent = await createMember(platform(), 41);
    const answer = await platform().app.inject({ url: '/wps/member/invite', headers: as(agent) });
    expect(answer.statusCode).toBe(403);
  });
});
