import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { WithdrawInfo } from '../../../contract/payments';
import { hashPassword } from '../../src/services/accounts/passwords';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

const LOGIN_PASSWORD = 'Login1234';

const post = async (platform: TestPlatform, member: TestMember, url: string, payload: object = {}) => {
  const answer = await platform.app.inject({ method: 'POST', url, headers: as(member, { language: 'EN' }), payload });
  return { status: answer.statusCode, ...envelope<unknown>(answer) };
};
const setPassword = (platform: TestPlatform, member: TestMember, payload: object) =>
  post(platform, member, '/wps/withdraw/paymentPassword', payload);
const sendCode = (platform: TestPlatform, member: TestMember) => post(platform, member, '/wps/withdraw/paymentPassword/code');

/** A member who can log in, optionally with a verified mobile bound (as the security centre leaves it). */
async function member(platform: TestPlatform, withMobile: boolean): Promise<TestMember & { mobileNum: string }> {
  const created = await createMember(platform);
  const mobileNum = `9${randomBytes(5).readUIntBE(0, 5).toString().padStart(9, '0').slice(-9)}`;
  await platform.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [created.id, await hashPassword(LOGIN_PASSWORD)]);
  if (withMobile) {
    await platform.db.query(`UPDATE members SET country_dialing_code = '63', mobile_num = $2, mobile_verified_at = now() WHERE id = $1`, [
      created.id,
      mobileNum,
    ]);
  }
  return { ...created, mobileNum };
}

async function lastCode(platform: TestPlatform, mobileNum: string): Promise<string> {
  const answer = await platform.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(`+63${mobileNum}`)}` });
  const messages = envelope<{ messages: { body: string }[] }>(answer).value.messages;
  return messages[0]!.body.match(/\b(\d{6})\b/)![1]!;
}

/** Lets the number ask for another code at once: its last one is made two minutes old. */
const ageCodes = (platform: TestPlatform, mobileNum: string) =>
  platform.db.query(`UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile_num = $1`, [mobileNum]);

describeOnEachDatabase('payment password with a bound mobile', (platform) => {
  it('sets and changes the payment password only with the SMS code sent to the bound mobile', async () => {
    const who = await member(platform(), true);
    const info = envelope<WithdrawInfo>(await platform().app.inject({ url: '/wps/withdraw/info', headers: as(who) })).value;
    expect(info.paymentPasswordNeedsCode).toBe(true);

    // Setting it the first time: the login password is not enough.
    const first = { currentPassword: LOGIN_PASSWORD, newPaymentPassword: '111111' };
    expect(await setPassword(platform(), who, first)).toMatchObject({ status: 400, errorCode: 'paymentPassword.codeRequired' });
    expect((await sendCode(platform(), who)).value).toMatchObject({ expirationTime: 300, resendAfter: 60 });
    // The number's own limit: one code a minute.
    expect(await sendCode(platform(), who)).toMatchObject({ status: 429, errorCode: 'sms.tooSoon' });
    const code = await lastCode(platform(), who.mobileNum);
    const wrongCode = code === '000000' ? '999999' : '000000';
    expect(await setPassword(platform(), who, { ...first, verificationCode: wrongCode })).toMatchObject({
      status: 400,
      errorCode: 'sms.codeWrong',
    });
    // A wrong login password is refused before the code is spent.
    expect(await setPassword(platform(), who, { ...first, currentPassword: 'Wrong1234', verificationCode: code })).toMatchObject({
      status: 400,
      errorCode: 'paymentPassword.loginPasswordWrong',
    });
    expect((await setPassword(platform(), who, { ...first, verificationCode: code })).success).toBe(true);
    // The code works once.
    const change = { currentPassword: '111111', newPaymentPassword: '222222' };
    expect(await setPassword(platform(), who, { ...change, verificationCode: code })).toMatchObject({ errorCode: 'sms.codeWrong' });

    // Changing it: an expired code is refused, a fresh one works.
    await ageCodes(platform(), who.mobileNum);
    expect((await sendCode(platform(), who)).success).toBe(true);
    const expiring = await lastCode(platform(), who.mobileNum);
    await platform().db.query(`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile_num = $1`, [who.mobileNum]);
    expect(await setPassword(platform(), who, { ...change, verificationCode: expiring })).toMatchObject({
      status: 400,
      errorCode: 'sms.codeWrong',
    });
    expect(await setPassword(platform(), who, change)).toMatchObject({ status: 400, errorCode: 'paymentPassword.codeRequired' });
    await ageCodes(platform(), who.mobileNum);
    expect((await sendCode(platform(), who)).success).toBe(true);
    const fresh = await lastCode(platform(), who.mobileNum);
    expect((await setPassword(platform(), who, { ...change, verificationCode: fresh })).success).toBe(true);
    // The new payment password is the one asked for now.
    expect(
      await setPassword(platform(), who, { currentPassword: '111111', newPaymentPassword: '333333', verificationCode: fresh }),
    ).toMatchObject({ errorCode: 'paymentPassword.wrong' });
    // A malformed code is the request's fault.
    expect(await setPassword(platform(), who, { ...change, verificationCode: 'abc' })).toMatchObject({ status: 400 });
  });

  it('asks no code of a member without a bound mobile, and sends none', async () => {
    const who = await member(platform(), false);
    const info = envelope<WithdrawInfo>(await platform().app.inject({ url: '/wps/withdraw/info', headers: as(who) })).value;
    expect(info.paymentPasswordNeedsCode).toBe(false);
    expect(await sendCode(platform(), who)).toMatchObject({ status: 400, errorCode: 'paymentPassword.noMobile' });
    expect((await setPassword(platform(), who, { currentPassword: LOGIN_PASSWORD, newPaymentPassword: '444444' })).success).toBe(true);
  });
});
