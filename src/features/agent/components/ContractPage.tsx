import '../agent.css';
import { useState } from 'react';
import { AGENT_ERRORS, type AgentContract, type ContractKind } from '@contract/agents';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { answerContract, useContract } from '../api/agency';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useMoney } from './parts';

/** A contract page: the terms in force, an offer waiting for an answer, and the earlier ones. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['agent', 'errors']);
  const view = useContract(kind);
  const [sending, setSending] = useState(false);
  const data = view.data;
  if (!data)
    return (
      <div className="agent-page">
        {view.status === 'error' ? <LoadFailed failure={view.failure} onRetry={view.retry} /> : <PageLoading />}
      </div>
    );

  const answer = async (offer: AgentContract, accept: boolean) => {
    setSending(true);
    try {
      await answerContract(kind, offer.id, accept);
      showToast(t(accept ? 'contract.accepted' : 'contract.rejected'), { kind: 'success' });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      showToast(error.errorCode === AGENT_ERRORS.contractNotPending ? t('errors.contractNotPending') : errorMessage(t, error), {
        kind: 'error',
      });
      view.retry();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="agent-page">
      {data.pending && (
        <section className="agent-card agent-card--offer" aria-labelledby="contract-offer">
          <h2 id="contract-offer" className="agent-card__title">
            {t('contract.offer')}
          </h2>
          <ContractTerms contract={data.pending} />
          <div className="agent-actions">
            <button type="button" className="btn btn--small btn--gold" disabled={sending} onClick={() => void answer(data.pending!, true)}>
              {t('contract.accept')}
            </button>
            <button
              type="button"
              className="btn btn--small btn--outline"
              disabled={sending}
              onClick={() => void answer(data.pending!, false)}
            >
              {t('contract.reject')}
            </button>
          </div>
        </section>
      )}
      <section className="agent-card" aria-labelledby="contract-current">
        <h2 id="contract-current" className="agent-card__title">
          {t('contract.current')}
        </h2>
        {data.current ? <ContractTerms contract={data.current} /> : <EmptyState icon="trophy" message={t('contract.none')} />}
      </section>
      <section className="agent-card" aria-labelledby="contract-history">
        <h2 id="contract-history" className="agent-card__title">
          {t('contract.history')}
        </h2>
        {data.history.length === 0 ? (
          <p className="agent-card__note">{t('contract.historyEmpty')}</p>
        ) : (
          <ul className="agent-list" aria-labelledby="contract-history">
            {data.history.map((contract) => (
              <li key={contract.id} className="agent-member">
                <ContractTerms contract={contract} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ContractTerms({ contract }: { contract: AgentContract }) {
  const { t, i18n } = useTranslation(['agent']);
  const format = useMoney();
  const dividend = contract.kind === 'DIVIDEND';
  const when = (iso: string) => formatDate(iso, i18n.language);
  const facts = [
    contract.offeredBy ? t('contract.offeredBy', { name: contract.offeredBy }) : t('contract.offeredByPlatform'),
    t('contract.offeredAt', { date: formatDateTime(contract.offeredAt, i18n.language) }),
    contract.startsAt ? t('contract.startsAt', { date: when(contract.startsAt) }) : null,
    contract.endsAt ? t('contract.endsAt', { date: when(contract.endsAt) }) : null,
    contract.status === 'REJECTED' && contract.decidedAt ? t('contract.rejectedAt', { date: when(contract.decidedAt) }) : null,
    t('contract.minActive', { count: contract.minActivePlayers }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <>
      <span className={`agent-status agent-status--${contract.status}`}>{t(`contract.status.${contract.status}`)}</span>
      <table className="agent-tiers">
        <caption>{t(`contract.per.${contract.kind}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(dividend ? 'contract.netLossFrom' : 'contract.betsFrom')}</th>
            <th scope="col">{t(dividend ? 'contract.share' : 'contract.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.threshold}>
              <td>{format(tier.threshold)}</td>
              <td>{dividend ? `${tier.reward.replace(/\.00$/, '')}%` : format(tier.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="agent-card__note">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </>
  );
}
