import { useState } from 'react';
import { cashierCalls } from '@contract/back-office/cashier';
import { DEPOSIT_STATUSES } from '@contract/payments';
import { fill, useLanguage, useWords } from '../../app/language';
import { useOfficeQuery } from '../../app/use-office-query';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PagedTable, pagesOfTotal } from '../../components/PagedTable';
import { peso } from '../../app/format';
import { timeOf } from './format';
import { CASHIER_WORDS } from './words';

type StatusFilter = (typeof DEPOSIT_STATUSES)[number] | 'all';

/** Deposits newest first, with what the payment gateway has said about each. */
export function DepositList() {
  const t = useWords(CASHIER_WORDS);
  const language = useLanguage();
  const [filter, setFilter] = useState<{ status: StatusFilter; page: number }>({ status: 'all', page: 1 });
  const deposits = useOfficeQuery(cashierCalls.listDeposits, filter);

  return (
    <section aria-labelledby="cashier-deposits">
      <h2 id="cashier-deposits">{t.deposits}</h2>
      <div className="filters">
        <label>
          {t.show}
          <select value={filter.status} onChange={(event) => setFilter({ status: event.target.value as StatusFilter, page: 1 })}>
            <option value="all">{t.all}</option>
            {DEPOSIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="secondary" onClick={deposits.reload}>
          {t.refresh}
        </button>
      </div>
      <ErrorMessage error={deposits.error} />
      <PagedTable
        query={deposits}
        count={(data) => data.list.length}
        nothing={t.nothing}
        pages={pagesOfTotal}
        onPage={(page) => setFilter({ ...filter, page })}
        head={
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.requested}</th>
            <th scope="col">{t.member}</th>
            <th scope="col">{t.channel}</th>
            <th scope="col" className="number">
              {t.amount}
            </th>
            <th scope="col" className="number">
              {t.paid}
            </th>
            <th scope="col" className="number">
              {t.bonus}
            </th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.reference}</th>
            <th scope="col">{t.gateway}</th>
          </tr>
        }
        rows={(data) =>
          data.list.map((row) => (
            <tr key={row.id} data-deposit={row.id}>
              <th scope="row">{row.id}</th>
              <td>
                <time dateTime={row.createdAt}>{timeOf(row.createdAt, language)}</time>
              </td>
              <td>{row.member.username}</td>
              <td>{row.channel}</td>
              <td className="number">{peso(row.amount)}</td>
              <td className="number">{row.paid === null ? '—' : peso(row.paid)}</td>
              <td className="number">{peso(row.bonus)}</td>
              <td>
                {t[row.status]}
                {row.amountMismatch ? <strong> ({t.mismatch})</strong> : null}
              </td>
              <td>
                <code>{row.reference}</code>
              </td>
              <td>
                {row.lastCallback ? fill(t.callbacks, { count: row.callbacks, outcome: row.lastCallback.outcome }) : t.noCallback}
                {row.settledAt ? (
                  <>
                    <br />
                    <time dateTime={row.settledAt}>{timeOf(row.settledAt, language)}</time>
                  </>
                ) : null}
              </td>
            </tr>
          ))
        }
      />
    </section>
  );
}
