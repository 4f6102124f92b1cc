import { useId, useState } from 'react';
import type { Vendor } from '@contract/domain';
import type { OnOpenGame } from '@/components/game/GameTile';
import { useVendorOpener } from '@/components/game/use-vendor-opener';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { getVendorMappingQueryOptions, mappedVendors } from '@/lib/games/vendor-mapping';
import { useQuery } from '@/lib/query/use-query';
import { useTranslation } from '@/lib/use-translation';
import { SportsPanel } from './SportsPanel';
import HotMatches from './HotMatches';

/**
 * Home's sports: the sports books the platform's vendor mapping lists (a tap opens the book's
 * lobby), then the hot-match panel. Nothing of the row when the mapping lists no sports book.
 */
export default function HomeSports({ vendors, onOpen }: { vendors: readonly Vendor[] | undefined; onOpen: OnOpenGame }) {
  return (
    <>
      <SportsBooks vendors={vendors} />
      <HotMatches onOpen={onOpen} />
    </>
  );
}

function SportsBooks({ vendors }: { vendors: readonly Vendor[] | undefined }) {
  const { t } = useTranslation('sports');
  const headingId = useId();
  const mapping = useQuery(getVendorMappingQueryOptions());
  const openVendor = useVendorOpener();
  const books = mappedVendors(mapping.data, vendors, 'SPORTS');
  if (mapping.data && books.length === 0) return null;
  return (
    <SportsPanel headingId={headingId} testId="section-sports" title={t('books.title')} to="/m/sport-games" more={t('books.more')}>
      {books.length > 0 ? (
        <ul className="provider-grid">
          {books.map((vendor) => (
            <li key={vendor.vassalage}>
              <BookTile vendor={vendor} onOpen={() => void openVendor(vendor)} />
            </li>
          ))}
        </ul>
      ) : mapping.status === 'error' ? (
        <LoadFailed failure={mapping.failure} onRetry={mapping.retry} compact />
      ) : (
        <div className="provider-grid provider-grid--skeleton" role="status" aria-label={t('books.title')} />
      )}
    </SportsPanel>
  );
}

function BookTile({ vendor, onOpen }: { vendor: Vendor; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <button type="button" className="provider-tile" onClick={onOpen}>
      {!failed && vendor.mobileLargeIcon ? (
        <img src={vendor.mobileLargeIcon} alt="" loading="lazy" draggable={false} onError={() => setFailed(true)} />
      ) : (
        <span className="provider-tile__code" aria-hidden="true">
          {vendor.vassalage}
        </span>
      )}
      <span className="provider-tile__name">{vendor.displayName}</span>
    </button>
  );
}
