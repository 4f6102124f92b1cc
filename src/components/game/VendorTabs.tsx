import './lobby-game.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useImageCdn, vendorIcon } from '@/lib/games/vendor-art';
import { useSiteInfo } from '@/lib/site';

export interface VendorTab {
  vassalage: string;
  displayName: string;
}

/**
 * The vendor tab menu: "all" (no vendor) first, then each vendor with its icon, white on
 * the selected tab and in colour on the others; the selected tab scrolls to the centre.
 * A vendor icon that fails to load is hidden and the name stays.
 */
export function VendorTabs({
  vendors,
  selected,
  onSelect,
  controls,
}: {
  vendors: readonly VendorTab[];
  selected: string;
  onSelect: (vassalage: string) => void;
  controls?: string;
}) {
  const { t } = useTranslation('lobby');
  const site = useSiteInfo();
  const cdn = useImageCdn(site?.imageCDNs);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const strip = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = strip.current;
    const tab = container?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!container || !tab) return;
    const left = tab.offsetLeft - (container.clientWidth - tab.offsetWidth) / 2;
    if (typeof container.scrollTo === 'function') container.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [selected, vendors.length]);

  const tabs: VendorTab[] = [{ vassalage: '', displayName: t('vendors.all') }, ...vendors];
  return (
    <div ref={strip} className="vendor-tabs" role="tablist" aria-label={t('vendors.label')}>
      {tabs.map((vendor) => {
        const isSelected = vendor.vassalage === selected;
        const showIcon = vendor.vassalage !== '' && !failed.has(vendor.vassalage);
        return (
          <button
            key={vendor.vassalage || 'all'}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={controls}
            className={`vendor-tab${isSelected ? ' is-selected' : ''}`}
            onClick={() => onSelect(vendor.vassalage)}
          >
            {showIcon && (
              <img
                className="vendor-tab__icon"
                src={vendorIcon(cdn, vendor.vassalage, isSelected ? 'WHITE' : 'COLOR2')}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                onError={() => setFailed((previous) => new Set(previous).add(vendor.vassalage))}
              />
            )}
            <span className="vendor-tab__name">{vendor.displayName}</span>
          </button>
        );
      })}
    </div>
  );
}
