/** Image CDNs serve vendor icons by code: {cdn}/vendor/{code}-COLOR2.svg and -WHITE.svg. */
export type VendorIconVariant = 'COLOR2' | 'WHITE';

/** A CDN chosen at random from the site's list for each use, spreading the load over them. */
export function pickImageCdn(cdns: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!cdns || cdns.length === 0) return '/cdn';
  return cdns[Math.floor(random() * cdns.length)] ?? cdns[0]!;
}

export const vendorIcon = (cdn: string, code: string, variant: VendorIconVariant) =>
  `${cdn.replace(/\/$/, '')}/vendor/${encodeURIComponent(code)}-${variant}.svg`;
