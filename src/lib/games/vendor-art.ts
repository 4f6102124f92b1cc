import { useState } from 'react';
import { useHydrated } from '../hydration';
/** Image CDNs serve vendor icons by code: {cdn}/vendor/{code}-COLOR2.svg and -WHITE.svg. */
export type VendorIconVariant = 'COLOR2' | 'WHITE';

/** A CDN chosen at random from the site's list for each use, spreading the load over them. */
export function pickImageCdn(cdns: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!cdns || cdns.length === 0) return '/cdn';
  return cdns[Math.floor(random() * cdns.length)] ?? cdns[0]!;
}

/**
 * An image CDN for a screen, chosen once: at random, except on a page the server rendered, where
 * the server and the browser's hydrating render both take the first (they must draw the same addresses).
 */
export function useImageCdn(cdns: readonly string[] | undefined): string {
  const hydrated = useHydrated();
  const [cdn] = useState(() => pickImageCdn(cdns, hydrated ? Math.random : () => 0));
  return cdn;
}

export const vendorIcon = (cdn: string, code: string, variant: VendorIconVariant) =>
  `${cdn.replace(/\/$/, '')}/vendor/${encodeURIComponent(code)}-${variant}.svg`;
