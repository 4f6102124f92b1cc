/*
 * The text of platform HTML, for previews, read as a string: the same on the server that renders
 * the page and in the browser that takes it over, and nothing in it is ever parsed into a page,
 * run or loaded. It reads as the DOM's `textContent` does once scripts, styles, templates and
 * noscript blocks are dropped, with a space where a block (a paragraph, a list item, a line break) ends.
 */

const DROPPED_BLOCK = /<(script|style|template|noscript)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const DECLARATION = /<[!?][^>]*>/g;
const TAG = /<\/?([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Elements a browser shows on lines of their own: their edges read as a space, so paragraphs do not run together. */
const BLOCK = new Set(
  'address article aside blockquote br caption dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));?/g;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  times: '×',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
};

/** As HTML reads a numeric reference: one that names no character reads as the replacement character. */
const fromCodePoint = (code: number) =>
  code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number(decimal));
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    return NAMED[name!] ?? entity;
  });
}

export function plainText(html: string): string {
  const text = html
    .replace(COMMENT, '')
    .replace(DROPPED_BLOCK, '')
    .replace(DECLARATION, '')
    .replace(TAG, (_tag, name: string) => (BLOCK.has(name.toLowerCase()) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
