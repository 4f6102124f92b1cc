import { expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { sendSms, uniqueMobile } from '../accounts/account-helpers';
import { randomAddress } from '../accounts/login-helper';

const SITE_MESSAGE = 'Too many codes are being sent; try again in a minute';

/** Sends register codes to new numbers from `address` until `count` were asked for; answers how many went out. */
async function flood(platform: TestPlatform, address: string, count: number): Promise<number> {
  let sent = 0;
  for (let i = 0; i < count; i++) if ((await sendSms(platform.app, '63', uniqueMobile(), 'register', address)).statusCode === 200) sent++;
  return sent;
}

// The operator's defaults: 60 SMS a minute for the whole site, 10 an hour per address.
describeOnEachDatabase('the site-wide SMS budget', (use) => {
  it('lets no address take more than a small share of a minute’s SMS, so a handful cannot spend it for everyone, and still holds the site to its budget', async () => {
    // Seven addresses each asking for ten codes at once spent the whole minute's budget before.
    let sent = 0;
    for (let flooder = 0; flooder < 7; flooder++) {
      const fromThisAddress = await flood(use(), randomAddress(), 10);
      expect(fromThisAddress).toBe(3);
      sent += fromThisAddress;
    }
    const someoneElse = await sendSms(use().app, '63', uniqueMobile(), 'register');
    expect(someoneElse.statusCode).toBe(200);
    sent++;

    // Many addresses together are still held to the site's 60 a minute.
    let refused: Awaited<ReturnType<typeof sendSms>> | null = null;
    while (!refused) {
      const address = randomAddress();
      for (let i = 0; i < 3 && !refused; i++) {
        const answer = await sendSms(use().app, '63', uniqueMobile(), 'register', address);
        if (answer.statusCode === 200) sent++;
        else refused = answer;
      }
    }
    expect(sent).toBe(60);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toMatchObject({ errorCode: ERROR_CODES.tooManyAttempts, message: SITE_MESSAGE });
  });
});

describeOnEachDatabase('an address’s share of the SMS budget', (use) => {
  it('holds an address to its share when its requests all come at once', async () => {
    const address = randomAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendSms(use().app, '63', uniqueMobile(), 'register', address)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
  });
});
