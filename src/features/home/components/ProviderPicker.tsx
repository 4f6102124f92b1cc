import { Link, linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameType, Vendor } from '@contract/domain';
import { PauseButton } from '@/components/slider/PauseButton';
import { prefersReducedMotion } from '@/components/slider/use-carousel';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import type { QueryResult } from '@/lib/query/use-query';
import { HomeSection } from './HomeSection';
import { ProviderStrip, stripMoves } from './ProviderStrip';

/** Lottery, e-lottery and sports vendors are not offered in the provider list. */
const EXCLUDED: readonly GameType[] = ['LOTT', 'ELOTT', 'SPORTS'];
/** Tiles in the strip; the rest are a tap on "more" away, in the game centre. */
const SHOWN = 12;

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
  const pauseControl = stripMoves(vendors.length) && (
    <PauseButton
      paused={paused}
      onToggle={() => setPaused(!paused)}
      labels={{ pause: t('providerStrip.pause'), play: t('providerStrip.play') }}
      className="home-section__control"
      iconSize={18}
    />
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
