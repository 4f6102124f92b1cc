import { afterEach, expect, it } from 'vitest';
import type { CallDef } from '../../../contract/define';
import { allCalls } from '../../../contract/index';
import { messagingCalls } from '../../../contract/messaging';
import { siteCalls } from '../../../contract/site';
import { get, setSwitches } from '../catalogue/call';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

const OPEN_WHILE_CLOSED = new Set<string>([siteCalls.getSiteInfo.name, siteCalls.getSystemStatus.name]);
const FLAGGED = allCalls.filter((call) => call.flag !== undefined);

/** One call made as the app would start it: its method and path, with a member's token when one is given. */
const make = (platform: TestPlatform, call: CallDef, options: { token?: string; remoteAddress?: string } = {}) =>
  platform.app.inject({
    method: call.method,
    url: call.path,
    headers: options.token ? { token: options.token } : {},
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });

/** Every call of the contract that answers `status` / `errorCode` now, as "name status errorCode message". */
async function answersOf(platform: TestPlatform, calls: readonly CallDef[], options: { token?: string; remoteAddress?: string } = {}) {
  const answers: string[] = [];
  for (const call of calls) {
    const response = await make(platform, call, options);
    const body = envelope(response);
    answers.push(`${call.name} ${response.statusCode} ${body.errorCode} ${body.message}`);
  }
  return answers;
}

/** The member's inbox, read as the app reads it (the answer checked against the contract). */
const readInbox = (platform: TestPlatform, member: TestMember, remoteAddress = '127.0.0.1') =>
  get(platform.app, messagingCalls.getInbox, { language: 'EN' }, { headers: as(member), remoteAddress });

describeOnEachDatabase('the site switches on every call', (use) => {
  afterEach(async () => {
    await setSwitches(use().app, {
      maintenance: false,
      regionRestriction: false,
      restrictedIpPrefixes: [],
      whitelabel: Object.fromEntries(FLAGGED.map((call) => [call.flag, true])),
    });
  });

  it('answers "Platform under maintenance" to every call but site info and system status while maintenance is on', async () => {
    const member = await createMember(use());
    await setSwitches(use().app, { maintenance: true });
    const closed = allCalls.filter((call) => !OPEN_WHILE_CLOSED.has(call.name));
    expect(await answersOf(use(), closed, { token: member.token })).toEqual(
      closed.map((call) => `${call.name} 503 system.maintenance Platform under maintenance`),
    );
    expect((await get(use().app, siteCalls.getSiteInfo)).maintenance).toBe(true);
    expect(await get(use().app, siteCalls.getSystemStatus)).toMatchObject({ status: 1 });

    await setSwitches(use().app, { maintenance: false });
    expect((await readInbox(use(), member)).list).toEqual(expect.any(Array));
  });

  it('answers "IP or location restricted" to every call but site info and system status in a restricted region', async () => {
    const closed = allCalls.filter((call) => !OPEN_WHILE_CLOSED.has(call.name));
    const refusals = closed.map((call) => `${call.name} 403 system.regionRestricted IP or location restricted`);
    await setSwitches(use().app, { regionRestriction: true });
    expect(await answersOf(use(), closed)).toEqual(refusals);
    expect(await get(use().app, siteCalls.getSystemStatus)).toMatchObject({ status: 2 });

    // Restricted by the caller's address: that address is refused, another is served.
    await setSwitches(use().app, { regionRestriction: false, restrictedIpPrefixes: ['198.51.100.'] });
    expect(await answersOf(use(), closed, { remoteAddress: '198.51.100.23' })).toEqual(refusals);
    const member = await createMember(use());
    expect((await readInbox(use(), member, '203.0.113.7')).list).toEqual(expect.any(Array));
  });

  it('refuses the calls of a whitelabel flag that is off, and serves them again once it is on', async () => {
    const member = await createMember(use());
    const flags = [...new Set(FLAGGED.map((call) => call.flag!))];
    await setSwitches(use().app, { whitelabel: Object.fromEntries(flags.map((flag) => [flag, false])) });
    expect(await answersOf(use(), FLAGGED, { token: member.token })).toEqual(
      FLAGGED.map((call) => `${call.name} 403 feature.off No permission or feature unavailable`),
    );
    // A call of no flag is not touched by them.
    expect((await make(use(), siteCalls.getSiteInfo)).statusCode).toBe(200);

    await setSwitches(use().app, { whitelabel: Object.fromEntries(flags.map((flag) => [flag, true])) });
    const answers = await answersOf(use(), FLAGGED, { token: member.token });
    expect(answers.filter((answer) => answer.includes('feature.off'))).toEqual([]);
    expect((await readInbox(use(), member)).list).toEqual(expect.any(Array));
  });

  it('keeps a flag to its own calls: the inbox off leaves feedback open', async () => {
    const member = await createMember(use());
    await setSwitches(use().app, { whitelabel: { MAILCEN: false } });
    expect(envelope(await make(use(), messagingCalls.getInbox, { token: member.token })).errorCode).toBe('feature.off');
    const feedback = await make(use(), messagingCalls.getFeedbackList, { token: member.token });
    expect(feedback.statusCode).toBe(200);
  });
});
