/**
 * Field patterns the registration and login rules name by id. Client and server both
 * validate with these, so a message keyed by pattern id always matches what the
 * server accepts.
 */
export const FIELD_PATTERNS = {
  USERNAME: /^[a-zA-Z][a-zA-Z0-9]*$/,
  PASSWORD: /^(?=.*[a-zA-Z])(?=.*\d)[\x21-\x7e]+$/,
  MOBILE: /^\d+$/,
  DIGITS: /^\d+$/,
  ALNUM: /^[a-zA-Z0-9]+$/,
  NAME: /^[\p{L}][\p{L} .'-]*$/u,
  // Word characters, optional dotted parts, @, a domain ending in a 2-3 letter suffix. Written without
  // nested optional quantifiers (`(\w+([.-]?\w+)*`), which backtrack exponentially on a long non-address.
  EMAIL: /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/,
  TEXT: /^[^<>]*$/,
  DATE: /^\d{4}-\d{2}-\d{2}$/,
} as const;

export type PatternId = keyof typeof FIELD_PATTERNS;
export const PATTERN_IDS = Object.keys(FIELD_PATTERNS) as PatternId[];
