import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers';
import { cookieOf, DEMO_PASSWORD } from './office-support';

const supportLogin = (username: string) => new URLSearchParams({ username, password: DEMO_PASSWORD }).toString();

describeOnEachDatabase('the support console and the second factor', (platform) => {
  const login = (username: string) =>
    platform().app.inject({
      method: 'POST',
      url: '/support/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: supportLogin(username),
      remoteAddress: '10.201.0.7',
    });

  it('sends an admin who signed in with the password alone to the back office for the code, and keeps the chat closed until then', async () => {
    const answer = await login('admin01');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/office/');
    const page = await platform().app.inject({ method: 'GET', url: '/support/', headers: { cookie: cookieOf(answer) } });
    expect(page.body).toContain('Tala support console</h1>');
    expect(page.body).toContain('action="/support/login"');
    const queue = await platform().app.inject({ method: 'GET', url: '/support/api/queue', headers: { cookie: cookieOf(answer) } });
    expect(queue.statusCode).toBe(401);
  });

  it('opens the chat to support staff with their password, as before', async () => {
    const answer = await login('support01');
    expect(answer.headers.location).toBe('/support/');
    const queue = await platform().app.inject({ method: 'GET', url: '/support/api/queue', headers: { cookie: cookieOf(answer) } });
    expect(queue.statusCode).toBe(200);
  });
});
