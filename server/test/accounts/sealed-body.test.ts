import { expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { accountSettingsSchema } from '../../../contract/schemas/account';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { sealedInject } from './login-helper';

const loginBody = { type: 'username', username: 'demo', password: 'Demo1234' };

describeOnEachDatabase('sealed bodies, captcha and settings', (use) => {
  it('publishes an RSA key and refuses a plaintext login while encryption is on', async () => {
    const { app } = use();
    const key = envelope<{ keyId: string; publicKey: string; scheme: string; required: boolean }>(
      await app.inject({ method: 'GET', url: '/wps/session/key' }),
    ).value;
    expect(key).toMatchObject({ scheme: SEALED_BODY_SCHEME, required: true });
    expect(Buffer.from(key.publicKey, 'base64').length).toBeGreaterThan(250);
    const plain = await app.inject({ method: 'POST', url: '/wps/session/login', payload: loginBody });
    expect(plain.statusCode).toBe(400);
    expect(envelope(plain).errorCode).toBe(ERROR_CODES.encryptionRequired);
    const plainRegister = await app.inject({ method: 'PUT', url: '/wps/member/register', payload: { registerMethod: 'H5' } });
    expect(envelope(plainRegister).errorCode).toBe(ERROR_CODES.encryptionRequired);
  });

  it('opens a sealed login, and refuses one sealed for another call, tampered with, or for an old key', async () => {
    const { app } = use();
    expect((await sealedInject(app, 'POST', '/wps/session/login', loginBody)).statusCode).toBe(200);

    const key = envelope<{ keyId: string; publicKey: string }>(await app.inject({ method: 'GET', url: '/wps/session/key' })).value;
    const send = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME },
        payload: JSON.stringify(payload),
      });

    const forRegister = await sealJson(key, 'PUT', '/wps/member/register', loginBody);
    expect((await send(forRegister)).statusCode).toBe(400);

    const sealed = await sealJson(key, 'POST', '/wps/session/login', loginBody);
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = data[0]! ^ 1;
    const tampered = await send({ ...sealed, data: data.toString('base64') });
    expect(tampered.statusCode).toBe(400);
    expect(envelope(tampered).errorCode).toBe(ERROR_CODES.badRequest);

    const oldKey = await send({ ...sealed, kid: 'old-key-id' });
    expect(envelope(oldKey).errorCode).toBe(ACCOUNT_ERROR_CODES.sealingKeyUnknown);
    for (const junk of [{}, { v: 1 }, 'text', [1, 2], { ...sealed, key: '!!!' }, { ...sealed, iv: 'AAAA' }]) {
      expect((await send(junk)).statusCode).toBe(400);
    }
  });

  it('draws captchas as SVG paths, numeric or equation, without the answer in the markup', async () => {
    const { app } = use();
    const kinds = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const value = envelope<{ captchaId: string; image: string; kind: string }>(
        await app.inject({ method: 'GET', url: '/wps/captcha?purpose=login' }),
      ).value;
      kinds.add(value.kind);
      expect(value.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const svg = Buffer.from(value.image.split(',')[1]!, 'base64').toString();
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<text|<script|<foreignObject/);
      const answer = envelope<{ answer: string }>(await app.inject({ method: 'GET', url: `/dev/captcha?id=${value.captchaId}` })).value
        .answer;
      expect(answer).toMatch(value.kind === 'numeric' ? /^\d{4}$/ : /^\d{1,2}$/);
    }
    expect(kinds.size).toBe(2);
    const bad = await app.inject({ method: 'GET', url: '/wps/captcha?purpose=other' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the account settings the screens are built from', async () => {
    const { app, config } = use();
    const value = envelope(await app.inject({ method: 'GET', url: '/wps/member/register/settings' })).value;
    const settings = accountSettingsSchema.parse(value);
    expect(settings.fields.username).toMatchObject({ enabled: true, required: true, patternId: 'USERNAME' });
    expect(settings.methods).toMatchObject({ usernameRegister: true, mobileRegister: true, mailRecovery: true, phoneRecovery: true });
    expect(settings.ageLimit).toBe(config.ageLimit);
    expect(settings.dialingCodes[0]).toMatchObject({ code: '63', country: 'PH' });
  });

  it('lets the development outbox be read only with a recipient', async () => {
    const { app } = use();
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(400);
    expect(envelope(await app.inject({ method: 'GET', url: '/dev/outbox?to=%2B630000000' })).value).toEqual({ messages: [] });
  });
});

describeOnEachDatabase(
  'development tools off',
  (use) => {
    it('has no outbox or captcha peek in production', async () => {
      const { app } = use();
      expect((await app.inject({ method: 'GET', url: '/dev/outbox?to=%2B639170000001' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/dev/captcha?id=${'a'.repeat(32)}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: '/dev/login-limits' })).statusCode).toBe(404);
    });
  },
  { devTools: false },
);
