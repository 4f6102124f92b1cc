/*
 * The one policy for HTML the platform sends (notices, promotions, help, popups), as plain lists:
 * the app enforces it on what it shows (src/lib/safe-html.ts) and the platform cleans what the back
 * office stores by it. The lists are space-separated words: Home's popups carry them, and every
 * byte counts there.
 */

/** Elements kept (their attributes are filtered). h1 becomes h2 where the app shows it: a page has one h1, its own. */
export const ALLOWED_ELEMENTS =
  'a abbr b blockquote br caption code col colgroup dd del div dl dt em figcaption figure h2 h3 h4 h5 h6 hr i img ins li mark ol p pre s section small span strong sub sup table tbody td tfoot th thead tr u ul';

/** Elements dropped with everything inside them: active, embedding, page-wide or form content. */
export const DROPPED =
  'applet audio base button canvas dialog embed form frame frameset head iframe input link math meta noembed noframes noscript object option picture plaintext portal script select slot source style svg template textarea title track video xmp';

/** Attributes kept on any element, then by element. */
export const GLOBAL_ATTRIBUTES = 'title dir lang style';
export const ELEMENT_ATTRIBUTES: Record<string, string> = {
  a: 'href',
  img: 'src alt width height',
  td: 'colspan rowspan align',
  th: 'colspan rowspan align scope',
  ol: 'start type',
  col: 'span',
  colgroup: 'span',
  p: 'align',
  div: 'align',
};

/** Inline style properties kept; positioning and anything that can fetch (backgrounds, fonts, content) are not among them. */
export const STYLE_PROPERTIES =
  'color background-color font-size font-weight font-style text-align text-decoration line-height letter-spacing vertical-align white-space width max-width height margin margin-top margin-bottom margin-left margin-right padding padding-top padding-bottom padding-left padding-right border border-top border-bottom border-left border-right border-color border-width border-style border-radius border-collapse';

/** A style value: words, numbers, units, colours, or an rgb/hsl colour; no other function (url, expression, image-set…), no escapes. */
export const PLAIN_STYLE_VALUE = /^(?:[#%.,\w\s-]|(?:rgba?|hsla?)\([\d\s.,%]*\))*$/i;

const KEPT_STYLES = new Set(STYLE_PROPERTIES.split(' '));

/** An inline style with only the allowed properties and plain values; empty when nothing is left. */
export function safeStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const plain = declaration.slice(colon + 1).trim();
      return colon > 0 && KEPT_STYLES.has(property) && plain && PLAIN_STYLE_VALUE.test(plain) ? `${property}: ${plain}` : '';
    })
    .filter(Boolean)
    .join('; ');
}
