import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers';

const connectSources = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'));

describeOnEachDatabase(
  'the pages may call Firebase where the site verifies phones through it',
  (use) => {
    it("lets the app's pages reach Firebase's phone sign-in API, and nothing else outside", async () => {
      const page = await use().app.inject({ method: 'GET', url: '/m/register' });
      expect(connectSources(page.headers['content-security-policy'])).toBe("connect-src 'self' https://identitytoolkit.googleapis.com");
    });
  },
  { phoneVerifier: { channel: 'firebase', projectId: 'tala-live', apiKey: 'web-api-key' } },
);

describeOnEachDatabase('the pages call only the platform while it sends its own SMS codes', (use) => {
  it('keeps connect-src to this origin', async () => {
    const page = await use().app.inject({ method: 'GET', url: '/m/register' });
    expect(connectSources(page.headers['content-security-policy'])).toBe("connect-src 'self'");
  });
});
