import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isTrialType } from '@contract/members';
import type { HostList } from '@contract/messaging';
import type { ChatHost } from '@contract/schemas/messaging';
import { alertDialog } from '@/components/ui/dialog';
import { PageLoading } from '@/components/ui/Loading';
import { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { setHostFollowed, useFollowedHosts, useHostList } from '../api/hosts';

type Tab = HostList | 'FOCUS';
const TABS: readonly Tab[] = ['HOT', 'PROMO', 'FOCUS', 'MODEL'];

/**
 * The chat launch's live-stream hosts: the hot, promotion and live-model lists anyone can browse,
 * and the hosts a member follows. Following needs a member: a visitor is asked to log in, a trial
 * account to register.
 */
export function HostsSection() {
  const { t } = useTranslation('messages');
  const [tab, setTab] = useState<Tab>('HOT');
  return (
    <section className="hosts" aria-label={t('hosts.title')}>
      <div className="hosts__tabs" role="tablist" aria-label={t('hosts.lists')}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`hosts-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="hosts-panel"
            className={`hosts__tab${tab === id ? ' hosts__tab--on' : ''}`}
            onClick={() => setTab(id)}
          >
            {t(`hosts.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div id="hosts-panel" role="tabpanel" aria-labelledby={`hosts-tab-${tab}`}>
        {tab === 'FOCUS' ? <FollowedHosts /> : <HostListView list={tab} />}
      </div>
    </section>
  );
}

const useOwner = () => {
  const info = useSession();
  return info ? { name: info.userName, trial: isTrialType(info.type) } : null;
};

function HostListView({ list }: { list: HostList }) {
  const owner = useOwner();
  const hosts = useHostList(list, owner?.name ?? '');
  return <Hosts query={hosts} empty="hosts.emptyList" />;
}

function FollowedHosts() {
  const { t } = useTranslation('messages');
  const owner = useOwner();
  const hosts = useFollowedHosts(owner && !owner.trial ? owner.name : null);
  if (!owner || owner.trial) return <p className="hosts__hint">{t(owner ? 'hosts.registerForFollowed' : 'hosts.logInForFollowed')}</p>;
  return <Hosts query={hosts} empty="hosts.noneFollowed" />;
}

function Hosts({ query, empty }: { query: ReturnType<typeof useHostList>; empty: 'hosts.emptyList' | 'hosts.noneFollowed' }) {
  const { t } = useTranslation('messages');
  if (query.status === 'loading') return <PageLoading />;
  if (!query.data)
    return (
      <div className="hosts__hint" role="alert">
        <p>{query.failure ? errorMessage(t, query.failure) : t('hosts.failed')}</p>
        <button type="button" className="btn" onClick={query.retry}>
          {t('hosts.retry')}
        </button>
      </div>
    );
  if (query.data.list.length === 0) return <p className="hosts__hint">{t(empty)}</p>;
  return (
    <ul className="hosts__list" aria-label={t('hosts.title')}>
      {query.data.list.map((host) => (
        <HostCard key={host.id} host={host} />
      ))}
    </ul>
  );
}

function HostCard({ host }: { host: ChatHost }) {
  const { t, i18n } = useTranslation('messages');
  const owner = useOwner();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const followers = new Intl.NumberFormat(i18n.language === 'ty' ? 'fil-PH' : 'en-PH').format(host.followers);

  const toggle = async () => {
    if (!owner || owner.trial) {
      const go = await alertDialog({
        message: t(owner ? 'hosts.registerToFollow' : 'hosts.logInToFollow'),
        confirmLabel: t(owner ? 'hosts.register' : 'hosts.logIn'),
      });
      if (go) await navigate({ to: owner ? '/m/register' : '/m/login' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await setHostFollowed(host.id, !host.followed);
    } catch (error) {
      setFailure(error instanceof ApiFailure ? errorMessage(t, error) : t('hosts.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="hosts__card">
      <img className="hosts__avatar" src={host.avatarUrl} alt="" width={56} height={56} loading="lazy" />
      <div className="hosts__about">
        <h3 className="hosts__name">{host.name}</h3>
        <p className="hosts__meta">
          <span className={`hosts__state hosts__state--${host.live ? 'live' : host.online ? 'online' : 'off'}`}>
            {t(host.live ? 'hosts.live' : host.online ? 'hosts.online' : 'hosts.offline')}
          </span>
          {' · '}
          {host.languages.map((code) => t(`hosts.languages.${code}`)).join(', ')}
        </p>
        <p className="hosts__meta">{t('hosts.followers', { number: followers })}</p>
        {failure && (
          <p className="hosts__failure" role="alert">
            {failure}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`btn ${host.followed ? '' : 'btn--gold'} hosts__follow`}
        aria-pressed={host.followed}
        aria-label={t('hosts.followName', { name: host.name })}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {t(host.followed ? 'hosts.following' : 'hosts.follow')}
      </button>
    </li>
  );
}
