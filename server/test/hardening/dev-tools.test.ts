import { describe, expect, it } from 'vitest';
import { listenHost, loadConfig } from '../../src/config';
import { describeOnEachDatabase, envelope } from '../helpers';

const DEV_CALLS = [
  { method: 'GET', url: '/dev/outbox?to=%2B639171234567' },
  { method: 'GET', url: '/dev/captcha?id=00000000000000000000000000000000' },
  { method: 'DELETE', url: '/dev/login-limits' },
  { method: 'GET', url: '/dev/site' },
  { method: 'POST', url: '/dev/site', payload: { maintenance: true } },
] as const;

describeOnEachDatabase('development tools answer the machine itself only', (use) => {
  it.each(DEV_CALLS.map((call) => [`${call.method} ${call.url}`, call] as const))(
    '%s from another address is an unknown call',
    async (_name, call) => {
      const { app, config } = use();
      const response = await app.inject({ ...call, remoteAddress: '192.168.1.50' });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).errorCode).toBe('request.notFound');
      expect(config.maintenance).toBe(false);
    },
  );

  it('answers loopback addresses, IPv4 and IPv6', async () => {
    const { app } = use();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ method: 'GET', url: '/dev/site', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('ignores a forwarded address claiming to be the machine itself', async () => {
    const response = await use().app.inject({
      method: 'GET',
      url: '/dev/site',
      remoteAddress: '192.168.1.50',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('where the server listens', () => {
  it('listens on loopback while development tools are on, unless HOST says otherwise', () => {
    expect(listenHost(loadConfig({}, { TALA_DEV_TOOLS: '1' }))).toBe('127.0.0.1');
    expect(listenHost(loadConfig({}, { TALA_DEV_TOOLS: '1', HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(loadConfig({}, {}))).toBe('0.0.0.0');
  });
});
