import { useState, type FormEvent } from 'react';
import type { DownlineMember } from '@contract/agents';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { Spinner } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useDownline, useDownlineMember } from '../api/agency';
import { formatDate, formatDateTime } from '@/lib/dates';
import { Pager, useMoney } from './parts';

/** The downline list: direct and indirect members, newest first, searchable by account and paged. */
export function DownlineCard() {
  const { t } = useTranslation(['agent']);
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useDownline(account, page);
  const data = list.data;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setAccount(typed.trim());
    setPage(1);
    setOpen(null);
  };

  return (
    <section className="agent-card" aria-labelledby="agent-downline">
      <h2 id="agent-downline" className="agent-card__title">
        {t('downline.title')}
      </h2>
      <form className="agent-search" role="search" aria-label={t('downline.search')} onSubmit={search}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="agent-downline-account">
            {t('downline.search')}
          </label>
          <div className="form-field__control">
            <input
              id="agent-downline-account"
              className="form-field__input"
              type="search"
              autoComplete="off"
              autoCapitalize="none"
              maxLength={16}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        </div>
        <button type="submit" className="btn btn--small btn--gold">
          {t('downline.searchButton')}
        </button>
      </form>
      {!data ? (
        list.status === 'error' ? (
          <LoadFailed failure={list.failure} onRetry={list.retry} compact />
        ) : (
          <Spinner />
        )
      ) : data.list.length === 0 ? (
        <EmptyState icon="user" message={t('downline.empty')} />
      ) : (
        <>
          <p className="agent-card__note" role="status">
            {t('downline.count', { count: data.totalCount })}
          </p>
          <ul className="agent-list" aria-labelledby="agent-downline">
            {data.list.map((member) => (
              <MemberItem
                key={member.id}
                member={member}
                open={open === member.id}
                onToggle={() => setOpen(open === member.id ? null : member.id)}
              />
            ))}
          </ul>
          <Pager page={data.pageNum} pages={data.totalPages} onPage={(next) => (setPage(next), setOpen(null))} />
        </>
      )}
    </section>
  );
}

function MemberItem({ member, open, onToggle }: { member: DownlineMember; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation(['agent']);
  const format = useMoney();
  const detailId = `agent-member-${member.id}`;
  return (
    <li className="agent-member">
      <div className="agent-member__head">
        <span className="agent-member__name">{member.account}</span>
        {member.nickname && <span className="agent-card__note">{member.nickname}</span>}
        <span className={`agent-badge${member.agent ? ' agent-badge--agent' : ''}`}>
          {t(member.agent ? 'downline.agent' : 'downline.member')}
        </span>
        <span className="agent-badge">{member.level === 1 ? t('downline.direct') : t('downline.level', { level: member.level })}</span>
      </div>
      <dl className="agent-member__facts">
        <div>
          <dt>{t('downline.regDate')}</dt>
          <dd>{formatDate(member.regDate, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('downline.lastLogin')}</dt>
          <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : t('downline.never')}</dd>
        </div>
        <div>
          <dt>{t('kpi.deposits')}</dt>
          <dd>{format(member.deposits)}</dd>
        </div>
        <div>
          <dt>{t('downline.bets')}</dt>
          <dd>{format(member.bets)}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn--tiny btn--outline" aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
        {t(open ? 'downline.hideDetails' : 'downline.details', { account: member.account })}
      </button>
      <div id={detailId} hidden={!open}>
        {open && <MemberDetail id={member.id} />}
      </div>
    </li>
  );
}

function MemberDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['agent']);
  const format = useMoney();
  const detail = useDownlineMember(id);
  const data = detail.data;
  if (!data)
    return detail.status === 'error' ? <LoadFailed failure={detail.failure} onRetry={detail.retry} compact /> : <Spinner size={20} />;
  const facts: [string, string][] = [
    ['downline.upline', data.upline],
    ['downline.withdrawals', format(data.withdrawals)],
    ['downline.wins', format(data.wins)],
    ['downline.lastBet', data.lastBetAt ? formatDateTime(data.lastBetAt, i18n.language) : t('downline.never')],
  ];
  if (data.agent) facts.push(['downline.theirTeam', String(data.teamSize)]);
  return (
    <dl className="agent-member__facts" aria-label={t('downline.detailsOf', { account: data.account })}>
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
