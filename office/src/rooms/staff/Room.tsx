import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@contract/back-office/define';
import { officeSessionCalls } from '@contract/back-office/session';
import { officeStaffCalls as calls, STAFF_PASSWORD_PATTERN, type StaffEntry } from '@contract/back-office/staff';
import { localeOf } from '../../app/format';
import { callOffice, OfficeError, UNREACHABLE } from '../../app/api';
import { fill, useLanguage, useWords } from '../../app/language';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { STAFF_WORDS } from './words';

const ROLE_WORD = { support: 'roleSupport', cashier: 'roleCashier', content: 'roleContent', admin: 'roleAdmin' } as const;

/** A change waiting for its confirmation. */
type Pending =
  | { kind: 'create'; input: { username: string; displayName: string; role: StaffRole; password: string }; form: HTMLFormElement }
  | { kind: 'disable' | 'enable' | 'reset'; staff: StaffEntry }
  | { kind: 'role'; staff: StaffEntry; role: StaffRole };

/** The admin's staff room: the accounts, and adding, disabling, re-roling and resetting them, each confirmed. */
export default function StaffRoom() {
  const t = useWords(STAFF_WORDS);
  const shell = useWords(SHELL_WORDS);
  const language = useLanguage();
  const list = useOfficeQuery(calls.listStaff, {});
  const me = useOfficeQuery(officeSessionCalls.getSession, {});
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const roleName = (role: StaffRole) => shell[ROLE_WORD[role]];
  const myId = me.data?.staff.id;
  const dateOf = (at: string) => new Date(at).toLocaleDateString(localeOf(language));

  const apply = async (change: Pending) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      if (change.kind === 'create') {
        const created = await callOffice(calls.createStaff, change.input);
        change.form.reset();
        setDone(fill(t.added, { username: created.username }));
      } else if (change.kind === 'role') {
        await callOffice(calls.setStaffRole, { id: change.staff.id, role: change.role });
        setDone(t.done);
      } else if (change.kind === 'reset') {
        await callOffice(calls.resetStaffSecondFactor, { id: change.staff.id });
        setDone(t.done);
      } else {
        await callOffice(calls.setStaffDisabled, { id: change.staff.id, disabled: change.kind === 'disable' });
        setDone(t.done);
      }
    } catch (caught) {
      setError(caught instanceof OfficeError ? caught : new OfficeError(0, UNREACHABLE, String(caught)));
    } finally {
      setBusy(false);
      setPending(null);
      list.reload();
    }
  };

  const submitNew = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending({
      kind: 'create',
      form,
      input: {
        username: String(data.get('username') ?? '')
          .trim()
          .toLowerCase(),
        displayName: String(data.get('displayName') ?? '').trim(),
        role: String(data.get('role')) as StaffRole,
        password: String(data.get('password') ?? ''),
      },
    });
  };

  const dialog = (() => {
    if (!pending) return null;
    const props = { busy, onConfirm: () => void apply(pending), onCancel: () => setPending(null) };
    switch (pending.kind) {
      case 'create': {
        const values = { username: pending.input.username, name: pending.input.displayName, role: roleName(pending.input.role) };
        return (
          <ConfirmDialog title={fill(t.confirmAddTitle, values)} confirmLabel={t.add} {...props}>
            <p>{fill(t.confirmAdd, values)}</p>
          </ConfirmDialog>
        );
      }
      case 'role': {
        const values = { username: pending.staff.username, role: roleName(pending.role) };
        return (
          <ConfirmDialog title={fill(t.confirmRoleTitle, values)} confirmLabel={t.changeRole} {...props}>
            <p>{fill(t.confirmRole, values)}</p>
          </ConfirmDialog>
        );
      }
      case 'reset': {
        const values = { username: pending.staff.username };
        return (
          <ConfirmDialog title={fill(t.confirmResetTitle, values)} confirmLabel={t.resetAuthenticator} {...props}>
            <p>{fill(t.confirmReset, values)}</p>
          </ConfirmDialog>
        );
      }
      case 'disable':
      case 'enable': {
        const values = { username: pending.staff.username };
        const disable = pending.kind === 'disable';
        return (
          <ConfirmDialog
            title={fill(disable ? t.confirmDisableTitle : t.confirmEnableTitle, values)}
            confirmLabel={disable ? t.disable : t.enable}
            {...props}
          >
            <p>{fill(disable ? t.confirmDisable : t.confirmEnable, values)}</p>
          </ConfirmDialog>
        );
      }
    }
  })();

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <ErrorMessage error={error ?? list.error} />
      {done ? (
        <p className="ok" role="status">
          {done}
        </p>
      ) : null}
      {list.error && !list.data ? (
        <button type="button" onClick={list.reload}>
          {shell.tryAgain}
        </button>
      ) : null}
      {list.data ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.username}</th>
                <th scope="col">{t.displayName}</th>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.authenticator}</th>
                <th scope="col">{t.since}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.staff.map((staff) => {
                const mine = staff.id === myId;
                return (
                  <tr key={staff.id} data-staff={staff.username}>
                    <th scope="row">
                      {staff.username} {mine ? t.you : null}
                    </th>
                    <td>{staff.displayName}</td>
                    <td>
                      <label className="visually-hidden" htmlFor={`role-${staff.id}`}>
                        {fill(t.newRoleFor, { name: staff.username })}
                      </label>
                      <select
                        id={`role-${staff.id}`}
                        value={staff.role}
                        disabled={mine || busy}
                        onChange={(event) => setPending({ kind: 'role', staff, role: event.target.value as StaffRole })}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {roleName(role)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{staff.disabled ? t.disabled : t.active}</td>
                    <td>{staff.secondFactor ? t.set : t.notSet}</td>
                    <td>{dateOf(staff.createdAt)}</td>
                    <td>
                      <div className="row-actions">
                        {staff.disabled ? (
                          <button type="button" className="secondary" disabled={busy} onClick={() => setPending({ kind: 'enable', staff })}>
                            {t.enable}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="danger"
                            disabled={mine || busy}
                            onClick={() => setPending({ kind: 'disable', staff })}
                          >
                            {t.disable}
                          </button>
                        )}
                        {staff.secondFactor ? (
                          <button type="button" className="secondary" disabled={busy} onClick={() => setPending({ kind: 'reset', staff })}>
                            {t.resetAuthenticator}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : list.loading ? (
        <p aria-busy="true">{shell.loading}</p>
      ) : null}

      <section className="panel" aria-labelledby="add-staff">
        <h2 id="add-staff">{t.addTitle}</h2>
        <form className="stack" onSubmit={submitNew}>
          <label htmlFor="new-username">{t.username}</label>
          <input
            id="new-username"
            name="username"
            required
            pattern="[A-Za-z][A-Za-z0-9_]{2,19}"
            maxLength={20}
            autoComplete="off"
            aria-describedby="new-username-hint"
          />
          <p id="new-username-hint" className="hint">
            {t.usernameHint}
          </p>
          <label htmlFor="new-name">{t.displayName}</label>
          <input id="new-name" name="displayName" required maxLength={40} autoComplete="off" />
          <label htmlFor="new-role">{t.role}</label>
          <select id="new-role" name="role" defaultValue="support">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
          <label htmlFor="new-password">{t.password}</label>
          <input
            id="new-password"
            name="password"
            type="password"
            required
            minLength={10}
            maxLength={64}
            pattern={STAFF_PASSWORD_PATTERN.source}
            autoComplete="new-password"
            aria-describedby="new-password-hint"
          />
          <p id="new-password-hint" className="hint">
            {t.passwordHint}
          </p>
          <button type="submit" disabled={busy}>
            {t.add}
          </button>
        </form>
      </section>
      {dialog}
    </>
  );
}
