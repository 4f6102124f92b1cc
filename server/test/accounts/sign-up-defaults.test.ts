import { expect, it } from 'vitest';
import { accountCalls } from '../../../contract/account';
import { LANGUAGE_HEADER } from '../../../contract/define';
import { registerFormRules } from '../../../contract/field-validation';
import type { AccountSettings } from '../../../contract/schemas/account';
import { describeOnEachDatabase, envelope } from '../helpers';
import { readOutbox, registerRequest, sendSms, uniqueMobile } from './account-helpers';
import { memberHeaders, randomAddress } from './login-helper';

const settingsOf = async (app: Parameters<typeof sendSms>[0]) =>
  envelope<AccountSettings>(await app.inject({ method: 'GET', url: accountCalls.getAccountSettings.path })).value;

describeOnEachDatabase('sign-up out of the box', (use) => {
  it('asks only username, password, its confirmation and the captcha (mobile sign-up: the number and its code)', async () => {
    const settings = await settingsOf(use().app);
    const switches = {
      flags: { REGMOBVERF3: settings.methods.mobileVerify, MOBILENUMPASSREG3: settings.methods.mobilePassword, AFFILIATE3: true },
      captchaEnabled: settings.captcha.enabled,
    };
    expect(Object.keys(registerFormRules('username', settings.fields, switches)).sort()).toEqual(
      ['confimpsw', 'identifying', 'password', 'username'].sort(),
    );
    const mobile = Object.keys(registerFormRules('mobile', settings.fields, switches));
    expect(mobile).toContain('mobileNum');
    for (const field of ['affiliateCode', 'nickname', 'payeeName', 'email', 'birthday']) expect(mobile).not.toContain(field);
  });

  it('an SMS code works for five minutes while another can be asked for after one; the text is in the page’s language', async () => {
    const { app } = use();
    const settings = await settingsOf(app);
    expect(settings.smsExpirationSeconds).toBe(300);

    const tagalog = uniqueMobile();
    const sent = await sendSms(app, '63', tagalog, 'register');
    expect(envelope(sent).value).toEqual({ expirationTime: 300, resendAfter: 60 });
    const [inTagalog] = await readOutbox(app, `+63${tagalog}`);
    expect(inTagalog?.body).toMatch(/^Ang code mo sa Tala ay \d{6}\. Gumagana ito sa loob ng 5 minuto\./);

    const english = uniqueMobile();
    await app.inject({
      method: 'POST',
      url: accountCalls.sendSmsCode.path,
      remoteAddress: randomAddress(),
      headers: { [LANGUAGE_HEADER]: 'EN' },
      payload: { countryDialingCode: '63', mobileNum: english, purpose: 'register' },
    });
    const [inEnglish] = await readOutbox(app, `+63${english}`);
    expect(inEnglish?.body).toMatch(/^Your Tala verification code is \d{6}\. It works for 5 minutes\./);
  });

  it('a mobile sign-up is named by its masked number until the player names themself', async () => {
    const { app } = use();
    const mobile = uniqueMobile();
    await sendSms(app, '63', mobile, 'register');
    const [message] = await readOutbox(app, `+63${mobile}`);
    const code = message!.body.match(/\b(\d{6})\b/)![1]!;
    const registered = await registerRequest(app, 'mobile', {
      registerMethod: 'PWA',
      registerUrl: 'https://m.tala.ph/m/register',
      domain: 'm.tala.ph',
      countryDialingCode: '63',
      mobileNum: mobile,
      verificationCode: code,
      password: 'Mobile2024',
      confirmPassword: 'Mobile2024',
    });
    expect(registered.statusCode).toBe(200);
    const { token } = envelope<{ token: string }>(registered).value;
    const info = await app.inject({ method: 'GET', url: accountCalls.getMemberInfo.path, headers: memberHeaders(token) });
    expect(envelope<{ nickname: string | null; account: string }>(info).value).toMatchObject({
      nickname: `+63 ${mobile.slice(0, 3)}•••${mobile.slice(-3)}`,
      account: `p63${mobile}`,
    });
  });
});
