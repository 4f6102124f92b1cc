import { beforeAll, expect, it } from 'vitest';
import { officeSessionCalls } from '../../../contract/back-office/session';
import { officeStaffCalls as calls, type AuditRow, type StaffEntry } from '../../../contract/back-office/staff';
import { describeOnEachDatabase } from '../helpers';
import { addStaff, answerOf, officeCall, signIn, signInComplete, signInEnrolled } from './office-support';

describeOnEachDatabase('an admin manages staff, and every change is in the audit trail', (platform) => {
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    const username = await addStaff(platform(), 'admin', 'boss');
    admin = await signInComplete(platform(), username);
    adminId = answerOf<{ staff: { id: number } }>(await officeCall(platform(), officeSessionCalls.getSession, { cookie: admin })).value
      .staff.id;
  });

  const call = async <T>(def: Parameters<typeof officeCall>[1], input: Record<string, unknown> = {}) =>
    answerOf<T>(await officeCall(platform(), def, { cookie: admin, input }));

  const auditOf = async (subject: string) =>
    (await call<{ rows: AuditRow[] }>(calls.listAudit, { subject })).value.rows.map(({ action, before, after, staffUsername, ip }) => ({
      action,
      before,
      after,
      staffUsername,
      ip,
    }));

  const idOf = async (username: string) =>
    Number((await platform().db.query<{ id: unknown }>('SELECT id FROM support_staff WHERE username = $1', [username])).rows[0]!.id);

  it('lists the staff with their roles and second factors, and nothing of their passwords', async () => {
    const { status, value } = await call<{ staff: StaffEntry[] }>(calls.listStaff);
    expect(status).toBe(200);
    expect(value.staff.map((s) => s.username)).toEqual(expect.arrayContaining(['admin01', 'cashier01', 'content01', 'support01']));
    expect(value.staff.find((s) => s.username === 'cashier01')).toMatchObject({ role: 'cashier', disabled: false, secondFactor: false });
    expect(JSON.stringify(value)).not.toMatch(/scrypt|password|secret/i);
  });

  it('creates a staff account that signs in with its password, with one audit row and no password in it', async () => {
    const created = await call<StaffEntry>(calls.createStaff, {
      username: 'Desk_Two',
      displayName: ' Second desk ',
      role: 'content',
      password: 'Longer1234x',
    });
    expect(created).toMatchObject({
      status: 200,
      value: { username: 'desk_two', displayName: 'Second desk', role: 'content', disabled: false },
    });
    expect((await signIn(platform(), 'desk_two', 'Longer1234x')).session.staff.role).toBe('content');
    const audit = await auditOf(`staff:${created.value.id}`);
    expect(audit).toEqual([
      {
        action: 'staff.create',
        before: null,
        after: { username: 'desk_two', displayName: 'Second desk', role: 'content', disabled: false, secondFactor: false },
        staffUsername: expect.stringMatching(/^boss_/),
        ip: '10.200.0.1',
      },
    ]);
    const all = await platform().db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM staff_audit a');
    expect(all.rows.map((r) => r.row).join('\n')).not.toMatch(/scrypt|Longer1234x|totp_secret/);
  });

  it('refuses a taken name, a short password and an unknown role without an audit row', async () => {
    const before = (await call<{ rows: AuditRow[] }>(calls.listAudit)).value.rows.length;
    expect(
      await call(calls.createStaff, { username: 'cashier01', displayName: 'X', role: 'cashier', password: 'Longer1234x' }),
    ).toMatchObject({
      status: 409,
      errorCode: 'user.exists',
    });
    expect(await call(calls.createStaff, { username: 'short_pw', displayName: 'X', role: 'cashier', password: 'Short12' })).toMatchObject({
      status: 400,
      errorCode: 'request.invalid',
    });
    expect(await call(calls.createStaff, { username: 'odd_role', displayName: 'X', role: 'owner', password: 'Longer1234x' })).toMatchObject(
      {
        status: 400,
      },
    );
    expect((await call<{ rows: AuditRow[] }>(calls.listAudit)).value.rows.length).toBe(before);
  });

  it('disabling ends every session of the account at once and refuses its sign-in; enabling lets it in again', async () => {
    const username = await addStaff(platform(), 'content');
    const id = await idOf(username);
    const desk = (await signIn(platform(), username)).cookie;
    const phone = (await signIn(platform(), username)).cookie;
    const disabled = await call<StaffEntry>(calls.setStaffDisabled, { id, disabled: true });
    expect(disabled).toMatchObject({ status: 200, value: { username, disabled: true } });
    for (const cookie of [desk, phone]) {
      expect(answerOf(await officeCall(platform(), officeSessionCalls.getSession, { cookie }))).toMatchObject({
        status: 401,
        errorCode: 'office.notSignedIn',
      });
    }
    const refused = await officeCall(platform(), officeSessionCalls.signIn, { input: { username, password: 'Staff1234' } });
    expect(answerOf(refused)).toMatchObject({ status: 401, errorCode: 'login.failed' });
    expect((await call<StaffEntry>(calls.setStaffDisabled, { id, disabled: false })).value.disabled).toBe(false);
    expect((await signIn(platform(), username)).session.staff.username).toBe(username);
    expect((await auditOf(`staff:${id}`)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'staff.enable', before: expect.objectContaining({ disabled: true }), after: expect.objectContaining({ disabled: false }) },
      { action: 'staff.disable', before: expect.objectContaining({ disabled: false }), after: expect.objectContaining({ disabled: true }) },
    ]);
  });

  it('a new role ends the account’s sessions; it signs in again under the new role', async () => {
    const username = await addStaff(platform(), 'support');
    const id = await idOf(username);
    const cookie = (await signIn(platform(), username)).cookie;
    expect((await call<StaffEntry>(calls.setStaffRole, { id, role: 'cashier' })).value.role).toBe('cashier');
    expect(answerOf(await officeCall(platform(), officeSessionCalls.getSession, { cookie })).status).toBe(401);
    expect((await signIn(platform(), username)).session).toMatchObject({ staff: { role: 'cashier' }, secondFactor: 'enrol' });
    expect(await auditOf(`staff:${id}`)).toEqual([
      expect.objectContaining({
        action: 'staff.role',
        before: expect.objectContaining({ role: 'support' }),
        after: expect.objectContaining({ role: 'cashier' }),
      }),
    ]);
  });

  it('resetting the second factor makes the account enrol again and ends its sessions', async () => {
    const username = await addStaff(platform(), 'cashier');
    const id = await idOf(username);
    const { cookie } = await signInEnrolled(platform(), username);
    expect((await call<StaffEntry>(calls.resetStaffSecondFactor, { id })).value.secondFactor).toBe(false);
    expect(answerOf(await officeCall(platform(), officeSessionCalls.getSession, { cookie })).status).toBe(401);
    expect((await signIn(platform(), username)).session.secondFactor).toBe('enrol');
    const audit = await auditOf(`staff:${id}`);
    expect(audit[0]).toMatchObject({ action: 'staff.secondFactor.reset', before: { secondFactor: true }, after: { secondFactor: false } });
  });

  it('an admin cannot disable or demote their own account', async () => {
    expect(await call(calls.setStaffDisabled, { id: adminId, disabled: true })).toMatchObject({
      status: 409,
      errorCode: 'office.ownAccount',
    });
    expect(await call(calls.setStaffRole, { id: adminId, role: 'support' })).toMatchObject({ status: 409, errorCode: 'office.ownAccount' });
    expect(answerOf(await officeCall(platform(), officeSessionCalls.getSession, { cookie: admin })).status).toBe(200);
    expect(await auditOf(`staff:${adminId}`)).toEqual([]);
    expect(await call(calls.setStaffRole, { id: 999_999, role: 'support' })).toMatchObject({ status: 404, errorCode: 'office.notFound' });
  });

  it('reads the audit trail newest first, filtered by staff, action, subject and days, a page at a time', async () => {
    const db = platform().db;
    const at = (day: string, action: string, subject: string, username = 'auditor') =>
      db.query(
        `INSERT INTO staff_audit (at, staff_username, action, subject, before, after, ip) VALUES ($1, $2, $3, $4, NULL, NULL, '10.0.0.9')`,
        [`${day}T12:00:00Z`, username, action, subject],
      );
    await at('2025-03-01', 'withdrawal.approve', 'withdrawal:1');
    await at('2025-03-02', 'withdrawal.reject', 'withdrawal:2');
    await at('2025-03-03', 'switches.update', 'switches');
    await at('2025-03-03', 'withdrawal_x', 'withdrawal:3', 'other');
    const list = async (filter: Record<string, unknown>) =>
      (await call<{ rows: AuditRow[] }>(calls.listAudit, filter)).value.rows.map((r) => r.subject);
    expect(await list({ staff: 'auditor' })).toEqual(['switches', 'withdrawal:2', 'withdrawal:1']);
    expect(await list({ staff: 'Auditor', action: 'withdrawal.' })).toEqual(['withdrawal:2', 'withdrawal:1']);
    expect(await list({ action: 'withdrawal_' })).toEqual(['withdrawal:3']);
    expect(await list({ subject: 'withdrawal:1' })).toEqual(['withdrawal:1']);
    expect(await list({ staff: 'auditor', from: '2025-03-02', to: '2025-03-02' })).toEqual(['withdrawal:2']);
    expect(await list({ staff: 'auditor', from: '2025-03-02' })).toEqual(['switches', 'withdrawal:2']);
    expect(await call(calls.listAudit, { from: '2025-02-30' })).toMatchObject({ status: 400, errorCode: 'request.invalid' });

    for (let i = 0; i < 51; i++) await at('2025-04-01', 'paging.test', `page:${i}`, 'pager');
    const first = await call<{ rows: AuditRow[]; page: number; pages: number }>(calls.listAudit, { staff: 'pager' });
    expect(first.value).toMatchObject({ page: 1, pages: 2 });
    expect(first.value.rows).toHaveLength(50);
    const second = await call<{ rows: AuditRow[]; page: number; pages: number }>(calls.listAudit, { staff: 'pager', page: 2 });
    expect(second.value).toMatchObject({ page: 2, pages: 2 });
    expect(second.value.rows.map((r) => r.subject)).toEqual(['page:0']);
  });

  it('keeps the audit trail append-only: the database refuses to change or delete a row', async () => {
    const db = platform().db;
    await expect(db.query(`UPDATE staff_audit SET action = 'nothing.happened'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_audit WHERE action = 'nothing.happened'`);
    expect(rows[0]!.n).toBe(0);
  });
});
