import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@contract/domain';
import { vendorIcon } from '@/lib/games/vendor-art';
import { CATEGORY_PATHS } from '@/lib/route-meta';
import { AppLink } from '@/components/ui/AppLink';

/** A vendor: its logo opens the vendor's game(s); the second action lists its games in the category. */
export function VendorTile({ vendor, cdn, onOpen }: { vendor: Vendor; cdn: string; onOpen: (vendor: Vendor) => void }) {
  const { t } = useTranslation('lobby');
  const [failed, setFailed] = useState(false);
  const categoryPath = CATEGORY_PATHS[vendor.gameType];
  const listPath = categoryPath.includes('?') ? null : `${categoryPath}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
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
      {listPath && (
        <AppLink href={listPath} className="vendor-tile__list">
          {t('vendors.games', { count: vendor.gameCount })}
        </AppLink>
      )}
    </div>
  );
}
