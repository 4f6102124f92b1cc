import '../content.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { RichContent } from '@/components/ui/RichContent';
import { ServerLink } from '@/components/ui/ServerLink';
import { CustomerServiceLink } from '@/components/service/CustomerServiceLink';
import { useContentLanguage } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';
import { useHelp, type HelpList } from '../api/reads';
import { SavedCopyNotice } from '../components/SavedCopyNotice';
import { chooseTab, helpTabs, SERVICE_TAG } from './help-tabs';

type HelpItem = HelpList['list'][number];
export interface HelpSearch {
  tag?: string | undefined;
  i: number;
  c: number;
}

/** The help centre: one tab per topic, chosen by `tag`, `i` or `c`; the CS tab lists the platform's customer-service channels. */
export function HelpPage({ search }: { search: HelpSearch }) {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const help = useHelp(language);
  const site = useSiteInfo();
  const navigate = useNavigate();
  if (!help.data) return help.status === 'error' ? <LoadFailed failure={help.failure} onRetry={help.retry} /> : <PageLoading />;

  const topics = helpTabs(help.data.list);
  const channels = site?.customerService ?? [];
  const tags = [...topics.map((topic) => topic.tag), SERVICE_TAG];
  const { tab, entry } = chooseTab(tags, search, (index) => topics[index]?.items.length ?? 1);
  const labelOf = (index: number) => topics[index]?.items[0]?.title ?? t('help.service');
  const choose = (index: number) => void navigate({ to: '/m/help', search: { i: index, c: 0 }, replace: true });
  const topic = topics[tab];

  return (
    <div className="content-page help">
      <div className="help__tabs" role="tablist" aria-label={t('help.topics')}>
        {tags.map((tag, index) => (
          <button
            key={tag}
            type="button"
            role="tab"
            id={`help-tab-${index}`}
            aria-selected={index === tab}
            aria-controls="help-panel"
            className="help__tab"
            onClick={() => choose(index)}
          >
            {labelOf(index)}
          </button>
        ))}
      </div>
      <section id="help-panel" role="tabpanel" aria-labelledby={`help-tab-${tab}`} className="help__panel">
        {topic ? (
          topic.items.map((item: HelpItem, index) =>
            topic.items.length === 1 ? (
              <div key={item.id}>
                <h2 className="help__title">{item.title}</h2>
                <RichContent html={item.content} />
              </div>
            ) : (
              <details key={item.id} className="accordion" open={index === entry}>
                <summary className="accordion__summary">{item.title}</summary>
                <div className="accordion__body">
                  <RichContent html={item.content} />
                  <Link to="/m/helpDetail" search={{ i: tab, c: index }} className="help__own-page">
                    {t('help.ownPage')}
                  </Link>
                </div>
              </details>
            ),
          )
        ) : (
          <>
            <h2 className="help__title">{t('help.service')}</h2>
            <p>{t('help.serviceIntro')}</p>
            <ul className="official__list">
              {channels.map((channel) => (
                <li key={`${channel.csType}-${channel.title}`}>
                  <CustomerServiceLink entry={channel} className="official__link">
                    <Icon name={channel.csType === 'LIVECHAT' ? 'chat' : 'headset'} size={18} />
                    {t('official.service', { name: channel.title })}
                  </CustomerServiceLink>
                </li>
              ))}
              {(site?.resources ?? [])
                .filter((resource) => resource.resourceType.startsWith('TELEGRAM'))
                .map((resource) => (
                  <li key={resource.resourceType}>
                    <ServerLink href={resource.url} className="official__link">
                      <Icon name="send" size={18} />
                      {resource.labelNameEn}
                    </ServerLink>
                  </li>
                ))}
            </ul>
          </>
        )}
      </section>
      <SavedCopyNotice shown={help.saved} />
    </div>
  );
}
