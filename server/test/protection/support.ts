import { randomUUID } from 'node:crypto';
import type { LaunchValue } from '../../../contract/lobby';
import type { ProtectionState } from '../../../contract/protection';
import { loginAs, loginRequest, randomAddress } from '../accounts/login-helper';
import { envelope, type TestPlatform } from '../helpers';
import { firstNodeId } from '../lobby/lobby-data';
import { as, createMember, type TestMember } from '../lobby/members';

/** The demo member's password; test members get its hash so they can log in. */
export const PASSWORD = 'Demo1234';

/** A member with a live session who can also log in with PASSWORD. */
export async function memberWithPassword(platform: TestPlatform): Promise<TestMember> {
  const member = await createMember(platform);
  await platform.db.query(`UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo') WHERE id = $1`, [
    member.id,
  ]);
  return member;
}

export const login = (platform: TestPlatform, member: TestMember) =>
  loginRequest(
    platform.app,
    { type: 'username', username: member.username, password: PASSWORD, loginAs: 'member' },
    { remoteAddress: randomAddress() },
  );

export const freshSession = async (platform: TestPlatform, member: TestMember): Promise<TestMember> => ({
  ...member,
  token: await loginAs(platform.app, member.username, PASSWORD),
});

export async function setLimit(platform: TestPlatform, member: TestMember, key: string, value: string | null) {
  const answer = await platform.app.inject({ method: 'POST', url: '/protection/limit', headers: as(member), payload: { key, value } });
  return { status: answer.statusCode, ...envelope<ProtectionState>(answer) };
}

export async function confirmLimit(platform: TestPlatform, member: TestMember, key: string) {
  const answer = await platform.app.inject({ method: 'POST', url: '/protection/limit/confirm', headers: as(member), payload: { key } });
  return { status: answer.statusCode, ...envelope<ProtectionState>(answer) };
}

export const stateOf = async (platform: TestPlatform, member: TestMember) =>
  envelope<ProtectionState>(await platform.app.inject({ url: '/protection/state', headers: as(member) })).value;

/** Moves the protection clock forward through the development tools. */
export async function advanceClock(platform: TestPlatform, minutes: number): Promise<void> {
  const answer = await platform.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMinutes: minutes } });
  if (answer.statusCode !== 200) throw new Error(`clock did not move: ${answer.body}`);
}

/** A launch of the in-house slot Tala Fruits for the member; answers the launch token. */
export async function launchFruits(platform: TestPlatform, member: TestMember) {
  const nodeId = await firstNodeId(platform, "g.game_id = 'bgs-1'");
  const answer = await platform.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: as(member) });
  const value = envelope<LaunchValue>(answer).value;
  return {
    status: answer.statusCode,
    answer: envelope(answer),
    launch: value?.url ? new URL(value.url, 'http://x').searchParams.get('launch') : null,
  };
}

export async function spin(platform: TestPlatform, member: TestMember, launch: string, bet = 5) {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/game/demoSlot/spin',
    headers: as(member),
    payload: { launch, roundId: randomUUID(), bet },
  });
  return { status: answer.statusCode, ...envelope<{ bet: number; win: number }>(answer) };
}

/** Net loss of the member's real wallet (bets minus wins) in centavos. */
export async function netLossCents(platform: TestPlatform, memberId: number): Promise<number> {
  const { rows } = await platform.db.query<{ total: unknown }>(
    `SELECT COALESCE(sum(l.amount), 0) AS total FROM ledger l JOIN wallets w ON w.id = l.wallet_id
      WHERE w.member_id = $1 AND w.kind = 'REAL' AND l.kind IN ('BET', 'WIN')`,
    [memberId],
  );
  return -Math.round(Number(rows[0]!.total) * 100);
}
