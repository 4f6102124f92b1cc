import { proxy, useSnapshot } from 'valtio';
import { afterFirstScreen } from '@/lib/hydration';

export type ToastKind = 'info' | 'success' | 'error';
interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** Toast durations from the platform: success 1.5 s, a short note 3 s, a long one 8 s. */
export const TOAST_MS = { success: 1500, short: 3000, long: 8000 } as const;

const toastState = proxy<{ items: Toast[] }>({ items: [] });
let nextId = 1;

export function showToast(message: string, options: { kind?: ToastKind; durationMs?: number } = {}): void {
  // A server render (a guard sending a visitor away) has no screen to show it on, and its store outlives
  // the page: kept, the message would be drawn into every page the server renders after.
  if (typeof document === 'undefined') return;
  const kind = options.kind ?? 'info';
  const id = nextId++;
  toastState.items = [...toastState.items.filter((t) => t.message !== message), { id, message, kind }];
  // A message raised while the app starts (a guard sending the player elsewhere) is timed from when it is on screen.
  void afterFirstScreen().then(() =>
    setTimeout(
      () => {
        toastState.items = toastState.items.filter((t) => t.id !== id);
      },
      options.durationMs ?? (kind === 'success' ? TOAST_MS.success : TOAST_MS.short),
    ),
  );
}

export function ToastHost() {
  const { items } = useSnapshot(toastState);
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
