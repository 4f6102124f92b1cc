import { useState, type FormEvent } from 'react';
import { officeStaffCalls } from '@contract/back-office/staff';
import { formatWhen } from '../../app/format';
import { useLanguage, useWords } from '../../app/language';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PagedTable } from '../../components/PagedTable';
import { AUDIT_WORDS } from './words';

interface Filter {
  staff?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
  page?: number;
}

const FIELDS = ['staff', 'action', 'subject', 'from', 'to'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown, none: string) =>
  value === undefined || value === null ? none : typeof value === 'string' ? value : JSON.stringify(value);

/** What a change did, one line per field that differs (both sides objects), else the two sides whole. */
function changesOf(before: unknown, after: unknown, none: string): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const lines = keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${show(before[key], none)} → ${show(after[key], none)}`);
    return lines.length ? lines : [show(after, none)];
  }
  if (before === null && isRecord(after)) return Object.entries(after).map(([key, value]) => `${key}: ${show(value, none)}`);
  return [`${show(before, none)} → ${show(after, none)}`];
}

/** The admin's reading of the audit trail: filters, then the rows newest first, a page at a time. */
export default function AuditRoom() {
  const t = useWords(AUDIT_WORDS);
  const shell = useWords(SHELL_WORDS);
  const language = useLanguage();
  const [filter, setFilter] = useState<Filter>({});
  const audit = useOfficeQuery(officeStaffCalls.listAudit, filter);
  const when = (at: string) => formatWhen(at, language, { timeStyle: 'medium' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Filter = {};
    for (const field of FIELDS) {
      const value = String(data.get(field) ?? '').trim();
      if (value) next[field] = value;
    }
    setFilter(next);
  };

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <form className="filters" onSubmit={submit} onReset={() => setFilter({})} aria-label={t.title}>
        <label>
          {t.staff}
          <input name="staff" maxLength={60} autoComplete="off" />
        </label>
        <label>
          {t.action}
          <input name="action" maxLength={60} autoComplete="off" placeholder={t.actionHint} />
        </label>
        <label>
          {t.subject}
          <input name="subject" maxLength={60} autoComplete="off" placeholder={t.subjectHint} />
        </label>
        <label>
          {t.from}
          <input name="from" type="date" />
        </label>
        <label>
          {t.to}
          <input name="to" type="date" />
        </label>
        <button type="submit">{t.apply}</button>
        <button type="reset" className="secondary">
          {t.clear}
        </button>
      </form>
      <ErrorMessage error={audit.error} />
      {audit.error ? (
        <button type="button" onClick={audit.reload}>
          {shell.tryAgain}
        </button>
      ) : null}
      <PagedTable
        query={audit}
        count={(data) => data.rows.length}
        nothing={t.nothing}
        pages={(data) => ({ page: data.page, pages: data.pages })}
        onPage={(page) => setFilter({ ...filter, page })}
        head={
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.who}</th>
            <th scope="col">{t.what}</th>
            <th scope="col">{t.subject}</th>
            <th scope="col">{t.change}</th>
            <th scope="col">{t.address}</th>
          </tr>
        }
        rows={(data) =>
          data.rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.at}>{when(row.at)}</time>
              </td>
              <td>{row.staffUsername}</td>
              <td>{row.action}</td>
              <td>{row.subject}</td>
              <td>
                <ul className="changes">
                  {changesOf(row.before, row.after, t.none).map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>{row.ip}</td>
            </tr>
          ))
        }
      />
    </>
  );
}
