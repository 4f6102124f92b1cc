import { expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, accountCalls } from '../../../contract/account';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { buildApp } from '../../src/app';
import { describeOnEachDatabase, envelope } from '../helpers';
import { randomAddress } from '../accounts/login-helper';

const LOGIN = { type: 'username', username: 'demo', password: 'Demo1234', loginAs: 'member' } as const;
const headers = { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3' };

describeOnEachDatabase('sealed login bodies are accepted once', (platform) => {
  async function sealedLogin(sealedAt?: number) {
    const key = envelope<{ keyId: string; publicKey: string }>(
      await platform().app.inject({ method: 'GET', url: accountCalls.getSealingKey.path }),
    ).value;
    return JSON.stringify(await sealJson(key, 'POST', accountCalls.login.path, LOGIN, sealedAt));
  }
  const send = (app = platform().app, payload: string) =>
    app.inject({ method: 'POST', url: accountCalls.login.path, headers, payload, remoteAddress: randomAddress() });

  it('logs in with a sealed body once, and refuses the same body sent again from another address', async () => {
    const body = await sealedLogin();
    expect((await send(undefined, body)).statusCode).toBe(200);
    const replayed = await send(undefined, body);
    expect(replayed.statusCode).toBe(400);
    expect(envelope(replayed).errorCode).toBe(ACCOUNT_ERROR_CODES.sealedReplayed);
  });

  it('refuses the body again after the platform restarts on the same database', async () => {
    const { db, config } = platform();
    const body = await sealedLogin();
    expect((await send(undefined, body)).statusCode).toBe(200);
    const restarted = await buildApp({ config, db, logger: false });
    try {
      const replayed = await send(restarted, body);
      expect(envelope(replayed).errorCode).toBe(ACCOUNT_ERROR_CODES.sealedReplayed);
    } finally {
      await restarted.close();
    }
  });

  it('refuses a body sealed outside the window, and tells the time to seal by', async () => {
    const stale = await send(undefined, await sealedLogin(Date.now() - 10 * 60_000));
    expect(stale.statusCode).toBe(400);
    expect(envelope(stale).errorCode).toBe(ACCOUNT_ERROR_CODES.sealedStale);
    const key = envelope<{ serverTime: number }>(
      await platform().app.inject({ method: 'GET', url: accountCalls.getSealingKey.path }),
    ).value;
    expect(Math.abs(key.serverTime - Date.now())).toBeLessThan(60_000);
  });
});
