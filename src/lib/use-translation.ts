import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/*
 * The one React binding the app needs from i18next: a `t` for some namespaces that follows the
 * language, suspending (React Suspense) while a namespace is still loading. react-i18next did
 * this and much else for 2.3 KB of every first visit (docs/decisions/0012-translation-hook.md).
 */

let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};
let bound = false;

function subscribe(listener: () => void): () => void {
  if (!bound) {
    bound = true;
    i18next.on('languageChanged', notify);
    i18next.on('loaded', notify);
    i18next.store.on('added', notify);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentVersion = () => version;

let namespacesSeen: Set<string> | null = null;

/** Server rendering: notes the namespaces a render draws from; the answer lists them, for the page to load before hydrating. */
export function noteNamespaces(): () => string[] {
  const seen = new Set<string>();
  namespacesSeen = seen;
  return () => {
    namespacesSeen = null;
    return [...seen];
  };
}

export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: typeof i18next } {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  for (const namespace of list) namespacesSeen?.add(namespace);
  const key = list.join(' ');
  const seen = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  if (!list.every((namespace) => i18next.hasLoadedNamespace(namespace))) {
    // Suspense shows the page's fallback until the namespace is in.
    throw i18next.loadNamespaces([...list]);
  }
  // `seen` and `i18next.language` give a new `t` when the language or the loaded texts change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18next.getFixedT(null, key.split(' ')), [key, seen, i18next.language]);
  return { t, i18n: i18next };
}
