import { AGENT_PERIODS, type AgentPeriod, type TeamKpi } from '@contract/agents';
import { useTranslation } from '@/lib/use-translation';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { money } from '../format';

/** The period switch: one pressed button at a time. */
export function PeriodSwitch({ value, onChange }: { value: AgentPeriod; onChange: (period: AgentPeriod) => void }) {
  const { t } = useTranslation(['agent']);
  return (
    <div className="agent-periods" role="group" aria-label={t('period.label')}>
      {AGENT_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="btn btn--small btn--outline"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`period.${period}`)}
        </button>
      ))}
    </div>
  );
}

export const useMoney = () => {
  const symbol = currencySymbol(useSiteInfo());
  return (text: string) => money(text, symbol);
};

/** The team's counts for a period. */
export function TeamFigures({ kpi, labelledBy }: { kpi: TeamKpi; labelledBy: string }) {
  const { t } = useTranslation(['agent']);
  const figures: [string, number][] = [
    ['teamSize', kpi.teamSize],
    ['activePlayers', kpi.activePlayers],
    ['newToday', kpi.newToday],
    ['newInPeriod', kpi.newInPeriod],
    ['directMembers', kpi.directMembers],
    ['directAgents', kpi.directAgents],
  ];
  return (
    <dl className="agent-figures" aria-labelledby={labelledBy}>
      {figures.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`kpi.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The team's money for a period, and what the agent earned in it. */
export function MoneyFigures({ kpi, labelledBy }: { kpi: TeamKpi; labelledBy: string }) {
  const { t } = useTranslation(['agent']);
  const format = useMoney();
  const figures: [string, string][] = [
    ['deposits', kpi.deposits],
    ['withdrawals', kpi.withdrawals],
    ['validBets', kpi.validBets],
    ['wins', kpi.wins],
  ];
  return (
    <dl className="agent-figures" aria-labelledby={labelledBy}>
      {figures.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`kpi.${key}`)}</dt>
          <dd>{format(value)}</dd>
        </div>
      ))}
      <div className="agent-figures__wide">
        <dt>{t('kpi.earned')}</dt>
        <dd>{format(kpi.earned)}</dd>
      </div>
    </dl>
  );
}

/** Previous and next page buttons with where the reader is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['agent']);
  if (pages <= 1) return null;
  return (
    <div className="agent-pager">
      <button type="button" className="btn btn--small btn--outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { page, pages })}</span>
      <button type="button" className="btn btn--small btn--outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </div>
  );
}
