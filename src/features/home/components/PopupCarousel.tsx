import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Announcement } from '@contract/domain';
import { closeOnBackdropTap } from '@/components/ui/backdrop';
import { Icon } from '@/components/ui/icons';
import { SLIDE_CLASS, useCarousel } from '@/components/slider/use-carousel';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import { popupHtml } from './popup-content';
import { useShownWhenSettled } from './use-shown-when-settled';

/**
 * Sanitised announcement HTML, attached as nodes (never as a string). Each popup is
 * sanitised in a task of its own: all of them at once held a slow phone for a fifth of a second.
 */
function PopupBody({ html, onAttached }: { html: string; onAttached: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let attached = true;
    const task = setTimeout(() => {
      void popupHtml(html).then((content) => {
        if (!attached) return;
        box.current?.replaceChildren(content);
        onAttached();
      });
    }, 0);
    return () => {
      attached = false;
      clearTimeout(task);
    };
  }, [html, onAttached]);
  return <div ref={box} className="popup__content" />;
}

/** The popup announcements, one slide each, with previous and next. Loaded only when there is one to show. */
export default function PopupCarousel({ popups, onClose }: { popups: readonly Announcement[]; onClose: () => void }) {
  const { t } = useTranslation('home');
  const closeButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLElement>(null);
  const [attached, setAttached] = useState(0);
  const onAttached = useCallback(() => setAttached((count) => count + 1), []);
  const shown = useShownWhenSettled(box, attached >= popups.length);
  useScrollLock(shown);
  const { ref: trackRef, trackClass, current, previous, next } = useCarousel<HTMLDivElement>({ count: popups.length });
  useEffect(() => {
    if (!shown) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, shown]);
  return (
    <div
      className={shown ? 'modal-backdrop' : 'modal-backdrop modal-backdrop--preparing'}
      role="presentation"
      onClick={closeOnBackdropTap(onClose)}
    >
      <section ref={box} className="popup" role="dialog" aria-modal="true" aria-label={t('popupTitle')}>
        <button ref={closeButton} type="button" className="icon-btn popup__close" aria-label={t('closePopup')} onClick={onClose}>
          <Icon name="close" />
        </button>
        {/* Focusable, so the arrow keys move it as a swipe would. */}
        <div ref={trackRef} className={`${trackClass} popup__track`} role="group" aria-label={t('popupTitle')} tabIndex={0}>
          {popups.map((popup) => {
            const cover = popup.announcementImages.find((image) => image.sequence === 1);
            return (
              <article key={popup.id} className={`${SLIDE_CLASS} popup__slide`}>
                {cover && <img className="popup__cover" src={cover.url} alt="" />}
                <h2 className="popup__title">{popup.title}</h2>
                <PopupBody html={popup.content} onAttached={onAttached} />
              </article>
            );
          })}
        </div>
        {popups.length > 1 && (
          <div className="popup__nav">
            <button type="button" className="icon-btn" aria-label={t('previous')} disabled={current === 0} onClick={previous}>
              <Icon name="chevronLeft" />
            </button>
            <span aria-live="polite">
              {current + 1} / {popups.length}
            </span>
            <button type="button" className="icon-btn" aria-label={t('next')} disabled={current === popups.length - 1} onClick={next}>
              <Icon name="chevronRight" />
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
