import type { Banner, Language } from '@contract/domain';

let painted: { banners: readonly Banner[]; language: string } | null = null;

/**
 * Remembers the banner the server painted into the page before scripts ran, so Home can
 * keep showing it in place until its own banners arrive. Call before the app takes over the
 * root element (that replaces the painted markup).
 */
export function captureBootScreen(container: HTMLElement): void {
  const image = container.querySelector<HTMLImageElement>('.boot__banner-image');
  const language = container.querySelector<HTMLElement>('.boot')?.dataset.language;
  if (!image || !language) return;
  painted = { language, banners: [{ id: 0, title: image.alt, url: image.getAttribute('src') ?? '', groupName: '', link: null }] };
}

/** The painted banner, when it is in the language Home is showing. */
export function bootBanners(language: Language): readonly Banner[] {
  return painted && painted.language === language ? painted.banners : [];
}
