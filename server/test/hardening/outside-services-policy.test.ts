import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers';

const sourcesOf = (policy: unknown, directive: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${directive} `));

describeOnEachDatabase(
  'the pages may call Firebase where the site verifies phones through it',
  (use) => {
    it("lets the app's pages reach Firebase's phone sign-in API and reCAPTCHA, which it asks for, and nothing else outside", async () => {
      const policy = (await use().app.inject({ method: 'GET', url: '/m/register' })).headers['content-security-policy'];
      expect(sourcesOf(policy, 'connect-src')).toBe("connect-src 'self' https://identitytoolkit.googleapis.com");
      expect(sourcesOf(policy, 'script-src')).toBe(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      );
      expect(sourcesOf(policy, 'frame-src')).toBe(
        "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      );
      expect(sourcesOf(policy, 'default-src')).toBe("default-src 'self'");
    });
  },
  { phoneVerifier: { channel: 'firebase', projectId: 'tala-live', apiKey: 'web-api-key' } },
);

describeOnEachDatabase('the pages call only the platform while it sends its own SMS codes', (use) => {
  it('keeps scripts, frames and calls to this origin', async () => {
    const policy = (await use().app.inject({ method: 'GET', url: '/m/register' })).headers['content-security-policy'];
    for (const directive of ['connect-src', 'script-src', 'frame-src']) expect(sourcesOf(policy, directive)).toBe(`${directive} 'self'`);
  });
});
