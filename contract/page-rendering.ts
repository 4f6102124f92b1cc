import type { SignedInKind } from './domain';

/*
 * How the platform asks the app to render a page: the app's build writes a module
 * (dist/ssr/render.mjs) whose `renderPage` the platform calls with a page request. Both sides
 * know it from here; the platform never imports the app's sources.
 */

/** The file of the build the platform imports, under the built app's folder. */
export const PAGE_RENDERER_FILE = 'ssr/render.mjs';

/** The file of the build that lists, by route, the files a page needs first (its code, texts and styles). */
export const PAGE_HINTS_FILE = '.vite/page-hints.json';

export interface PageRequest {
  /** The address asked for: path and search. */
  url: string;
  /** The language the player last chose (their cookie); the operator's default when none. */
  language: string | null;
  /** Who the player's cookie says is signed in: no token, no name. */
  signedIn: SignedInKind | null;
  /** The browser's user agent (the request's header): pages such as the install guide fit it. */
  userAgent: string | null;
  /** Answers the app's calls inside the platform (its own routes, in-process). */
  call: (url: string, init: RequestInit) => Promise<Response>;
}

/** A rendered page: the markup inside the root element, and the facts block that follows it. */
export interface RenderedPage {
  root: string;
  facts: string;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;

/** What a page needs first, by route path; `texts` by language code. Paths are the build's, from its root. */
export interface PageHint {
  /** The app renders this page on the server (its first screen arrives with the HTML). */
  painted: boolean;
  scripts: string[];
  styles: string[];
  /** Empty for a painted page: its texts come inside it. */
  texts: Record<string, string[]>;
}

export type PageHints = Record<string, PageHint>;
