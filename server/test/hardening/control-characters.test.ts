import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { describeOnEachDatabase, envelope } from '../helpers';
import { registerRequest, solvedCaptcha, uniqueMobile, uniqueName } from '../accounts/account-helpers';

/** A log written to memory, to read back what the platform said. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describeOnEachDatabase(
  'control characters and the log',
  (use) => {
    it.each([
      ['/lgw/games/mobile?gameName=ab%00c', 'gameName'],
      ['/wps/member/register/username?username=ab%00c', 'username'],
      ['/wps/member/register/affiliate?affiliateCode=ab%00c', 'affiliateCode'],
    ])('refuses a NUL or escape in %s with a 400 naming the field', async (url, field) => {
      const response = await use().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toContain(field);
    });

    it.each(['nickname', 'email', 'birthday'])('refuses a NUL in the registration field %s with a 400 naming it', async (field) => {
      const { app } = use();
      const username = uniqueName();
      const response = await registerRequest(app, 'username', {
        registerMethod: 'PWA',
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        [field]: 'a\u0000b',
        ...(await solvedCaptcha(app, 'register')),
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toContain(field);
    });

    it('keeps the password hash, the mobile, the e-mail and the birthday out of the log when a registration fails in the database', async () => {
      const { db, config } = use();
      const log = capturedLog();
      const app = await buildApp({ config: { ...config, logLevel: 'info' }, db, logStream: log.stream });
      await app.ready();
      // Every new member is refused by the database from here on, so the registration fails where its values are written.
      await db.query('ALTER TABLE members ADD CONSTRAINT refuse_new_members CHECK (id < 0) NOT VALID');
      try {
        const username = uniqueName();
        const mobile = uniqueMobile();
        const email = `${username}@example.com`;
        const response = await registerRequest(app, 'username', {
          registerMethod: 'PWA',
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          email,
          birthday: '1990-01-31',
          countryDialingCode: '63',
          mobileNum: mobile,
          ...(await solvedCaptcha(app, 'register')),
        });
        expect(response.statusCode).toBe(500);
        const text = log.text();
        expect(text).toContain('unhandled error');
        expect(text).not.toContain('scrypt$');
        expect(text).not.toContain(mobile);
        expect(text).not.toContain(email);
        expect(text).not.toContain('1990-01-31');
      } finally {
        await db.query('ALTER TABLE members DROP CONSTRAINT refuse_new_members');
        await app.close();
      }
    });
  },
  { registerFields: { mobileNum: { enabled: true }, email: { enabled: true }, birthday: { enabled: true } } },
);
