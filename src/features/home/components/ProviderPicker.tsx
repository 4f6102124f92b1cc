import { Link, linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameType, Vendor } from '@contract/domain';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import type { QueryResult } from '@/lib/query/use-query';
import { HomeSection } from './HomeSection';

/** Lottery, e-lottery and sports vendors are not offered in the provider list. */
const EXCLUDED: readonly GameType[] = ['LOTT', 'ELOTT', 'SPORTS'];
const SHOWN = 9;

export function ProviderPicker({ resource }: { resource: QueryResult<Vendor[]> }) {
  const { t } = useTranslation('home');
  const site = useSiteInfo();
  const { data, status, failure, retry } = resource;
  const seen = new Set<string>();
  const vendors = (data ?? []).filter((vendor) => {
    if (EXCLUDED.includes(vendor.gameType) || !isGameTypeEnabled(site, vendor.gameType) || seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
  if (data && vendors.length === 0 && status !== 'loading') return null;
  return (
    <HomeSection title={t('sections.providers')} icon="grid" more={linkOptions({ to: '/m/gameCenter' })} testId="section-providers">
      {vendors.length > 0 ? (
        <ul className="provider-grid">
          {vendors.slice(0, SHOWN).map((vendor) => (
            <li key={vendor.vassalage}>
              <ProviderTile vendor={vendor} />
            </li>
          ))}
        </ul>
      ) : status === 'error' ? (
        <LoadFailed failure={failure} onRetry={retry} />
      ) : (
        <div className="provider-grid provider-grid--skeleton" role="status" aria-label={t('loading')} />
      )}
    </HomeSection>
  );
}

function ProviderTile({ vendor }: { vendor: Vendor }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/m/provider" search={{ vassalage: vendor.vassalage }} className="provider-tile">
      {!failed && vendor.mobileLargeIcon ? (
        <img src={vendor.mobileLargeIcon} alt="" loading="lazy" draggable={false} onError={() => setFailed(true)} />
      ) : (
        <span className="provider-tile__code" aria-hidden="true">
          {vendor.vassalage}
        </span>
      )}
      <span className="provider-tile__name">{vendor.displayName}</span>
    </Link>
  );
}
