import { expect, it } from 'vitest';
import { agentCalls, type ContractCheck, type DownlinePage, type TeamKpi } from '../../../contract/agents';
import { ERROR_CODES } from '../../../contract/errors';
import { createAccount } from '../agents/support';
import { describeOnEachDatabase, envelope } from '../helpers';
import { loginAs, loginRequest, memberHeaders } from './login-helper';

/** One seeded account of each member type, with its password and the door it signs in through. */
const SEEDED = [
  { username: 'player01', password: 'Player1234', type: 0, door: 'member' },
  { username: 'guest04', password: 'Player1234', type: 4, door: 'member' },
  { username: 'player02', password: 'Player1234', type: 40, door: 'member' },
  { username: 'agent11', password: 'Agent1234', type: 1, door: 'agent' },
  { username: 'agent12', password: 'Agent1234', type: 2, door: 'agent' },
  { username: 'agent01', password: 'Agent1234', type: 3, door: 'agent' },
  { username: 'agent41', password: 'Agent1234', type: 41, door: 'agent' },
  { username: 'agent02', password: 'Agent1234', type: 42, door: 'agent' },
] as const;

describeOnEachDatabase('member types', (use) => {
  it('seeds an account of each type; only 0, 4 and 40 sign in as members, every other type (1 and 2 too) as an agent', async () => {
    const { app } = use();
    for (const account of SEEDED) {
      const token = await loginAs(app, account.username, account.password, { loginAs: account.door });
      const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(token) });
      expect(envelope<{ type: number }>(info).value.type, account.username).toBe(account.type);
      const other = account.door === 'member' ? 'agent' : 'member';
      const refused = await loginRequest(app, { type: 'username', username: account.username, password: account.password, loginAs: other });
      expect(refused.statusCode, account.username).toBe(403);
      expect(envelope(refused).errorCode, account.username).toBe(
        account.door === 'member' ? ERROR_CODES.nonAgentLogin : ERROR_CODES.nonMemberLogin,
      );
    }
  });

  it('gives agents of types 1 and 2 the agency centre, and checks the contracts of every agent but types 41 and 42', async () => {
    const { app, db } = use();
    for (const username of ['agent11', 'agent12']) {
      const token = await loginAs(app, username, 'Agent1234', { loginAs: 'agent' });
      const kpi = await app.inject({ method: 'GET', url: agentCalls.getTeamKpi.path, headers: memberHeaders(token) });
      expect(kpi.statusCode, username).toBe(200);
    }
    for (const [username, asked] of [
      ['agent11', true],
      ['agent41', false],
      ['agent02', false],
    ] as const) {
      const token = await loginAs(app, username, 'Agent1234', { loginAs: 'agent' });
      await db.query(
        `INSERT INTO agent_contracts (agent_id, kind, status, tiers)
         SELECT id, 'SALARY', 'PENDING', '[]'::jsonb FROM members WHERE username_key = $1`,
        [username],
      );
      const check = await app.inject({ method: 'GET', url: agentCalls.checkContracts.path, headers: memberHeaders(token) });
      expect(envelope<ContractCheck>(check).value, username).toEqual({
        dailysalreqtype: asked,
        divtypecompperiodreq: false,
        contracthoursalreq: false,
      });
    }
  });

  it('counts a type 1 or 2 member of a team as an agent, and types 0 and 40 as members', async () => {
    const platform = use();
    const agent = await createAccount(platform, { type: 3, door: 'agent' });
    for (const type of [0, 1, 2, 40]) await createAccount(platform, { type, uplineId: agent.id });
    const kpi = envelope<TeamKpi>(
      await platform.app.inject({ method: 'GET', url: agentCalls.getTeamKpi.path, headers: memberHeaders(agent.token) }),
    ).value;
    expect(kpi).toMatchObject({ directMembers: 2, directAgents: 2 });
    const list = envelope<DownlinePage>(
      await platform.app.inject({ method: 'GET', url: agentCalls.getDownline.path, headers: memberHeaders(agent.token) }),
    ).value.list;
    expect(list.filter((m) => m.agent)).toHaveLength(2);
  });
});
