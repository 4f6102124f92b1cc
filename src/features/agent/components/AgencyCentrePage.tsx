import '../agent.css';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { Spinner } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useTeamKpi } from '../api/agency';
import { useAgentPeriod } from '../period';
import { CommissionCard } from './CommissionCard';
import { DownlineCard } from './DownlineCard';
import { InviteCard } from './InviteCard';
import { NewDownlineForm } from './NewDownlineForm';
import { MoneyFigures, PeriodSwitch, TeamFigures } from './parts';

/** /m/agent: the agency centre. */
export function AgencyCentrePage() {
  return (
    <div className="agent-page">
      <InviteCard />
      <KpiCard />
      <DownlineCard />
      <NewDownlineForm />
      <CommissionCard />
    </div>
  );
}

function KpiCard() {
  const { t } = useTranslation(['agent']);
  const [period, setPeriod] = useAgentPeriod();
  const kpi = useTeamKpi(period);
  return (
    <section className="agent-card" aria-labelledby="agent-kpi">
      <h2 id="agent-kpi" className="agent-card__title">
        {t('kpi.title')}
      </h2>
      <PeriodSwitch value={period} onChange={setPeriod} />
      {!kpi.data ? (
        kpi.status === 'error' ? (
          <LoadFailed failure={kpi.failure} onRetry={kpi.retry} compact />
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <TeamFigures kpi={kpi.data} labelledBy="agent-kpi" />
          <MoneyFigures kpi={kpi.data} labelledBy="agent-kpi" />
        </>
      )}
    </section>
  );
}
