import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, MEMBER_COOKIE, type Banner, type Language } from '../../../contract/domain';

/** The paths whose page is Home (the aliases included). */
export const HOME_PAGE_PATHS: ReadonlySet<string> = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

const ROOT_ELEMENT = '<div id="root"></div>';

function cookieValue(header: string | undefined, wanted: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === wanted) return value;
  }
  return undefined;
}

/** The language the player last chose, as the app mirrors it into a cookie; else the default. */
export function languageFromCookies(header: string | undefined): Language {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** Whether the app says a member who may deposit is signed in (a hint with no token: nothing is shown that is theirs alone). */
export const memberFromCookies = (header: string | undefined) => cookieValue(header, MEMBER_COOKIE) === '1';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

/** A page's first screen and the picture it shows largest (null when it shows none). */
export interface FirstScreen {
  markup: string;
  bannerUrl: string | null;
}

export function firstScreen(banner: Pick<Banner, 'url' | 'title'> | null, language: Language): FirstScreen {
  return { markup: firstScreenMarkup(banner, language), bannerUrl: banner?.url ?? null };
}

/** What the promotions list shows first: how many category chips, and the first promotion. */
export interface PromotionsFirstView {
  categoryCount: number;
  first: { title: string; coverUrl: string } | null;
}

/**
 * The promotions list's first screen: the header bar, the category chips' outlines and the first
 * promotion's cover and title, with the page's own classes (its stylesheet comes with the page, see
 * `page-preloads.ts`) so the app draws the same boxes in the same places when it takes over. The
 * cover is the page's largest paint; drawn from the HTML it no longer waits for the scripts, the
 * page's code and the list call.
 */
export function promotionsFirstScreen(view: PromotionsFirstView, language: Language): FirstScreen | null {
  if (!view.first) return null;
  const chips =
    view.categoryCount > 0
      ? `<div class="chips" aria-hidden="true"><span class="chip" aria-pressed="true">${CHIP_SPACE.repeat(4)}</span>${`<span class="chip">${CHIP_SPACE.repeat(7)}</span>`.repeat(view.categoryCount)}</div>`
      : '';
  const item =
    `<ul class="promo-list"><li><div class="accordion promo-item"><div class="accordion__summary">` +
    `<img class="promo-item__cover" src="${escapeAttribute(view.first.coverUrl)}" alt="" width="750" height="300" fetchpriority="high">` +
    `<span class="promo-item__title">${escapeText(view.first.title)}</span></div></div></li></ul>`;
  return {
    markup: `<div class="boot" aria-busy="true" data-language="${language}"><div class="boot__header"></div><div class="content-page">${chips}${item}</div></div>`,
    bannerUrl: view.first.coverUrl,
  };
}

/** A chip's outline is as wide as a few figure spaces: its name comes with the app. */
const CHIP_SPACE = '&#8199;';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app's page with a first screen inside its root element and its picture asked for first. */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const page = indexHtml.replace(ROOT_ELEMENT, `<div id="root">${screen.markup}</div>`);
  return screen.bannerUrl ? withHeadLinks(page, picturePreload(screen.bannerUrl)) : page;
}

/** Asks for a page's largest picture ahead of its scripts. */
export const picturePreload = (url: string) => `<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">`;

/**
 * The page with `links` at the top of `<head>`, ahead of the scripts: what the player looks at
 * first would otherwise queue, on a phone's few connections, behind a dozen scripts.
 */
export function withHeadLinks(page: string, links: string): string {
  if (!links) return page;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(page);
  if (charset) return page.slice(0, charset.index + charset[0].length) + links + page.slice(charset.index + charset[0].length);
  const head = page.indexOf('<head>');
  if (head >= 0) return page.slice(0, head + 6) + links + page.slice(head + 6);
  return page.replace('<div id="root">', `${links}<div id="root">`);
}

/** The page with `links` at the end of `<head>`, where the app adds a page's stylesheets itself. */
export function withPageStyles(page: string, links: string): string {
  if (!links) return page;
  const end = page.indexOf('</head>');
  return end >= 0 ? page.slice(0, end) + links + page.slice(end) : page.replace('<div id="root">', `${links}<div id="root">`);
}
