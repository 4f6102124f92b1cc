import { expect, it } from 'vitest';
import { SUPPORT_WORDS } from '../../src/routes/support-console-words';
import { randomAddress } from '../accounts/login-helper';
import { describeOnEachDatabase } from '../helpers';
import { staffCookie } from './chat-support';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

describeOnEachDatabase('the support console in the staff member’s language', (platform) => {
  const choose = (language: string) =>
    platform().app.inject({
      method: 'POST',
      url: '/support/language',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `language=${language}`,
    });

  it('draws the sign-in and its refusals in Tagalog once chosen, as the back office’s choice says', async () => {
    const english = await platform().app.inject({ url: '/support/' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<h1>${escaped(SUPPORT_WORDS.en.consoleTitle)}</h1>`);

    const chosen = await choose('ty');
    expect(chosen.statusCode).toBe(303);
    const cookie = String(chosen.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe('tala_office_lang=ty');

    const tagalog = await platform().app.inject({ url: '/support/', headers: { cookie } });
    expect(tagalog.body).toContain('<html lang="tl">');
    expect(tagalog.body).toContain(`<h1>${escaped(SUPPORT_WORDS.ty.consoleTitle)}</h1>`);
    expect(tagalog.body).toContain(`>${escaped(SUPPORT_WORDS.ty.signIn)}</button>`);
    const refused = await platform().app.inject({
      method: 'POST',
      url: '/support/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=support01&password=Wrong1234',
      remoteAddress: randomAddress(),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain(`data-error-code="login.failed">${escaped(SUPPORT_WORDS.ty.wrongLogin)}</p>`);
  });

  it('draws the console in Tagalog and hands its scripts the same words, inert', async () => {
    const staff = await staffCookie(platform());
    const page = await platform().app.inject({ url: '/support/', headers: { cookie: `${staff}; tala_office_lang=ty` } });
    expect(page.body).toContain(`>${escaped(SUPPORT_WORDS.ty.assignToMe)}</button>`);
    const block = /<script type="application\/json" id="support-words">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(block!)).toEqual(SUPPORT_WORDS.ty);
  });

  it('refuses a language it does not have', async () => {
    const answer = await choose('xx');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'request.invalid' });
  });
});
