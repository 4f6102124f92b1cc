import { expect, it } from 'vitest';
import { officeSessionCalls as calls } from '../../../contract/back-office/session';
import { officeStaffCalls } from '../../../contract/back-office/staff';
import { randomAddress } from '../accounts/login-helper';
import { describeOnEachDatabase } from '../helpers';
import { addStaff, answerOf, codeFor, DEMO_PASSWORD, officeCall, signIn, signInEnrolled } from './office-support';

describeOnEachDatabase('staff sign in to the back office with a password and, for cashiers and admins, an authenticator', (platform) => {
  it('signs a content editor in with the password alone, in an HttpOnly same-site cookie, and out again', async () => {
    const { answer, cookie, session } = await signIn(platform(), 'content01');
    expect(session).toEqual({
      staff: { id: expect.any(Number), username: 'content01', displayName: 'Carla', role: 'content' },
      secondFactor: 'none',
    });
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie }))).toMatchObject({ status: 200, value: session });
    const out = await officeCall(platform(), calls.signOut, { cookie });
    expect(answerOf(out)).toMatchObject({ status: 200, value: { signedOut: true } });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie }))).toMatchObject({
      status: 401,
      errorCode: 'office.notSignedIn',
    });
  });

  it('refuses a wrong password with login.failed, and an unknown name the same way', async () => {
    const address = randomAddress();
    for (const username of ['content01', 'nobody_here']) {
      const answer = await officeCall(platform(), calls.signIn, { input: { username, password: 'Wrong12345' }, remoteAddress: address });
      expect(answerOf(answer)).toMatchObject({ status: 401, errorCode: 'login.failed' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('enrols a new cashier: the secret as text and as an otpauth address, kept sealed, confirmed by a code from it', async () => {
    const username = await addStaff(platform(), 'cashier');
    const { cookie, session } = await signIn(platform(), username);
    expect(session.secondFactor).toBe('enrol');
    // Until the code is given, the cashier's rooms stay shut; the session itself can be read.
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie })).value).toMatchObject({ secondFactor: 'enrol' });
    const enrolment = answerOf<{ secret: string; otpauthUri: string }>(await officeCall(platform(), calls.startEnrolment, { cookie }));
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUri } = enrolment.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(username);
    const stored = await platform().db.query<{ totp_secret: string }>('SELECT totp_secret FROM support_staff WHERE username = $1', [
      username,
    ]);
    expect(stored.rows[0]!.totp_secret).not.toContain(secret);

    const wrong = await officeCall(platform(), calls.confirmSecondFactor, { cookie, input: { code: '000000' } });
    expect(answerOf(wrong)).toMatchObject({ status: 401, errorCode: 'office.wrongCode' });
    const right = await officeCall(platform(), calls.confirmSecondFactor, { cookie, input: { code: await codeFor(secret) } });
    expect(answerOf(right)).toMatchObject({ status: 200, value: { secondFactor: 'none', staff: { username } } });
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie })).value).toMatchObject({ secondFactor: 'none' });
    // Enrolled once: a second enrolment is refused until an admin resets it.
    expect(answerOf(await officeCall(platform(), calls.startEnrolment, { cookie }))).toMatchObject({
      status: 409,
      errorCode: 'office.alreadyDecided',
    });
    const audit = await platform().db.query<{ action: string; after: unknown }>(
      `SELECT action, after FROM staff_audit WHERE staff_username = $1`,
      [username],
    );
    expect(audit.rows).toEqual([{ action: 'staff.secondFactor.enrol', after: { secondFactor: true } }]);
    expect(JSON.stringify(audit.rows)).not.toContain(secret);
  });

  it('asks an enrolled admin for the code at the next sign-in, takes a code once, and refuses it replayed', async () => {
    const username = await addStaff(platform(), 'admin');
    const { secret } = await signInEnrolled(platform(), username);
    const usedCode = await codeFor(secret);

    const second = await signIn(platform(), username);
    expect(second.session.secondFactor).toBe('verify');
    expect(answerOf(await officeCall(platform(), officeStaffCalls.listStaff, { cookie: second.cookie }))).toMatchObject({
      status: 401,
      errorCode: 'office.secondFactorNeeded',
    });
    // The code that confirmed the enrolment has been used.
    expect(
      answerOf(await officeCall(platform(), calls.verifySecondFactor, { cookie: second.cookie, input: { code: usedCode } })),
    ).toMatchObject({
      status: 401,
      errorCode: 'office.wrongCode',
    });
    const nextCode = await codeFor(secret, 1);
    expect(
      answerOf(await officeCall(platform(), calls.verifySecondFactor, { cookie: second.cookie, input: { code: nextCode } })),
    ).toMatchObject({
      status: 200,
      value: { secondFactor: 'none' },
    });
    expect(answerOf(await officeCall(platform(), officeStaffCalls.listStaff, { cookie: second.cookie })).status).toBe(200);

    // Seen over someone's shoulder: the same code on another session is refused.
    const third = await signIn(platform(), username);
    expect(
      answerOf(await officeCall(platform(), calls.verifySecondFactor, { cookie: third.cookie, input: { code: nextCode } })),
    ).toMatchObject({
      status: 401,
      errorCode: 'office.wrongCode',
    });
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie: third.cookie })).value).toMatchObject({
      secondFactor: 'verify',
    });
  });

  it('takes one code once even when two sessions send it at the same moment', async () => {
    const username = await addStaff(platform(), 'cashier');
    const { secret } = await signInEnrolled(platform(), username);
    const desk = await signIn(platform(), username);
    const phone = await signIn(platform(), username);
    const code = await codeFor(secret, 1);
    const answers = await Promise.all(
      [desk, phone].map(async ({ cookie }) =>
        answerOf(await officeCall(platform(), calls.verifySecondFactor, { cookie, input: { code } })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(answers.find((a) => a.status === 401)?.errorCode).toBe('office.wrongCode');
  });

  it('counts wrong codes with wrong passwords: the fifth failure locks the address out of the account and ends its session', async () => {
    const username = await addStaff(platform(), 'cashier');
    await signInEnrolled(platform(), username);
    const address = randomAddress();
    // One wrong password first, then the right one: the failure is not forgotten while the code is still owed.
    const wrongPassword = await officeCall(platform(), calls.signIn, {
      input: { username, password: 'Wrong12345' },
      remoteAddress: address,
    });
    expect(answerOf(wrongPassword).errorCode).toBe('login.failed');
    const { cookie } = await signIn(platform(), username, DEMO_PASSWORD, address);
    const answers = [];
    for (const code of ['111111', '222222', '333333', '444444']) {
      answers.push(answerOf(await officeCall(platform(), calls.verifySecondFactor, { cookie, input: { code }, remoteAddress: address })));
    }
    expect(answers.slice(0, 3).every((a) => a.status === 401 && a.errorCode === 'office.wrongCode')).toBe(true);
    expect(answers[3]).toMatchObject({ status: 403, errorCode: 'login.locked' });
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie }))).toMatchObject({
      status: 401,
      errorCode: 'office.notSignedIn',
    });
    // The right password from that address is refused too, as after five wrong passwords.
    const again = await officeCall(platform(), calls.signIn, { input: { username, password: DEMO_PASSWORD }, remoteAddress: address });
    expect(answerOf(again)).toMatchObject({ status: 403, errorCode: 'login.locked' });
    expect((await signIn(platform(), username)).session.secondFactor).toBe('verify');
  });

  it('ends a session left idle for 30 minutes', async () => {
    const { cookie, session } = await signIn(platform(), 'content01');
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie })).status).toBe(200);
    await platform().db.query(`UPDATE support_sessions SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1`, [
      session.staff.id,
    ]);
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie })).status).toBe(200);
    await platform().db.query(`UPDATE support_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1`, [
      session.staff.id,
    ]);
    expect(answerOf(await officeCall(platform(), calls.getSession, { cookie }))).toMatchObject({
      status: 401,
      errorCode: 'office.notSignedIn',
    });
  });

  it('answers a malformed code or sign-in with 400, never 500', async () => {
    const { cookie } = await signIn(platform(), 'content01');
    for (const code of ['12345', 'abcdef', '1234567', 123456]) {
      expect(answerOf(await officeCall(platform(), calls.verifySecondFactor, { cookie, input: { code } }))).toMatchObject({
        status: 400,
        errorCode: 'request.invalid',
      });
    }
    expect(answerOf(await officeCall(platform(), calls.signIn, { input: { username: 'content01' } }))).toMatchObject({
      status: 400,
      errorCode: 'request.invalid',
    });
  });
});
