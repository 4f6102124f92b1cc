import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Banner, type Language } from '../../../contract/domain';

/** The paths whose page is Home (the aliases included). */
export const HOME_PAGE_PATHS: ReadonlySet<string> = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

const ROOT_ELEMENT = '<div id="root"></div>';

/** The language the player last chose, as the app mirrors it into a cookie; else the default. */
export function languageFromCookies(header: string | undefined): Language {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (LANGUAGES as readonly string[]).includes(value ?? '')) return value as Language;
  }
  return DEFAULT_LANGUAGE;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Home's first screen as plain HTML: the header bar and the first banner. It paints before
 * any script has arrived — on a slow mobile network the player sees the page at once — and
 * the app replaces it when it starts, showing the same banner in the same place.
 */
export function firstScreenMarkup(banner: Pick<Banner, 'url' | 'title'> | null, language: Language): string {
  const image = banner
    ? `<img class="boot__banner-image" src="${escapeAttribute(banner.url)}" alt="${escapeAttribute(banner.title)}" fetchpriority="high">`
    : '';
  return `<div class="boot" aria-busy="true" data-language="${language}"><div class="boot__header"></div><div class="boot__home"><div class="boot__banner">${image}</div></div></div>`;
}

/** The app's page with Home's first screen inside its root element. */
export function withFirstScreen(indexHtml: string, markup: string): string {
  return indexHtml.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
}
