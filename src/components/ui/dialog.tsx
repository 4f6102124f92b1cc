import { lazy, Suspense } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

export interface DialogRequest {
  title?: string;
  message: string;
  confirmLabel: string;
  /** Without a cancel label the dialog is an alert with one button. */
  cancelLabel?: string;
  resolve: (confirmed: boolean) => void;
}

export const dialogState = proxy<{ current: DialogRequest | null }>({ current: null });

/** Asks the player a yes/no question; resolves true when they confirm. */
export function confirmDialog(options: Omit<DialogRequest, 'resolve'>): Promise<boolean> {
  dialogState.current?.resolve(false);
  return new Promise((resolve) => {
    dialogState.current = ref({ ...options, resolve }) as DialogRequest;
  });
}

export function alertDialog(options: { title?: string; message: string; confirmLabel: string }): Promise<boolean> {
  return confirmDialog(options);
}

// The dialog's own code loads the first time one opens: most visits never show one.
const DialogView = lazy(() => import('./dialog-view'));

export function DialogHost() {
  const { current } = useSnapshot(dialogState);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView current={current} />
    </Suspense>
  );
}
