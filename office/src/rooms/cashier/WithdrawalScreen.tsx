import { useState } from 'react';
import { cashierCalls, type CashierWithdrawal } from '@contract/back-office/cashier';
import { OFFICE_ERROR_CODES } from '@contract/back-office/define';
import type { OfficeError } from '../../app/api';
import { fill, useLanguage, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ErrorMessage } from '../../components/ErrorMessage';
import { DecisionForms } from './DecisionForms';
import { peso } from '../../app/format';
import { timeOf } from './format';
import { PlayerContext } from './PlayerContext';
import { CASHIER_WORDS } from './words';

/** One withdrawal request: what to pay and where, the decision (or the forms to make it), and the player's context. */
export function WithdrawalScreen({ id }: { id: number }) {
  const t = useWords(CASHIER_WORDS);
  const shell = useWords(SHELL_WORDS);
  const language = useLanguage();
  const request = useOfficeQuery(cashierCalls.getWithdrawal, { id });
  const [outcome, setOutcome] = useState<{ done: string } | { error: OfficeError } | null>(null);
  const data = request.data;

  const decided = (result: CashierWithdrawal) => {
    setOutcome({ done: fill(result.status === 'PAID' ? t.approved : t.rejected, { id: result.id }) });
    request.reload();
  };
  const refused = (error: OfficeError) => {
    setOutcome({ error });
    // Someone else decided first: show the request as it now stands.
    if (error.code === OFFICE_ERROR_CODES.alreadyDecided) request.reload();
  };

  return (
    <>
      <p>
        <a
          href="/office/cashier"
          onClick={(event) => {
            event.preventDefault();
            navigate('cashier');
          }}
        >
          {t.back}
        </a>
      </p>
      <h1>{fill(t.requestTitle, { id })}</h1>
      {outcome && 'done' in outcome ? (
        <p className="ok" role="status">
          {outcome.done}
        </p>
      ) : null}
      <ErrorMessage error={outcome && 'error' in outcome ? outcome.error : request.error} />
      {request.error && !data ? (
        <button type="button" onClick={request.reload}>
          {shell.tryAgain}
        </button>
      ) : null}
      {data ? (
        <>
          <section className="panel" aria-labelledby="request-facts">
            <h2 id="request-facts" className="visually-hidden">
              {fill(t.requestTitle, { id })}
            </h2>
            <dl className="facts">
              <dt>{t.amount}</dt>
              <dd>
                <strong>{peso(data.amount)}</strong>
              </dd>
              <dt>{t.member}</dt>
              <dd>{data.member.username}</dd>
              <dt>{t.requested}</dt>
              <dd>
                <time dateTime={data.createdAt}>{timeOf(data.createdAt, language)}</time>
              </dd>
              <dt>{t.provider}</dt>
              <dd>{data.payee.provider}</dd>
              <dt>{t.accountName}</dt>
              <dd>{data.payee.accountName}</dd>
              <dt>{t.accountNumber}</dt>
              <dd className="account-number">{data.payee.accountNumber}</dd>
              <dt>{t.status}</dt>
              <dd data-status={data.status}>{t[data.status]}</dd>
              {data.decision ? (
                <>
                  <dt>{t.decidedBy}</dt>
                  <dd>{data.decision.by ?? t.thePlayer}</dd>
                  <dt>{t.decidedAt}</dt>
                  <dd>
                    <time dateTime={data.decision.at}>{timeOf(data.decision.at, language)}</time>
                  </dd>
                  {data.decision.payoutReference ? (
                    <>
                      <dt>{t.payoutReference}</dt>
                      <dd>{data.decision.payoutReference}</dd>
                    </>
                  ) : null}
                  {data.decision.reason ? (
                    <>
                      <dt>{t.reason}</dt>
                      <dd className="cashier-reason">{data.decision.reason}</dd>
                    </>
                  ) : null}
                </>
              ) : null}
            </dl>
          </section>
          {data.status === 'PENDING' ? <DecisionForms request={data} onDecided={decided} onRefused={refused} /> : null}
          <PlayerContext player={data.player} />
        </>
      ) : request.loading ? (
        <p aria-busy="true">{shell.loading}</p>
      ) : null}
    </>
  );
}
