import { beforeAll, describe, expect, it } from 'vitest';
import { allCalls, callRole } from '../../../contract/index';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { loginAs, memberHeaders } from '../accounts/login-helper';

const memberCalls = allCalls.filter((call) => call.auth === 'member' && callRole(call) === 'member');
const agentCalls = allCalls.filter((call) => call.auth === 'member' && callRole(call) === 'agent');
const eitherCalls = allCalls.filter((call) => call.auth === 'member' && callRole(call) === 'any');

describeOnEachDatabase('sessions keep to their door', (use) => {
  let agentToken = '';
  let memberToken = '';
  beforeAll(async () => {
    agentToken = await loginAs(use().app, 'agent01', 'Agent1234', { loginAs: 'agent' });
    memberToken = await loginAs(use().app, 'demo', 'Demo1234');
  });

  it('names which calls are members', () => {
    // The money and game calls are members'; a call added later is members' unless it says otherwise.
    expect(memberCalls.map((c) => c.name)).toEqual(expect.arrayContaining(['spinSlot', 'launchGame', 'addFavourite']));
    // An agent kept signed in lists and signs out its devices like a member.
    expect(eitherCalls.map((c) => c.name).sort()).toEqual([
      'changePassword',
      'forgetKeptSignIn',
      'getKeptSignIns',
      'getMemberInfo',
      'logout',
      'renewMember',
    ]);
  });

  describe('a session from the agents door', () => {
    it.each(memberCalls.map((call) => [call.name, call] as const))('is refused by the member call %s', async (_name, call) => {
      const response = await use().app.inject({
        method: call.method,
        url: call.path,
        headers: memberHeaders(agentToken),
        payload: call.method === 'GET' || call.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).errorCode).toBe(ERROR_CODES.nonMemberLogin);
    });

    it('reads its own profile, and is a visitor to the game list', async () => {
      const { app } = use();
      const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(agentToken) });
      expect(envelope(info).value).toMatchObject({ account: 'agent01' });
      const favourites = await app.inject({ method: 'GET', url: '/lgw/games/mobile?dataType=FAV', headers: memberHeaders(agentToken) });
      expect(envelope<{ totalCount: number }>(favourites).value.totalCount).toBe(0);
    });
  });

  describe('a session from the member app', () => {
    it('is refused by every agent call (the contract names none yet; a new one is checked here)', async () => {
      for (const call of agentCalls) {
        const response = await use().app.inject({ method: call.method, url: call.path, headers: memberHeaders(memberToken) });
        expect(response.statusCode, call.name).toBe(403);
        expect(envelope(response).errorCode, call.name).toBe(ERROR_CODES.nonAgentLogin);
      }
    });

    it.each(eitherCalls.filter((c) => c.name !== 'logout').map((call) => [call.name, call] as const))(
      'passes the door of %s',
      async (_name, call) => {
        const response = await use().app.inject({
          method: call.method,
          url: call.path,
          headers: memberHeaders(memberToken),
          payload: call.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode).not.toBe(403);
      },
    );

    it('reads the balance as a member', async () => {
      const balance = allCalls.find((c) => c.name === 'getBalance')!;
      const response = await use().app.inject({ method: balance.method, url: balance.path, headers: memberHeaders(memberToken) });
      expect(response.statusCode).toBe(200);
    });
  });
});
