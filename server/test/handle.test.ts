import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCalls } from '../../contract/site';
import { walletCalls } from '../../contract/wallet';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import type { AppContext } from '../src/http/context';
import { handle, handleMember } from '../src/http/handle';

// A route registered the wrong way would run a member handler without a session (or ask
// visitors to log in): the server refuses to start instead.
describe('registering calls', () => {
  let db: Database | undefined;
  const context = (): AppContext => {
    if (!db) throw new Error('database not open');
    return { config: loadConfig({}, {}), db, sessions: { resolve: async () => null }, openSealedBody: null };
  };
  beforeAll(async () => {
    db = await openDatabase({});
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('refuses a member call registered for visitors, and a visitor call registered for members', async () => {
    const app = Fastify();
    expect(() => handle(app, context(), walletCalls.getBalance, () => ({ balance: 0 }) as never)).toThrow(/handleMember/);
    expect(() => handleMember(app, context(), siteCalls.getSiteInfo, () => ({}) as never)).toThrow(/register it with handle/);
    await app.close();
  });
});
