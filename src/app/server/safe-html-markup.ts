import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { enforcePolicy, PURIFY_OPTIONS } from '@/lib/safe-html';

/*
 * The app's sanitiser where the server renders a page: DOMPurify over a standards-compliant DOM
 * (jsdom parses as browsers do), then the one policy of `safe-html.ts`. Addresses on the page's own
 * origin come out as paths, so the markup does not depend on the host the page was asked from.
 */
const { window } = new JSDOM('');
const purify = DOMPurify(window as unknown as Window & typeof globalThis);
/** The page's origin as the server sees it: any, since own addresses are written as paths. */
const PAGE_BASE = 'http://page.invalid/';

export function safeHtmlMarkup(html: string): string {
  // A document that is only a frameset has no body: DOMPurify gives nothing back for it.
  const fragment = purify.sanitize(html, { ...PURIFY_OPTIONS, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null;
  if (!fragment) return '';
  enforcePolicy(fragment, { base: PAGE_BASE });
  const box = window.document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
