import { siteState } from './site';

/*
 * The one sanitiser configuration for HTML the platform sends (notices, promotions, help,
 * popups). The browser's own sanitizer (`setHTML`) or, where it has none, DOMPurify (loaded
 * only then) parses and cleans the HTML inertly; then one policy below is enforced on what
 * they kept, whichever of the two ran: an allow-list of elements and attributes, links that
 * open in a new tab, images only from allowed hosts, inline styles limited to plain values.
 * The result is a fragment of nodes attached as is, never serialised and parsed again.
 * (The lists are space-separated words: Home's popups carry this module, and every byte counts there.)
 */

const words = (list: string) => new Set(list.split(' '));

/** Elements kept (their attributes are filtered below). h1 becomes h2: a page has one h1, its own. */
const ALLOWED_ELEMENTS = words(
  'a abbr b blockquote br caption code col colgroup dd del div dl dt em figcaption figure h2 h3 h4 h5 h6 hr i img ins li mark ol p pre s section small span strong sub sup table tbody td tfoot th thead tr u ul',
);

/** Elements dropped with everything inside them: active, embedding, page-wide or form content. */
const DROPPED =
  'applet audio base button canvas dialog embed form frame frameset head iframe input link math meta noembed noframes noscript object option picture plaintext portal script select slot source style svg template textarea title track video xmp';
const DROPPED_WITH_CONTENT = words(DROPPED);

/** Attributes kept on any element, then by element. */
const GLOBAL_ATTRIBUTES = words('title dir lang style');
const ELEMENT_ATTRIBUTES: Record<string, Set<string>> = {
  a: words('href'),
  img: words('src alt width height'),
  td: words('colspan rowspan align'),
  th: words('colspan rowspan align scope'),
  ol: words('start type'),
  col: words('span'),
  colgroup: words('span'),
  p: words('align'),
  div: words('align'),
};

/** Inline style properties kept; positioning and anything that can fetch (backgrounds, fonts, content) are not among them. */
const STYLE_PROPERTIES = words(
  'color background-color font-size font-weight font-style text-align text-decoration line-height letter-spacing vertical-align white-space width max-width height margin margin-top margin-bottom margin-left margin-right padding padding-top padding-bottom padding-left padding-right border border-top border-bottom border-left border-right border-color border-width border-style border-radius border-collapse',
);
/** A style value: words, numbers, units, colours, or an rgb/hsl colour; no other function (url, expression, image-set…), no escapes. */
const PLAIN_STYLE_VALUE = /^(?:[#%.,\w\s-]|(?:rgba?|hsla?)\([\d\s.,%]*\))*$/i;

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

function safeStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const plain = declaration.slice(colon + 1).trim();
      return colon > 0 && STYLE_PROPERTIES.has(property) && plain && PLAIN_STYLE_VALUE.test(plain) ? `${property}: ${plain}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

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
