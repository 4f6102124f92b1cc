import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@tanstack/react-router';
import { openOverlay } from '@/components/layout/menu-state';
import { Icon } from '@/components/ui/icons';
import { ServerLink } from '@/components/ui/ServerLink';
import { CustomerServiceLink } from '@/components/service/CustomerServiceLink';
import { useSiteInfo } from '@/lib/site';

const CHANNEL_RESOURCES = new Set(['TELEGRAM', 'TELEGRAM2', 'TELEGRAM3', 'FACEBOOK']);

/** The official channels (Telegram, Facebook, customer service), the alternative official domains (each in a new window) and the app download, from site info. */
export function OfficialChannels() {
  const { t } = useTranslation('content');
  const site = useSiteInfo();
  const navigate = useNavigate();
  if (!site) return null;
  // As the platform's promotion pages do: back to Home, with the app-download popup open over it.
  const openDownload = () => void navigate({ to: '/m/home' }).then(() => openOverlay('download'));
  const channels = site.resources.filter((resource) => CHANNEL_RESOURCES.has(resource.resourceType));
  return (
    <section className="official" aria-labelledby="official-title">
      <h2 id="official-title" className="official__title">
        {t('official.title')}
      </h2>
      <ul className="official__list">
        {channels.map((channel) => (
          <li key={channel.resourceType}>
            <ServerLink href={channel.url} className="official__link">
              <Icon name={channel.resourceType === 'FACEBOOK' ? 'facebook' : 'send'} size={18} />
              {channel.labelNameEn || channel.resourceType}
            </ServerLink>
          </li>
        ))}
        {site.customerService.map((entry) => (
          <li key={`${entry.csType}-${entry.title}`}>
            <CustomerServiceLink entry={entry} className="official__link">
              <Icon name="headset" size={18} />
              {t('official.service', { name: entry.title })}
            </CustomerServiceLink>
          </li>
        ))}
      </ul>
      {site.domainRoute.length > 0 && (
        <>
          <h3 className="official__subtitle">{t('official.domains')}</h3>
          <ul className="official__list">
            {site.domainRoute.map((domain) => (
              <li key={domain.domainName}>
                <a
                  className="official__link"
                  href={/^https?:\/\//i.test(domain.domainName) ? domain.domainName : `https://${domain.domainName}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="globe" size={18} />
                  {domain.domainName.replace(/^https?:\/\//i, '')}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="btn btn--outline btn--block official__download" onClick={openDownload}>
        <Icon name="download" size={18} />
        {t('official.download')}
      </button>
    </section>
  );
}
