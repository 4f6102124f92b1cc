/**
 * The logo and the footer's Home item put the game filter back to its start (all types,
 * no vendor, HOT). The lobby keeps that filter, so it listens here instead of the shell
 * reaching into it.
 */
type Listener = () => void;
const homeResetListeners = new Set<Listener>();

export function onHomeReset(listener: Listener): () => void {
  homeResetListeners.add(listener);
  return () => homeResetListeners.delete(listener);
}

export function requestHomeReset(): void {
  homeResetListeners.forEach((listener) => listener());
}
