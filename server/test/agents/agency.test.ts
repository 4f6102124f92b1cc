import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  agentCalls,
  type ContractView,
  type DownlineDetail,
  type DownlineMember,
  type DownlinePage,
  type TeamKpi,
} from '../../../contract/agents';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { agentSession, createAccount } from './support';

const get = (platform: TestPlatform, token: string, path: string, query = '') =>
  platform.app.inject({ method: 'GET', url: `${path}${query ? `?${query}` : ''}`, headers: { token } });
const post = (platform: TestPlatform, token: string, path: string, payload: object, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'POST', url: path, headers: { token, ...headers }, payload });

describeOnEachDatabase('the agency', (platform) => {
  it('refuses every agent call to a member session and to a visitor', async () => {
    const member = await createAccount(platform(), { type: 0 });
    for (const call of Object.values(agentCalls)) {
      const asMember =
        call.method === 'GET'
          ? await get(platform(), member.token, call.path)
          : await post(platform(), member.token, call.path, {}, { 'idempotency-key': randomUUID() });
      expect(asMember.statusCode, call.name).toBe(403);
      expect(envelope(asMember).errorCode, call.name).toBe('login.nonAgent');
      const visitor = await platform().app.inject({ method: call.method, url: call.path });
      expect(visitor.statusCode, call.name).toBe(401);
    }
  });

  it('shows agent01 a team of two levels with three months of play', async () => {
    const agent = await agentSession(platform(), 'agent01');
    const page = envelope<DownlinePage>(await get(platform(), agent.token, agentCalls.getDownline.path, 'pageSize=50')).value;
    expect(page.totalCount).toBeGreaterThan(40);
    expect(new Set(page.list.map((m) => m.level))).toEqual(new Set([1, 2]));
    expect(page.list.some((m) => m.agent)).toBe(true);
    const regDates = page.list.map((m) => m.regDate);
    expect([...regDates].sort().reverse()).toEqual(regDates);

    const month = envelope<TeamKpi>(await get(platform(), agent.token, agentCalls.getTeamKpi.path, 'period=lastMonth')).value;
    expect(Number(month.deposits)).toBeGreaterThan(0);
    expect(Number(month.validBets)).toBeGreaterThan(Number(month.wins));
    expect(month.activePlayers).toBeGreaterThan(5);
    const today = envelope<TeamKpi>(await get(platform(), agent.token, agentCalls.getTeamKpi.path)).value;
    expect(today.period).toBe('today');
    expect(today.newToday).toBeGreaterThanOrEqual(2);
    expect(today.teamSize).toBe(page.totalCount);
  });

  it('finds a downline member by part of the account, any case', async () => {
    const agent = await agentSession(platform(), 'agent01');
    const found = envelope<DownlinePage>(await get(platform(), agent.token, agentCalls.getDownline.path, 'account=MARIA')).value;
    expect(found.list.map((m) => m.account)).toEqual(['maria1981']);
    const none = envelope<DownlinePage>(await get(platform(), agent.token, agentCalls.getDownline.path, 'account=%25')).value;
    expect(none.totalCount).toBe(0);
  });

  it('lets an agent see only its own downline: another agent’s member is not found', async () => {
    const agent01 = await agentSession(platform(), 'agent01');
    const otherAgent = await createAccount(platform(), { type: 3, door: 'agent' });
    const theirs = await createAccount(platform(), { type: 0, uplineId: otherAgent.id });
    const refused = await get(platform(), agent01.token, agentCalls.getDownlineMember.path, `id=${theirs.id}`);
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).errorCode).toBe('request.notFound');
    // Nor is the agent itself, nor its upline.
    expect((await get(platform(), otherAgent.token, agentCalls.getDownlineMember.path, `id=${otherAgent.id}`)).statusCode).toBe(404);
    const ownList = envelope<DownlinePage>(await get(platform(), otherAgent.token, agentCalls.getDownline.path)).value;
    expect(ownList.list.map((m) => m.id)).toEqual([theirs.id]);

    const indirect = envelope<DownlinePage>(
      await get(platform(), agent01.token, agentCalls.getDownline.path, 'pageSize=50'),
    ).value.list.find((m) => m.level === 2)!;
    const detail = envelope<DownlineDetail>(
      await get(platform(), agent01.token, agentCalls.getDownlineMember.path, `id=${indirect.id}`),
    ).value;
    expect(detail).toMatchObject({ id: indirect.id, level: 2, account: indirect.account });
    // A sub-agent sees its own members but not agent01's direct ones.
    const sub = await agentSession(platform(), indirect.upline);
    expect((await get(platform(), sub.token, agentCalls.getDownlineMember.path, `id=${indirect.id}`)).statusCode).toBe(200);
    const direct = envelope<DownlinePage>(await get(platform(), agent01.token, agentCalls.getDownline.path, 'pageSize=50')).value.list.find(
      (m) => m.level === 1 && !m.agent,
    )!;
    expect((await get(platform(), sub.token, agentCalls.getDownlineMember.path, `id=${direct.id}`)).statusCode).toBe(404);
  });

  it('opens a downline account once per key, listed first under the agent', async () => {
    const agent = await createAccount(platform(), { type: 3, door: 'agent' });
    const key = randomUUID();
    const body = { username: `new${Date.now().toString(36)}`.slice(0, 16), password: 'Secret123', nickname: 'Bago' };
    const [first, again] = await Promise.all([
      post(platform(), agent.token, agentCalls.createDownline.path, body, { 'idempotency-key': key }),
      post(platform(), agent.token, agentCalls.createDownline.path, body, { 'idempotency-key': key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(envelope<DownlineMember>(again).value).toEqual(envelope<DownlineMember>(first).value);
    const list = envelope<DownlinePage>(await get(platform(), agent.token, agentCalls.getDownline.path)).value;
    expect(list.list.map((m) => m.account)).toEqual([body.username]);
    const taken = await post(platform(), agent.token, agentCalls.createDownline.path, body, { 'idempotency-key': randomUUID() });
    expect(taken.statusCode).toBe(400);
    expect(envelope(taken).errorCode).toBe('user.exists');
    const weak = await post(platform(), agent.token, agentCalls.createDownline.path, { username: 'ab', password: 'x' });
    expect(weak.statusCode).toBe(400);
  });

  it('checks contracts: a pending offer raises its indicator until it is answered', async () => {
    const agent = await agentSession(platform(), 'agent01');
    const check = async () => envelope<Record<string, boolean>>(await get(platform(), agent.token, agentCalls.checkContracts.path)).value;
    expect(await check()).toEqual({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: false });
    const before = envelope<ContractView>(await get(platform(), agent.token, agentCalls.getSalaryContract.path)).value;
    expect(before.current).not.toBeNull();
    expect(before.history.length).toBeGreaterThan(0);
    const accepted = envelope<ContractView>(
      await post(platform(), agent.token, agentCalls.answerContract.path, { id: before.pending!.id, accept: true }),
    ).value;
    expect(accepted.pending).toBeNull();
    expect(accepted.current?.id).toBe(before.pending!.id);
    expect(accepted.history.map((c) => c.id)).toContain(before.current!.id);
    expect(await check()).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
    const twice = await post(platform(), agent.token, agentCalls.answerContract.path, { id: before.pending!.id, accept: false });
    expect(twice.statusCode).toBe(409);

    // Agents of types 41 and 42 are never asked.
    const sub = await createAccount(platform(), { type: 42, door: 'agent' });
    const subCheck = envelope<Record<string, boolean>>(await get(platform(), sub.token, agentCalls.checkContracts.path)).value;
    expect(Object.values(subCheck)).toEqual([false, false, false]);
  });
});

describe('contract check types', () => {
  it('never checks types 4, 40, 41 and 42', async () => {
    const { isContractChecked } = await import('../../../contract/agents');
    expect([4, 40, 41, 42].map(isContractChecked)).toEqual([false, false, false, false]);
    expect([3, 43].map(isContractChecked)).toEqual([true, true]);
  });
});
