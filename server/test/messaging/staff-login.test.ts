import { expect, it } from 'vitest';
import { randomAddress } from '../accounts/login-helper';
import { describeOnEachDatabase, type TestPlatform } from '../helpers';

const signIn = (platform: TestPlatform, username: string, password: string, remoteAddress: string) =>
  platform.app.inject({
    method: 'POST',
    url: '/support/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });

/** What the console's sign-in page tells the person: the status, the error code it carries and its words. */
const refusal = (answer: { statusCode: number; body: string }) => {
  const shown = /<p class="error" role="alert" data-error-code="([^"]+)">([^<]+)<\/p>/.exec(answer.body);
  return { status: answer.statusCode, errorCode: shown?.[1], text: shown?.[2] };
};

describeOnEachDatabase('the support console’s sign-in holds under guessing', (platform) => {
  it('locks the guessing address out of the staff name after five failures, and lets the right password in from elsewhere', async () => {
    const guesser = randomAddress();
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(refusal(await signIn(platform(), 'support01', `Guess${i}234`, guesser)));
    expect(answers.slice(0, 4).every((a) => a.status === 401 && a.errorCode === 'login.failed')).toBe(true);
    expect(answers[4]).toMatchObject({ status: 403, errorCode: 'login.locked', text: expect.stringContaining('locked') });
    // The right password does not help the guesser.
    expect(refusal(await signIn(platform(), 'support01', 'Staff1234', guesser))).toMatchObject({ status: 403, errorCode: 'login.locked' });
    const staff = await signIn(platform(), 'support01', 'Staff1234', randomAddress());
    expect(staff.statusCode).toBe(303);
    expect(String(staff.headers['set-cookie'])).toContain('tala_support=');
  });

  it('allows one address ten sign-in attempts a minute, whatever names it tries', async () => {
    const sprayer = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(platform(), `nobody${i}`, 'Guess1234', sprayer)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(refusal(await signIn(platform(), 'support01', 'Staff1234', sprayer))).toMatchObject({
      status: 429,
      errorCode: 'request.tooMany',
      text: expect.stringContaining('Wait a minute'),
    });
  });

  it('makes addresses that failed on a much-tried name wait, but not a fresh address with the right password', async () => {
    await platform().db.query(
      `INSERT INTO support_staff (username, display_name, password_hash)
       SELECT 'support02', 'Second desk', password_hash FROM support_staff WHERE username = 'support01'`,
    );
    const guessers = Array.from({ length: 5 }, randomAddress);
    for (const address of guessers) expect((await signIn(platform(), 'support02', 'Guess1234', address)).statusCode).toBe(401);
    const held = await signIn(platform(), 'support02', 'Guess1234', guessers[0]!);
    expect(refusal(held)).toMatchObject({ status: 429, errorCode: 'request.tooMany' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await signIn(platform(), 'support02', 'Staff1234', randomAddress())).statusCode).toBe(303);
  });
});
