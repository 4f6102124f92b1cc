import {
  ALLOWED_ELEMENTS as ALLOWED_ELEMENTS_LIST,
  DROPPED,
  ELEMENT_ATTRIBUTES as ELEMENT_ATTRIBUTES_LIST,
  GLOBAL_ATTRIBUTES as GLOBAL_ATTRIBUTES_LIST,
  safeStyle,
} from '@contract/html-policy';
import { siteState } from './site';

/*
 * The one sanitiser configuration for HTML the platform sends (notices, promotions, help,
 * popups). The browser's own sanitizer (`setHTML`) or, where it has none, DOMPurify (loaded
 * only then) parses and cleans the HTML inertly; then one policy below is enforced on what
 * they kept, whichever of the two ran: an allow-list of elements and attributes, links that
 * open in a new tab, images only from allowed hosts, inline styles limited to plain values.
 * The result is a fragment of nodes attached as is, never serialised and parsed again.
 * The lists are the platform's (contract/html-policy.ts): the back office cleans what it stores by them too.
 */

const words = (list: string) => new Set(list.split(' '));

const ALLOWED_ELEMENTS = words(ALLOWED_ELEMENTS_LIST);
const DROPPED_WITH_CONTENT = words(DROPPED);
const GLOBAL_ATTRIBUTES = words(GLOBAL_ATTRIBUTES_LIST);
const ELEMENT_ATTRIBUTES: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(ELEMENT_ATTRIBUTES_LIST).map(([element, list]) => [element, words(list)]),
);

export interface SafeHtmlOptions {
  /** Hosts images may come from besides this origin; by default the platform's image CDNs from site info. */
  imageHosts?: readonly string[];
  /** The page's address, which relative addresses resolve against; by default this page's. */
  base?: string;
}

/** What DOMPurify is asked to drop, before the policy: the same wherever it runs (the browser, or the server rendering a page). */
export const PURIFY_OPTIONS = { FORBID_TAGS: DROPPED.split(' '), ALLOW_DATA_ATTR: false };

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The hosts of the platform's image CDNs (addresses relative to this origin add nothing). */
const cdnHosts = () =>
  (siteState.info?.imageCDNs ?? [])
    .filter((cdn) => /^https?:\/\//i.test(cdn))
    .map((cdn) => resolved(cdn, 'http://cdn.invalid')?.host ?? '');

type SanitizingTemplate = HTMLTemplateElement & { setHTML(html: string, options: { sanitizer: { removeElements: string[] } }): void };

async function parsedAndCleaned(html: string): Promise<DocumentFragment> {
  const template = document.createElement('template') as SanitizingTemplate;
  if ('setHTML' in template) {
    template.setHTML(html, { sanitizer: { removeElements: DROPPED.split(' ') } });
    return template.content;
  }
  const { default: DOMPurify } = await import('dompurify');
  // A document that is only a frameset has no body: DOMPurify gives nothing back for it.
  return (
    (DOMPurify.sanitize(html, { ...PURIFY_OPTIONS, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null) ??
    document.createDocumentFragment()
  );
}

function resolved(value: string, base: string): URL | null {
  try {
    return new URL(value.trim(), base);
  } catch {
    return null;
  }
}

/** An address on the page's own origin is written from its path: the same wherever the page was drawn. */
const written = (url: URL, base: string) => (url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href);

/** Keeps the allowed attributes, with safe values; false when the element must go (an image from elsewhere). */
function cleanAttributes(element: Element, name: string, hosts: ReadonlySet<string>, base: string): boolean {
  for (const { name: attribute } of [...element.attributes]) {
    const lower = attribute.toLowerCase();
    if (!GLOBAL_ATTRIBUTES.has(lower) && !ELEMENT_ATTRIBUTES[name]?.has(lower)) element.removeAttribute(attribute);
  }
  const style = element.getAttribute('style');
  if (style !== null) {
    const kept = safeStyle(style);
    if (kept) element.setAttribute('style', kept);
    else element.removeAttribute('style');
  }
  const url = resolved(element.getAttribute(name === 'a' ? 'href' : 'src') ?? '', base);
  if (name === 'a') {
    // A link may go to a web page, a mail address or a phone number; it always opens apart from the app.
    if (url && element.hasAttribute('href') && /^(https?|mailto|tel):$/.test(url.protocol)) {
      element.setAttribute('href', written(url, base));
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else element.removeAttribute('href');
  }
  if (name === 'img') {
    // An image may come from this origin or an allowed host, over http(s) only.
    if (!url || !element.hasAttribute('src') || !/^https?:$/.test(url.protocol) || !hosts.has(url.host.toLowerCase())) return false;
    element.setAttribute('src', written(url, base));
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
    element.setAttribute('referrerpolicy', 'no-referrer');
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
  }
  return true;
}

/** Enforces the policy on a parsed fragment, in place: what is left is allowed by it. */
export function enforcePolicy(root: DocumentFragment | Element, options: SafeHtmlOptions = {}): void {
  const base = options.base ?? location.href;
  const hosts = new Set([new URL(base).host, ...(options.imageHosts ?? cdnHosts())].map((host) => host.toLowerCase()));
  const visitChildren = (parent: Node) => [...parent.childNodes].forEach(visit);
  const visit = (node: Node): void => {
    if (node.nodeType === TEXT_NODE) return;
    let element = node as Element;
    const name = element.localName?.toLowerCase();
    // Comments, and elements outside the HTML namespace (SVG, MathML smuggled in by mutation tricks), are never kept.
    if (node.nodeType !== ELEMENT_NODE || element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED_WITH_CONTENT.has(name)) {
      node.parentNode?.removeChild(node);
      return;
    }
    if (name === 'h1') {
      const heading = element.ownerDocument.createElement('h2');
      heading.append(...element.childNodes);
      element.replaceWith(heading);
      element = heading;
    } else if (!ALLOWED_ELEMENTS.has(name)) {
      // An unknown but harmless wrapper (font, center, custom elements…) gives way to its content, checked in turn.
      const children = [...element.childNodes];
      element.replaceWith(...children);
      children.forEach(visit);
      return;
    }
    if (cleanAttributes(element, element.localName, hosts, base)) visitChildren(element);
    else element.remove();
  };
  visitChildren(root);
}

/** Platform HTML as safe nodes, ready to attach. */
export async function safeHtml(html: string, options: SafeHtmlOptions = {}): Promise<DocumentFragment> {
  const fragment = await parsedAndCleaned(html);
  enforcePolicy(fragment, options);
  return fragment;
}

/** Where pages are rendered on the server, the same policy there, as markup (the browser never sets one). */
let markupOnServer: ((html: string) => string) | null = null;
export function setServerSanitiser(sanitise: (html: string) => string): void {
  markupOnServer = sanitise;
}
/** Platform HTML as the markup of the safe nodes, while the server renders a page; empty in the browser. */
export const serverSafeMarkup = (html: string): string => markupOnServer?.(html) ?? '';
