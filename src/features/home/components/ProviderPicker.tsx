import { Link, linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameType, Vendor } from '@contract/domain';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import type { QueryResult } from '@/lib/query/use-query';
import { HomeSection } from './HomeSection';
import { ProviderStrip, stripMoves } from './ProviderStrip';

/** Lottery, e-lottery and sports vendors are not offered in the provider list. */
const EXCLUDED: readonly GameType[] = ['LOTT', 'ELOTT', 'SPORTS'];
/** Tiles in the strip; the rest are a tap on "more" away, in the game centre. */
const SHOWN = 12;

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ProviderPicker({ resource }: { resource: QueryResult<Vendor[]> }) {
  const { t } = useTranslation('home');
  const site = useSiteInfo();
  // A player who asked their phone for less motion finds the strip standing still, and can start it.
  const [paused, setPaused] = useState(prefersReducedMotion);
  const { data, status, failure, retry } = resource;
  const seen = new Set<string>();
  const vendors = (data ?? [])
    .filter((vendor) => {
      if (EXCLUDED.includes(vendor.gameType) || !isGameTypeEnabled(site, vendor.gameType) || seen.has(vendor.vassalage)) return false;
      seen.add(vendor.vassalage);
      return true;
    })
    .slice(0, SHOWN);
  if (data && vendors.length === 0 && status !== 'loading') return null;
  const title = t('sections.providers');
  // Anything that moves by itself for more than five seconds can be stopped (WCAG 2.2.2).
  const pauseControl = stripMoves(vendors.length) && (
    <button type="button" className="home-section__control" onClick={() => setPaused(!paused)}>
      <Icon name={paused ? 'play' : 'pause'} size={18} />
      <span className="visually-hidden">{t(paused ? 'providerStrip.play' : 'providerStrip.pause')}</span>
    </button>
  );
  return (
    <HomeSection title={title} icon="grid" more={linkOptions({ to: '/m/gameCenter' })} action={pauseControl} testId="section-providers">
      {vendors.length > 0 ? (
        <ProviderStrip label={title} paused={paused}>
          {vendors.map((vendor) => (
            <ProviderTile key={vendor.vassalage} vendor={vendor} />
          ))}
        </ProviderStrip>
      ) : status === 'error' ? (
        <LoadFailed failure={failure} onRetry={retry} />
      ) : (
        <div className="provider-strip provider-strip--skeleton" role="status" aria-label={t('loading')} />
      )}
    </HomeSection>
  );
}

function ProviderTile({ vendor }: { vendor: Vendor }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/m/provider" search={{ vassalage: vendor.vassalage }} className="provider-tile" draggable={false}>
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
