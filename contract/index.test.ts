import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountCalls } from './calls/account';
import type { WhitelabelFlag } from './site';
import { allCalls, calls, withSchemas } from './index';

describe('the contract table', () => {
  it('joins every call with its request and answer schemas, under its own name', () => {
    expect(allCalls.length).toBeGreaterThan(40);
    for (const [name, call] of Object.entries(calls)) {
      expect(call.name).toBe(name);
      expect(typeof call.request.safeParse, name).toBe('function');
      expect(typeof call.response.safeParse, name).toBe('function');
    }
    expect(new Set(allCalls.map((call) => `${call.method} ${call.path}`)).size).toBe(allCalls.length);
  });

  it('finds the schemas of the call a route registers, and refuses a call the contract does not hold', () => {
    const login = withSchemas(accountCalls.login);
    expect(login.request.safeParse({ type: 'username', username: 'ana', password: 'secret1' }).success).toBe(true);
    expect(login.request.safeParse({ type: 'username', username: '' }).success).toBe(false);
    expect(() => withSchemas({ ...accountCalls.login, path: '/wps/elsewhere' })).toThrow(/not a call of the contract/);
  });

  it('keeps zod out of the call metadata and the constants the client imports', () => {
    // The client reads these files at run time; schemas live in contract/schemas/ and reach it only by name.
    const clientFiles = [
      ...readdirSync(path.resolve('contract/calls')).map((file) => `calls/${file}`),
      ...readdirSync(path.resolve('contract')).filter((file) => /^[a-z-]+\.ts$/.test(file) && file !== 'index.ts'),
    ];
    for (const file of clientFiles) {
      const source = readFileSync(path.resolve('contract', file), 'utf8');
      expect(source, file).not.toMatch(/^(?:import|export) (?!type)[^;]*from '(zod\/mini|zod|\.\.?\/schemas\/[^']*)'/m);
    }
  });
});

/** Where each switchable feature's calls live: a call added there is held to the feature's flag. */
const FEATURE_PATHS: Record<string, WhitelabelFlag> = {
  '/wps/inbox/': 'MAILCEN',
  '/wps/feedback': 'FEEDBACK3',
  '/wps/deposit/records': 'DEPRECM3',
  '/wps/withdraw/records': 'WITHREC3',
  '/wps/wallet/records': 'TRANSREC3',
  '/wps/wallet/ledger': 'TRANSREC3',
  '/lgw/orders': 'TRANSBETREPMEM3',
  '/wps/wallet/profitAndLoss': 'PERSREP',
  '/wps/member/upline/': 'AGETRANSFERUP3',
  '/wps/member/rewards': 'REWCEN3',
  '/wps/member/tasks': 'REWCEN3',
  '/wps/member/rebate': 'MANPLAYREB3',
  '/wps/member/rebate/records': 'PLYRBT',
  '/wps/member/invite': 'REFERRAL',
  '/wps/member/missions': 'MISSION',
  '/wps/member/vip': 'VIPBENEFIT',
};

/** The flag of the longest feature path a call's path starts with. */
const featureFlagOf = (callPath: string) =>
  Object.entries(FEATURE_PATHS)
    .filter(([prefix]) => callPath.startsWith(prefix))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1];

describe("the site's switches in the contract", () => {
  it('closes every call with the site but site info and system status', () => {
    expect(allCalls.filter((call) => call.whileSiteClosed).map((call) => call.name)).toEqual(['getSiteInfo', 'getSystemStatus']);
  });

  it('holds every call of a switchable feature to its flag, and no other call', () => {
    const declared = allCalls.map((call) => `${call.name} ${call.flag ?? '-'}`);
    expect(declared).toEqual(allCalls.map((call) => `${call.name} ${featureFlagOf(call.path) ?? '-'}`));
    expect(new Set(allCalls.map((call) => call.flag).filter(Boolean))).toEqual(new Set(Object.values(FEATURE_PATHS)));
  });
});
