import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { describeOnEachDatabase, type TestPlatform } from '../helpers';
import { listen, staffCookie } from '../messaging/chat-support';

const PROXY = '127.0.0.1';
const OTHER_SITE_APP = 'https://m.example.ph';

const staffLogin = (platform: TestPlatform, headers: Record<string, string>, remoteAddress = PROXY) =>
  platform.app.inject({
    method: 'POST',
    url: '/support/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'username=support01&password=Staff1234',
  });

const cookiesOf = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);

/** How the platform answers a WebSocket upgrade: 101 when the socket opened, else the HTTP status it refused with. */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.terminate();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

describeOnEachDatabase(
  'HTTPS and origins',
  (use) => {
    it('sets the support console cookie Secure, and HSTS, only when its proxy says the page came over HTTPS', async () => {
      const overHttps = await staffLogin(use(), { 'x-forwarded-proto': 'https' });
      expect(overHttps.statusCode).toBe(303);
      expect(cookiesOf(overHttps.headers)).toEqual([expect.stringMatching(/; Secure$/)]);
      expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);

      const overHttp = await staffLogin(use(), {});
      expect(cookiesOf(overHttp.headers)).toHaveLength(1);
      expect(cookiesOf(overHttp.headers)[0]).not.toMatch(/secure/i);
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();

      // The header means nothing from an address that is not the trusted proxy.
      const forged = await staffLogin(use(), { 'x-forwarded-proto': 'https' }, '10.9.8.7');
      expect(cookiesOf(forged.headers)[0]).not.toMatch(/secure/i);
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends HSTS with the calls and pages served over HTTPS, and never over HTTP', async () => {
      for (const url of ['/wps/system/status', '/m/home', '/wps/no-such-call']) {
        const https = await use().app.inject({ method: 'GET', url, remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers['strict-transport-security'], url).toBeDefined();
        const http = await use().app.inject({ method: 'GET', url, remoteAddress: PROXY });
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
    });

    it("opens the chat socket from the site's own pages and refuses another site's page with 403", async () => {
      const host = await listen(use());
      const chat = `ws://${host}/ws/chat`;
      expect(await upgradeStatus(chat, { origin: `http://${host}` })).toBe(101);
      expect(await upgradeStatus(chat, { origin: OTHER_SITE_APP })).toBe(101);
      expect(await upgradeStatus(chat, {})).toBe(101);
      expect(await upgradeStatus(chat, { origin: 'https://tala-promo.example' })).toBe(403);
      expect(await upgradeStatus(chat, { origin: `http://${host}.example` })).toBe(403);
      expect(await upgradeStatus(chat, { origin: 'null' })).toBe(403);
    });

    it("refuses the support console's socket to another site's page even with the staff cookie", async () => {
      const host = await listen(use());
      const cookie = await staffCookie(use());
      const support = `ws://${host}/ws/support`;
      expect(await upgradeStatus(support, { cookie, origin: 'https://tala-promo.example' })).toBe(403);
      expect(await upgradeStatus(support, { cookie, origin: `http://${host}` })).toBe(101);
    });
  },
  { trustProxy: [PROXY], siteOrigins: [OTHER_SITE_APP] },
);
