import { useSyncExternalStore } from 'react';

/** The console's addresses: /office/<room>[/<rest>]. */
const BASE = '/office/';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

const currentPath = () => (location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : '');

/** The address inside the console, split: ['cashier', '12'] for /office/cashier/12. */
export function useOfficePath(): string[] {
  const path = useSyncExternalStore(subscribe, currentPath);
  return path.split('/').filter(Boolean).map(decodeURIComponent);
}

/** Goes to a place in the console without reloading it. */
export function navigate(...parts: (string | number)[]): void {
  const target = BASE + parts.map((part) => encodeURIComponent(String(part))).join('/');
  if (target === location.pathname) return;
  history.pushState(null, '', target);
  for (const listener of listeners) listener();
}
