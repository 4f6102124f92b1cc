import { ALLOWED_ELEMENTS, DROPPED, ELEMENT_ATTRIBUTES, GLOBAL_ATTRIBUTES, safeStyle } from '../../../../contract/html-policy';

/*
 * HTML the back office stores (announcement, promotion and help bodies), cleaned by the platform's
 * policy (contract/html-policy.ts) before it is written: DOMPurify over jsdom (which parses as
 * browsers do) keeps only the allowed elements and attributes, drops active and embedding content
 * with what is inside it, keeps links to web pages, mail and phone only and inline styles of plain
 * values. The app cleans what it shows again by the same policy; what is stored is already inert.
 */

type Purifier = { sanitize(html: string, config: Record<string, unknown>): string };

const words = (list: string) => list.split(' ');
const ALLOWED_TAGS = [...words(ALLOWED_ELEMENTS), 'h1'];
const ALLOWED_ATTR = [...new Set([...words(GLOBAL_ATTRIBUTES), ...Object.values(ELEMENT_ATTRIBUTES).flatMap(words)])];
/**
 * Web pages, mail and phone, or a value without a scheme (DOMPurify holds every attribute's value to
 * this, so plain values such as colspan's pass by the last two branches); nothing that runs.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const OWN_SCHEMES = /^(?:https?|mailto|tel):/i;

let purifier: Promise<Purifier> | undefined;

/** Loaded on the first body cleaned: a server whose office never writes does not hold a DOM. */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createPurify(window as unknown as Parameters<typeof createPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'style') {
        const kept = safeStyle(data.attrValue);
        if (kept) data.attrValue = kept;
        else data.keepAttr = false;
      }
      // DOMPurify lets pictures carry data: addresses; here an address with a scheme is a web page, mail or phone only.
      if (data.attrName === 'src' || data.attrName === 'href') {
        // Browsers skip blanks and control characters inside a scheme (java\tscript:): so does this check.
        const address = [...data.attrValue].filter((c) => c.charCodeAt(0) > 0x20).join('');
        if (/^[a-z][a-z0-9+.-]*:/i.test(address) && !OWN_SCHEMES.test(address)) data.keepAttr = false;
      }
    });
    return purify as unknown as Purifier;
  })();
  return purifier;
}

/** The body as it may be stored and shown: only what the policy allows, serialised. */
export async function cleanHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    FORBID_TAGS: words(DROPPED),
    FORBID_CONTENTS: words(DROPPED),
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
