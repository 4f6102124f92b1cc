import type { ChatStore } from './chat';

/** A picture no message took within this long is removed: an upload is sent within seconds, or never. */
export const UNSENT_IMAGE_MINUTES = 6 * 60;
/** How often unsent pictures are looked for. */
const SWEEP_EVERY_MINUTES = 30;

/**
 * Removes chat pictures no message took, every SWEEP_EVERY_MINUTES (a closed conversation's go
 * at once, see ChatStore.close; this catches those of conversations left open and of staff).
 * The timer never holds the process open; the answer stops it.
 */
export function startUnsentImageSweep(chat: Pick<ChatStore, 'removeUnsentImages'>, log: (error: unknown) => void): () => void {
  const every = setInterval(() => void chat.removeUnsentImages(UNSENT_IMAGE_MINUTES).catch(log), SWEEP_EVERY_MINUTES * 60_000);
  every.unref();
  return () => clearInterval(every);
}
