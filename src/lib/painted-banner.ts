import type { Banner, Language } from '@contract/domain';

let painted: { banners: readonly Banner[]; language: string } | null = null;

/**
 * The banner the server painted into the page before the scripts ran, kept so the page that
 * shows banners can keep it in place until its own arrive. Start-up records it before the app
 * takes over the root element (that replaces the painted markup).
 */
export function rememberPaintedBanner(banner: { title: string; url: string }, language: string): void {
  painted = { language, banners: [{ id: 0, title: banner.title, url: banner.url, groupName: '', link: null }] };
}

/** The painted banner, when it is in the language the page is showing. */
export function paintedBanners(language: Language): readonly Banner[] {
  return painted && painted.language === language ? painted.banners : [];
}
