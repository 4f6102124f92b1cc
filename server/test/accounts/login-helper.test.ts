import { expect, it } from 'vitest';
import { describeOnEachDatabase, envelope } from '../helpers';
import { loginAs, memberHeaders } from './login-helper';

describeOnEachDatabase('login helper', (use) => {
  it('logs the demo member in and the token opens member calls', async () => {
    const { app } = use();
    const token = await loginAs(app, 'demo', 'Demo1234');
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(token) });
    expect(info.statusCode).toBe(200);
    expect(envelope<{ account: string; type: number }>(info).value).toMatchObject({ account: 'demo', type: 0 });
  });

  it('throws for a wrong password', async () => {
    await expect(loginAs(use().app, 'demo', 'Wrong1234')).rejects.toThrow(/401/);
  });
});
