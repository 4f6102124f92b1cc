import type { Language, SignedInKind } from '@contract/domain';
import type { SiteInfo } from '@contract/site';
import type { Texts } from '@/lib/i18n';
import type { ServedRead } from '@/lib/query/client';

/** The element a page the server rendered carries its facts in (a JSON data block, never run as a script). */
export const SERVED_PAGE_ELEMENT = 'tala-page';

/** What the server rendered a page from: the browser hydrates the page from the same facts. */
export interface ServedPage {
  /** The address rendered: the browser hydrates only when it resolves the same one. */
  href: string;
  language: Language;
  /** Who the server was told is signed in (no token, no name). */
  signedIn: SignedInKind | null;
  site: SiteInfo;
  /** The texts the page drew from and the shell's, by namespace, in its language: the browser starts with them and asks for no texts' file. */
  texts: Texts;
  /** The answers the page was drawn with. */
  reads: ServedRead[];
}

/** The page's facts as a data block: `<` escaped, so no text inside can close the element. */
export const servedPageBlock = (page: ServedPage): string =>
  `<script type="application/json" id="${SERVED_PAGE_ELEMENT}">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;

/** The facts of the page the server rendered, when this page is one. */
export function readServedPage(): ServedPage | null {
  const block = document.getElementById(SERVED_PAGE_ELEMENT);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServedPage;
  } catch {
    return null;
  }
}
