import { rememberPaintedBanner } from '@/lib/painted-banner';

/**
 * Remembers the banner the server painted into the page before scripts ran (see
 * `paintedBanners`). Call before the app takes over the root element: that replaces the
 * painted markup.
 */
export function captureBootScreen(container: HTMLElement): void {
  const image = container.querySelector<HTMLImageElement>('.boot__banner-image');
  const language = container.querySelector<HTMLElement>('.boot')?.dataset.language;
  if (!image || !language) return;
  rememberPaintedBanner({ title: image.alt, url: image.getAttribute('src') ?? '' }, language);
}

/** How long start-up waits at most for the painted picture. */
const BANNER_WAIT_MS = 1000;

/**
 * Resolves once the picture the server painted (Home's banner, the first promotion's cover) has
 * drawn (or failed, or kept start-up waiting too long); at once when there is none. Start-up
 * evaluates its scripts after it: on a slow phone they would otherwise hold the main thread while
 * the picture waits to be drawn, and the player would look at an empty frame for a second longer.
 */
export function bootPictureDrawn(container: HTMLElement): Promise<void> {
  const image = container.querySelector<HTMLImageElement>('.boot img');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      // One frame for the image to be drawn, then a task: the paint happens between them.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const timer = setTimeout(done, BANNER_WAIT_MS);
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  });
}
