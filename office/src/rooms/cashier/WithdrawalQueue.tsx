import { useState } from 'react';
import { cashierCalls } from '@contract/back-office/cashier';
import { WITHDRAWAL_STATUSES } from '@contract/payments';
import { fill, useLanguage, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PagedTable, pagesOfTotal } from '../../components/PagedTable';
import { peso } from '../../app/format';
import { timeOf } from './format';
import { CASHIER_WORDS } from './words';

type StatusFilter = (typeof WITHDRAWAL_STATUSES)[number] | 'all';

/** The withdrawal requests of one state (the pending queue first, oldest first), a page at a time. */
export function WithdrawalQueue() {
  const t = useWords(CASHIER_WORDS);
  const language = useLanguage();
  const [filter, setFilter] = useState<{ status: StatusFilter; page: number }>({ status: 'PENDING', page: 1 });
  const queue = useOfficeQuery(cashierCalls.listWithdrawals, filter);

  return (
    <section aria-labelledby="cashier-withdrawals">
      <h2 id="cashier-withdrawals">{t.withdrawals}</h2>
      <div className="filters">
        <label>
          {t.show}
          <select value={filter.status} onChange={(event) => setFilter({ status: event.target.value as StatusFilter, page: 1 })}>
            {WITHDRAWAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t[status]}
              </option>
            ))}
            <option value="all">{t.all}</option>
          </select>
        </label>
        <button type="button" className="secondary" onClick={queue.reload}>
          {t.refresh}
        </button>
      </div>
      <ErrorMessage error={queue.error} />
      <PagedTable
        query={queue}
        count={(data) => data.list.length}
        nothing={t.nothing}
        pages={pagesOfTotal}
        onPage={(page) => setFilter({ ...filter, page })}
        above={(data) => <p className="hint">{fill(t.queueTotal, { count: data.total })}</p>}
        head={
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.requested}</th>
            <th scope="col">{t.member}</th>
            <th scope="col" className="number">
              {t.amount}
            </th>
            <th scope="col">{t.payee}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">
              <span className="visually-hidden">{t.open}</span>
            </th>
          </tr>
        }
        rows={(data) =>
          data.list.map((row) => (
            <tr key={row.id} data-withdrawal={row.id}>
              <th scope="row">{row.id}</th>
              <td>
                <time dateTime={row.createdAt}>{timeOf(row.createdAt, language)}</time>
              </td>
              <td>{row.member.username}</td>
              <td className="number">{peso(row.amount)}</td>
              <td>
                {row.payee.provider} {row.payee.maskedNumber}
                <br />
                {row.payee.accountName}
              </td>
              <td>{t[row.status]}</td>
              <td>
                <button
                  type="button"
                  className="secondary"
                  aria-label={fill(t.openRequest, { id: row.id })}
                  onClick={() => navigate('cashier', 'withdrawal', row.id)}
                >
                  {t.open}
                </button>
              </td>
            </tr>
          ))
        }
      />
    </section>
  );
}
