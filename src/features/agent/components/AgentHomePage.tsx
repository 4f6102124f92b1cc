import '../agent.css';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { CONTRACT_KINDS, CONTRACT_PAGES } from '@contract/agents';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useTeamKpi } from '../api/agency';
import { useAgentPeriod } from '../period';
import { formatDate } from '@/lib/dates';
import { InviteModal } from './InviteModal';
import { MoneyFigures, PeriodSwitch, TeamFigures } from './parts';

/** /m/agent/home: the agent's dashboard for a period, and the invite modal with the agent's code and link. */
export function AgentHomePage() {
  const { t, i18n } = useTranslation(['agent']);
  const [period, setPeriod] = useAgentPeriod();
  const kpi = useTeamKpi(period);
  const data = kpi.data;
  const [inviting, setInviting] = useState(false);
  const closeInvite = useCallback(() => setInviting(false), []);
  return (
    <div className="agent-page">
      <PeriodSwitch value={period} onChange={setPeriod} />
      {!data ? (
        kpi.status === 'error' ? (
          <LoadFailed failure={kpi.failure} onRetry={kpi.retry} />
        ) : (
          <PageLoading />
        )
      ) : (
        <>
          <p className="agent-card__note">
            {t('home.range', {
              from: formatDate(data.from, i18n.language),
              to: formatDate(new Date(Date.parse(data.to) - 1).toISOString(), i18n.language),
            })}
          </p>
          <section className="agent-card" aria-labelledby="agent-team">
            <h2 id="agent-team" className="agent-card__title">
              {t('home.team')}
            </h2>
            <TeamFigures kpi={data} labelledBy="agent-team" />
          </section>
          <section className="agent-card" aria-labelledby="agent-money">
            <h2 id="agent-money" className="agent-card__title">
              {t('home.money')}
            </h2>
            <MoneyFigures kpi={data} labelledBy="agent-money" />
          </section>
        </>
      )}
      <nav className="agent-card" aria-labelledby="agent-more">
        <h2 id="agent-more" className="agent-card__title">
          {t('home.more')}
        </h2>
        <div className="agent-links">
          <button type="button" className="btn btn--gold btn--small" aria-haspopup="dialog" onClick={() => setInviting(true)}>
            {t('invite.title')}
          </button>
          <Link to="/m/agent" className="btn btn--outline btn--small">
            {t('home.centre')}
          </Link>
          {CONTRACT_KINDS.map((kind) => (
            <Link key={kind} to={CONTRACT_PAGES[kind]} className="btn btn--outline btn--small">
              {t(`kinds.${kind}`)}
            </Link>
          ))}
        </div>
      </nav>
      {inviting && <InviteModal onClose={closeInvite} />}
    </div>
  );
}
