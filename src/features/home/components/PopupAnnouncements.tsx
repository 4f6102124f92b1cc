import { useCallback, useState } from 'react';
import type { Announcement } from '@contract/domain';
import PopupCarousel from './PopupCarousel';

/** Popups show once per browser session; the same set is not shown again after closing. */
export const POPUP_SEEN_KEY = 'tala.popupSeen';

const signatureOf = (popups: readonly Announcement[]) => popups.map((p) => p.id).join(',');

function alreadySeen(signature: string): boolean {
  try {
    return sessionStorage.getItem(POPUP_SEEN_KEY) === signature;
  } catch {
    return false;
  }
}

/**
 * The popup announcements over Home. Home loads this (with the carousel and DOMPurify) only
 * once it is up and the browser idle, so it never delays the first screen.
 */
export default function PopupAnnouncements({ popups }: { popups: readonly Announcement[] }) {
  const signature = signatureOf(popups);
  const [closed, setClosed] = useState<string | null>(null);
  const close = useCallback(() => {
    try {
      sessionStorage.setItem(POPUP_SEEN_KEY, signature);
    } catch {
      // Without storage the popup may return on the next visit to Home; nothing else is lost.
    }
    setClosed(signature);
  }, [signature]);
  if (popups.length === 0 || closed === signature || alreadySeen(signature)) return null;
  return <PopupCarousel popups={popups} onClose={close} />;
}
