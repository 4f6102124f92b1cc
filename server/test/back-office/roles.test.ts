import { beforeAll, expect, it } from 'vitest';
import { allOfficeCalls, SECOND_FACTOR_ROLES, STAFF_ROLES, type StaffRole } from '../../../contract/back-office';
import { describeOnEachDatabase } from '../helpers';
import { addStaff, answerOf, officeCall, signIn, signInComplete } from './office-support';

/** The calls that need a session: all but signing in itself. */
const sessionCalls = allOfficeCalls.filter((call) => call.signIn !== 'none');
/** The calls that need the whole sign-in, second factor included, for the roles that have one. */
const fullCalls = allOfficeCalls.filter((call) => call.signIn === undefined);

describeOnEachDatabase('every back-office call is refused to the roles it does not list', (platform) => {
  const complete = new Map<StaffRole, string>();
  const withoutFactor = new Map<StaffRole, string>();

  beforeAll(async () => {
    for (const role of STAFF_ROLES) {
      complete.set(role, await signInComplete(platform(), await addStaff(platform(), role)));
      if (SECOND_FACTOR_ROLES.includes(role)) withoutFactor.set(role, (await signIn(platform(), await addStaff(platform(), role))).cookie);
    }
  });

  it('knows the calls it walks: the table is not empty, every call lists a role and has its route', () => {
    expect(sessionCalls.length).toBeGreaterThan(5);
    for (const call of allOfficeCalls) {
      expect(call.roles.length, call.name).toBeGreaterThan(0);
      expect(platform().app.hasRoute({ method: call.method, url: call.path }), `${call.name}: ${call.method} ${call.path}`).toBe(true);
    }
  });

  it('answers every call without a session with 401 office.notSignedIn, before reading its input', async () => {
    for (const call of sessionCalls) {
      expect({ call: call.name, ...answerOf(await officeCall(platform(), call)) }).toMatchObject({
        call: call.name,
        status: 401,
        errorCode: 'office.notSignedIn',
      });
    }
  });

  it('answers a staff member of a role a call does not list with 403 office.wrongRole, and changes nothing', async () => {
    const before = await platform().db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit');
    for (const call of sessionCalls) {
      for (const role of STAFF_ROLES.filter((r) => !call.roles.includes(r))) {
        expect({ call: call.name, role, ...answerOf(await officeCall(platform(), call, { cookie: complete.get(role) })) }).toMatchObject({
          call: call.name,
          role,
          status: 403,
          errorCode: 'office.wrongRole',
        });
      }
    }
    const after = await platform().db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses a cashier or admin session that has not given its second factor every call but the sign-in steps', async () => {
    for (const call of fullCalls) {
      for (const [role, cookie] of withoutFactor) {
        expect({ call: call.name, role, ...answerOf(await officeCall(platform(), call, { cookie })) }).toMatchObject({
          call: call.name,
          role,
          status: 401,
          errorCode: 'office.secondFactorNeeded',
        });
      }
    }
  });

  it('lets every role sign in and read its own session', async () => {
    const signInCall = allOfficeCalls.find((call) => call.signIn === 'none')!;
    expect(answerOf(await officeCall(platform(), signInCall, { input: {} }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const getSession = allOfficeCalls.find((call) => call.name === 'getSession')!;
    for (const role of STAFF_ROLES) {
      expect(answerOf(await officeCall(platform(), getSession, { cookie: complete.get(role) }))).toMatchObject({
        status: 200,
        value: { staff: { role }, secondFactor: 'none' },
      });
    }
  });
});
