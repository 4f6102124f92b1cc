import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { describeOnEachDatabase, envelope } from '../helpers';

const status = (forwardedFor: string) => ({
  method: 'GET' as const,
  url: '/wps/system/status',
  remoteAddress: '10.0.0.2',
  headers: { 'x-forwarded-for': forwardedFor },
});

describeOnEachDatabase(
  'behind a trusted proxy',
  (use) => {
    it('checks the region of the client the proxy names, not the proxy', async () => {
      const restricted = await use().app.inject(status('203.0.113.9'));
      expect(envelope(restricted).value).toMatchObject({ status: 2, regionRestriction: true });
      const open = await use().app.inject(status('198.51.100.7'));
      expect(envelope(open).value).toMatchObject({ status: 0, regionRestriction: false });
    });
  },
  { trustProxy: ['10.0.0.0/8'], regionRestriction: false, restrictedIpPrefixes: ['203.0.113.'] },
);

describeOnEachDatabase(
  'without a trusted proxy (the default)',
  (use) => {
    it('reads the socket address and ignores X-Forwarded-For', async () => {
      const claimed = await use().app.inject(status('203.0.113.9'));
      expect(envelope(claimed).value).toMatchObject({ status: 0, regionRestriction: false });
      const direct = await use().app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '203.0.113.9' });
      expect(envelope(direct).value).toMatchObject({ status: 2 });
    });
  },
  { regionRestriction: false, restrictedIpPrefixes: ['203.0.113.'] },
);

it('reads the trusted proxies from TALA_TRUST_PROXY, off by default', () => {
  expect(loadConfig({}, {}).trustProxy).toBe(false);
  expect(loadConfig({}, { TALA_TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.1', '172.16.0.0/12']);
});
