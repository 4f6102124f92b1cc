import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DrawState, DrawTicket, LaunchValue } from '../../../contract/lobby';
import { envelope, type TestPlatform } from '../helpers';
import { firstNodeId } from '../lobby/lobby-data';
import { as, type TestMember } from '../lobby/members';

/** Launches Tala 3D for the member: the launch token and the draws open for tickets. */
export async function openDraw(platform: TestPlatform, member: TestMember): Promise<{ launch: string; state: DrawState }> {
  const nodeId = await firstNodeId(platform, `g.game_id = 'bgs-4'`);
  const opened = envelope<LaunchValue>(
    await platform.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: as(member) }),
  ).value;
  const launch = new URL(opened.url, 'http://x').searchParams.get('launch')!;
  const state = envelope<DrawState>(await platform.app.inject({ url: `/wps/game/draw?launch=${launch}`, headers: as(member) })).value;
  return { launch, state };
}

/** Buys a ticket through the game's call; answers the ticket bought. */
export async function buyTicket(
  platform: TestPlatform,
  member: TestMember,
  launch: string,
  drawNo: string,
  lines: { pick: string; stake: number }[],
): Promise<DrawTicket> {
  const ticketId = randomUUID();
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/game/draw/buy',
    headers: as(member, { 'idempotency-key': ticketId }),
    payload: { launch, ticketId, drawNo, lines },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return envelope<DrawTicket>(answer).value;
}

/** Cancels one open line of a ticket through the bet records' call, for its stake back. */
export async function cancelLine(platform: TestPlatform, member: TestMember, subOrderNo: string): Promise<void> {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/lgw/orders/suborders/cancel',
    headers: as(member, { 'idempotency-key': randomUUID() }),
    payload: { subOrderNo },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** Draws a draw now with the numbers given (development tools), settling its open lines. */
export async function runDraw(platform: TestPlatform, drawNo: string, numbers: string): Promise<void> {
  const answer = await platform.app.inject({ method: 'POST', url: '/dev/draws/run', payload: { drawNo, numbers } });
  expect(answer.statusCode, answer.body).toBe(200);
}
