import { useMemo, useSyncExternalStore } from 'react';
import { translator, type TFunction } from './translator';

/*
 * The one React binding the app needs for its texts: a `t` for some namespaces that follows the
 * language, suspending (React Suspense) while a namespace is still loading
 * (docs/decisions/0012-translation-hook.md).
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
    translator.subscribe(notify);
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

export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: typeof translator } {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  for (const namespace of list) namespacesSeen?.add(namespace);
  const key = list.join(' ');
  const seen = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  if (!list.every((namespace) => translator.hasLoadedNamespace(namespace))) {
    // Suspense shows the page's fallback until the namespace is in.
    throw translator.loadNamespaces(list);
  }
  // `seen` gives a new `t` when the language or the texts at hand change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => translator.getFixedT(key.split(' '), translator.language), [key, seen]);
  return { t, i18n: translator };
}
