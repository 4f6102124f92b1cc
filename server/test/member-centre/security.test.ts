import { expect, it } from 'vitest';
import type { SecurityCenter } from '../../../contract/member-centre';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

const post = async (platform: TestPlatform, member: TestMember, url: string, payload: object) => {
  const answer = await platform.app.inject({ method: 'POST', url, headers: as(member, { language: 'EN' }), payload });
  return { status: answer.statusCode, ...envelope<SecurityCenter>(answer) };
};
const overview = async (platform: TestPlatform, member: TestMember) =>
  envelope<SecurityCenter>(await platform.app.inject({ url: '/wps/member/security', headers: as(member) })).value;

async function lastCode(platform: TestPlatform, to: string): Promise<string> {
  const answer = await platform.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const messages = envelope<{ messages: { body: string }[] }>(answer).value.messages;
  return messages[0]!.body.match(/\b(\d{6})\b/)![1]!;
}

describeOnEachDatabase('security centre', (platform) => {
  it('binds a mobile number with the SMS code and an e-mail with the e-mailed code, raising the level', async () => {
    const member = await createMember(platform());
    expect(await overview(platform(), member)).toMatchObject({ level: 'LOW', protections: 0, mobile: null, emailVerified: false });
    const mobileNum = `9${Date.now().toString().slice(-9)}`;
    const sent = await post(platform(), member, '/wps/member/security/mobile/code', { countryDialingCode: '63', mobileNum });
    expect(sent.success).toBe(true);
    const wrong = await post(platform(), member, '/wps/member/security/mobile', {
      countryDialingCode: '63',
      mobileNum,
      verificationCode: '000000',
    });
    expect(wrong.errorCode).toBe('sms.codeWrong');
    const code = await lastCode(platform(), `+63${mobileNum}`);
    const bound = await post(platform(), member, '/wps/member/security/mobile', {
      countryDialingCode: '63',
      mobileNum,
      verificationCode: code,
    });
    expect(bound.value).toMatchObject({ mobileVerified: true, mobile: `+63 ${'•'.repeat(7)}${mobileNum.slice(-3)}`, protections: 1 });
    // The code works once.
    const again = await post(platform(), member, '/wps/member/security/mobile', {
      countryDialingCode: '63',
      mobileNum,
      verificationCode: code,
    });
    expect(again.errorCode).toBe('sms.codeWrong');
    // Another account cannot take the same number.
    const other = await createMember(platform());
    const taken = await post(platform(), other, '/wps/member/security/mobile/code', { countryDialingCode: '63', mobileNum });
    expect(taken.errorCode).toBe('security.mobileTaken');

    const email = `m${member.id}@example.com`;
    expect((await post(platform(), member, '/wps/member/security/email/code', { email: 'not-an-address' })).errorCode).toBe(
      'security.emailInvalid',
    );
    expect((await post(platform(), member, '/wps/member/security/email/code', { email })).success).toBe(true);
    const emailCode = await lastCode(platform(), email);
    expect((await post(platform(), member, '/wps/member/security/email', { email, verificationCode: '111111' })).errorCode).toBe(
      'security.codeWrong',
    );
    const verified = await post(platform(), member, '/wps/member/security/email', { email, verificationCode: emailCode });
    expect(verified.value).toMatchObject({ emailVerified: true, protections: 2, level: 'MEDIUM' });
  });
});
