import { useEffect, useRef, type ReactNode } from 'react';
import { useWords } from '../app/language';
import { SHELL_WORDS } from '../app/words';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words the staff member checks before confirming. */
  children: ReactNode;
  confirmLabel: string;
  /** Disables the confirm button (a required field still empty, a call on its way). */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation for a change that matters (money, publishing, switches, staff): the native
 * <dialog>, so focus stays inside it and Escape cancels.
 */
export function ConfirmDialog({ title, children, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useWords(SHELL_WORDS);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id="confirm-title">{title}</h2>
        <div className="confirm__body">{children}</div>
        <div className="actions">
          <button type="button" className="secondary" onClick={onCancel}>
            {t.cancel}
          </button>
          <button type="submit" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
