import { useEffect, useRef } from 'react';
import { closeOnBackdropTap } from './backdrop';
import { dialogState, type DialogRequest } from './dialog';
import { useScrollLock } from './use-scroll-lock';

function closeDialog(confirmed: boolean) {
  const current = dialogState.current;
  dialogState.current = null;
  current?.resolve(confirmed);
}

/** The open dialog: focus on its confirm button, Escape or a tap outside cancels. */
export default function DialogView({ current }: { current: Readonly<DialogRequest> }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDialog(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current]);
  return (
    <div className="modal-backdrop" role="presentation" onClick={closeOnBackdropTap(() => closeDialog(false))}>
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={current.title ? 'dialog-title' : undefined}
        aria-describedby="dialog-message"
      >
        {current.title && (
          <h2 id="dialog-title" className="dialog__title">
            {current.title}
          </h2>
        )}
        <p id="dialog-message" className="dialog__message">
          {current.message}
        </p>
        <div className="dialog__actions">
          {current.cancelLabel && (
            <button type="button" className="btn btn--ghost" onClick={() => closeDialog(false)}>
              {current.cancelLabel}
            </button>
          )}
          <button type="button" ref={confirmRef} className="btn btn--gold" onClick={() => closeDialog(true)}>
            {current.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
