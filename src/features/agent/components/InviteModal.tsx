import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { closeOnBackdropTap } from '@/components/ui/backdrop';
import { Icon } from '@/components/ui/icons';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import { useTranslation } from '@/lib/use-translation';
import { InviteDetails } from './InviteCard';

/**
 * The agent modal: the agent's invitation code and registration link (with its QR code, to copy or
 * share) over the agent's home, and the way into the agency centre. Escape, a tap outside or the
 * close button closes it; focus returns to what opened it.
 */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['agent']);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <div className="modal-backdrop" role="presentation" onClick={closeOnBackdropTap(onClose)}>
      <div ref={panel} className="dialog agent-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="agent-modal__head">
          <h2 id={titleId} className="dialog__title">
            {t('invite.title')}
          </h2>
          <button type="button" className="agent-modal__close" aria-label={t('invite.close')} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <InviteDetails />
        <Link to="/m/agent" className="btn btn--outline btn--small agent-modal__centre">
          {t('home.centre')}
        </Link>
      </div>
    </div>
  );
}
