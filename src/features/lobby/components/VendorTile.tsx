import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Vendor } from '@contract/domain';
import { vendorIcon } from '@/lib/games/vendor-art';
import { destinationOf } from '@/lib/route-meta';

/** A vendor: its logo opens the vendor's game(s); the second action lists its games in the category. */
export function VendorTile({ vendor, cdn, onOpen }: { vendor: Vendor; cdn: string; onOpen: (vendor: Vendor) => void }) {
  const { t } = useTranslation('lobby');
  const [failed, setFailed] = useState(false);
  // Types listed in the game centre have no lobby to filter by vendor.
  const destination = destinationOf(vendor.gameType);
  return (
    <div className="vendor-tile">
      <button
        type="button"
        className="vendor-tile__open"
        aria-label={t('vendors.open', { name: vendor.displayName })}
        onClick={() => onOpen(vendor)}
      >
        {!failed && <img src={vendorIcon(cdn, vendor.vassalage, 'COLOR2')} alt="" loading="lazy" onError={() => setFailed(true)} />}
        <span className="vendor-tile__name">{vendor.displayName}</span>
      </button>
      {destination.to !== '/m/gameCenter' && (
        <Link to={destination.to} search={{ vassalage: vendor.vassalage }} className="vendor-tile__list">
          {t('vendors.games', { count: vendor.gameCount })}
        </Link>
      )}
    </div>
  );
}
