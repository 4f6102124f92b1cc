import { expect, it } from 'vitest';
import { CUSTOMER_SERVICE_ERROR_CODES, customerServiceCalls } from '../../../contract/customer-service';
import { CHAT_PAGE_PATH } from '../../../contract/messaging';
import { siteCalls } from '../../../contract/site';
import { createCustomerService } from '../../src/services/catalogue/customer-service';
import { describeOnEachDatabase, envelope } from '../helpers';
import { get, urlOf } from './call';

describeOnEachDatabase('customer-service entries and their link', (platform) => {
  const entries = async () => (await get(platform().app, siteCalls.getSiteInfo)).customerService;
  const refusal = async (query: Record<string, string>) => {
    const answer = await platform().app.inject({ url: urlOf(customerServiceCalls.getCustomerServiceLink, query) });
    return { status: answer.statusCode, errorCode: envelope(answer).errorCode };
  };

  it('gives each entry a path sealed in its last 8 characters, which leads to the live chat or WhatsApp', async () => {
    const [chat, whatsapp] = await entries();
    expect(chat).toMatchObject({ csType: 'LIVECHAT', title: 'CS' });
    expect(whatsapp).toMatchObject({ csType: 'WHATSAPP', title: 'whatsapp' });
    for (const entry of [chat!, whatsapp!]) {
      expect(entry.path.startsWith(`${entry.csType}/${entry.title}/`)).toBe(true);
      expect(entry.path).not.toContain('wa.me');
    }
    expect(await get(platform().app, customerServiceCalls.getCustomerServiceLink, { path: chat!.path })).toEqual({
      csType: 'LIVECHAT',
      title: 'CS',
      url: CHAT_PAGE_PATH,
    });
    const link = await get(platform().app, customerServiceCalls.getCustomerServiceLink, { path: whatsapp!.path });
    expect(link.url).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it('gives the same paths after a restart: a path kept with cached site info still opens its desk', async () => {
    const again = createCustomerService(platform().config).entries();
    expect(again.map((entry) => entry.path)).toEqual((await entries()).map((entry) => entry.path));
  });

  it('refuses a path whose seal was altered, moved to another desk, or made with another secret: 400 and its code', async () => {
    const [chat, whatsapp] = await entries();
    const seal = (path: string) => path.slice(-8);
    const flipped = chat!.path.slice(0, -1) + (chat!.path.endsWith('A') ? 'B' : 'A');
    const otherSecret = createCustomerService({ gatewaySecret: 'another-platform-secret-0123456789' }).entries()[0]!.path;
    for (const path of [
      flipped,
      `WHATSAPP/whatsapp/${seal(chat!.path)}`,
      `LIVECHAT/CS/${seal(whatsapp!.path)}`,
      otherSecret,
      'EMAIL/mail/AAAAAAAA',
    ]) {
      expect(await refusal({ path }), path).toEqual({ status: 400, errorCode: CUSTOMER_SERVICE_ERROR_CODES.pathRefused });
    }
  });

  it.each([
    ['no path', {}],
    ['a desk address for a path', { path: 'https://wa.me/639171234567' }],
    ['a seal of the wrong length', { path: 'LIVECHAT/CS/abc' }],
    ['an overlong path', { path: `${'A'.repeat(300)}/CS/AAAAAAAA` }],
    ['an unknown key', { path: 'LIVECHAT/CS/AAAAAAAA', to: 'x' }],
  ])('answers a malformed link request (%s) with 400 and an error code', async (_name, query) => {
    const answer = await refusal(query);
    expect(answer.status).toBe(400);
    expect(answer.errorCode).toBeTruthy();
    expect(answer.errorCode).not.toBe(CUSTOMER_SERVICE_ERROR_CODES.pathRefused);
  });
});
