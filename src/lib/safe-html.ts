import { siteState } from './site';

/*
 * The one sanitiser configuration for HTML the platform sends (notices, promotions, help,
 * popups). The browser's own sanitizer (`setHTML`) or, where it has none, DOMPurify (loaded
 * only then) parses and cleans the HTML inertly; then one policy below is enforced on what
 * they kept, whichever of the two ran: an allow-list of elements and attributes, links that
 * open in a new tab, images only from allowed hosts, inline styles limited to plain values.
 * The result is a fragment of nodes attached as is, never serialised and parsed again.
 */

/** Elements kept (their attributes are filtered below). h1 becomes h2: a page has one h1, its own. */
const ALLOWED_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Elements dropped with everything inside them: active, embedding, page-wide or form content. */
const DROPPED_WITH_CONTENT = new Set([
  'applet',
  'audio',
  'base',
  'button',
  'canvas',
  'dialog',
  'embed',
  'form',
  'frame',
  'frameset',
  'head',
  'iframe',
  'input',
  'link',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'picture',
  'plaintext',
  'portal',
  'script',
  'select',
  'slot',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'track',
  'video',
  'xmp',
]);

const GLOBAL_ATTRIBUTES = new Set(['title', 'dir', 'lang', 'style']);
const ELEMENT_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'align']),
  th: new Set(['colspan', 'rowspan', 'align', 'scope']),
  ol: new Set(['start', 'type']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  p: new Set(['align']),
  div: new Set(['align']),
};

/** Inline style properties kept; positioning and anything that can fetch (backgrounds, fonts, content) are not among them. */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'width',
  'max-width',
  'height',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-top',
  'border-bottom',
  'border-left',
  'border-right',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'border-collapse',
]);
/** A style value: words, numbers, units, colours, or an rgb/hsl colour; no other function (url, expression, image-set…), no escapes. */
const PLAIN_STYLE_VALUE = /^(?:[#%.,\w\s-]|(?:rgba?|hsla?)\([\d\s.,%]*\))*$/i;

export interface SafeHtmlOptions {
  /** Hosts images may come from besides this origin; by default the platform's image CDNs from site info. */
  imageHosts?: readonly string[];
}

/** The hosts of the platform's image CDNs (addresses relative to this origin add nothing). */
export function cdnHosts(cdns: readonly string[] = siteState.info?.imageCDNs ?? []): string[] {
  return cdns.flatMap((cdn) => {
    try {
      return /^https?:\/\//i.test(cdn) ? [new URL(cdn).host] : [];
    } catch {
      return [];
    }
  });
}

type SanitizingTemplate = HTMLTemplateElement & {
  setHTML(html: string, options: { sanitizer: { removeElements: string[] } }): void;
};

const browserSanitizes = () => typeof HTMLTemplateElement !== 'undefined' && 'setHTML' in HTMLTemplateElement.prototype;

async function parsedAndCleaned(html: string): Promise<DocumentFragment> {
  if (browserSanitizes()) {
    const template = document.createElement('template') as SanitizingTemplate;
    template.setHTML(html, { sanitizer: { removeElements: [...DROPPED_WITH_CONTENT] } });
    return template.content;
  }
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: [...DROPPED_WITH_CONTENT], ALLOW_DATA_ATTR: false });
}

const hostOf = (url: URL) => url.host.toLowerCase();

function resolved(value: string): URL | null {
  try {
    return new URL(value.trim(), window.location.href);
  } catch {
    return null;
  }
}

/** A link may go to a web page, a mail address or a phone number; it always opens apart from the app. */
function safeLink(value: string): string | null {
  const url = resolved(value);
  if (!url || !['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) return null;
  return url.href;
}

/** An image may come from this origin or an allowed host, over http(s) only. */
function safeImage(value: string, hosts: ReadonlySet<string>): string | null {
  const url = resolved(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return hosts.has(hostOf(url)) ? url.href : null;
}

function safeStyle(value: string): string {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (STYLE_PROPERTIES.has(property) && propertyValue && PLAIN_STYLE_VALUE.test(propertyValue))
      kept.push(`${property}: ${propertyValue}`);
  }
  return kept.join('; ');
}

function cleanAttributes(element: Element, name: string, hosts: ReadonlySet<string>): boolean {
  const allowed = ELEMENT_ATTRIBUTES[name];
  for (const attribute of [...element.attributes]) {
    const attributeName = attribute.name.toLowerCase();
    if (!GLOBAL_ATTRIBUTES.has(attributeName) && !allowed?.has(attributeName)) element.removeAttribute(attribute.name);
  }
  const style = element.getAttribute('style');
  if (style !== null) {
    const kept = safeStyle(style);
    if (kept) element.setAttribute('style', kept);
    else element.removeAttribute('style');
  }
  if (name === 'a') {
    const href = element.getAttribute('href');
    const link = href === null ? null : safeLink(href);
    if (link) {
      element.setAttribute('href', link);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else element.removeAttribute('href');
  }
  if (name === 'img') {
    const src = element.getAttribute('src');
    const image = src === null ? null : safeImage(src, hosts);
    if (!image) return false;
    element.setAttribute('src', image);
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
    element.setAttribute('referrerpolicy', 'no-referrer');
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
  }
  return true;
}

/** Enforces the policy on a parsed fragment, in place: what is left is allowed by it. */
export function enforcePolicy(root: DocumentFragment | Element, options: SafeHtmlOptions = {}): void {
  const hosts = new Set([window.location.host, ...(options.imageHosts ?? cdnHosts())].map((host) => host.toLowerCase()));
  const visitChildren = (parent: Node) => {
    for (const node of [...parent.childNodes]) visit(node);
  };
  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) return;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      return;
    }
    let element = node as Element;
    const name = element.localName.toLowerCase();
    // Elements outside the HTML namespace (SVG, MathML smuggled in by mutation tricks) are never kept.
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED_WITH_CONTENT.has(name)) {
      element.remove();
      return;
    }
    if (name === 'h1') {
      const heading = document.createElement('h2');
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
    if (!cleanAttributes(element, element.localName.toLowerCase(), hosts)) {
      element.remove();
      return;
    }
    visitChildren(element);
  };
  visitChildren(root);
}

/** Platform HTML as safe nodes, ready to attach. */
export async function safeHtml(html: string, options: SafeHtmlOptions = {}): Promise<DocumentFragment> {
  const fragment = await parsedAndCleaned(html);
  enforcePolicy(fragment, options);
  return fragment;
}

/** The text of platform HTML, for previews: parsed inertly, nothing attached or loaded. */
export function plainText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
