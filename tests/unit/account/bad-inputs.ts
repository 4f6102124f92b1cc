import type { FieldIssue } from '../../../contract/field-validation';
import type { PatternId } from '../../../contract/patterns';

/** The rule a generated value breaks, as the field checker names it. */
export interface BadInput {
  value: string;
  issue: FieldIssue;
  /** What kind of bad input this is, for the test name. */
  label: string;
}

interface Rule {
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

/** A value every pattern accepts in the middle of a field, used to fit bad characters to the length bounds. */
const FILLER: Record<PatternId, string> = {
  USERNAME: 'a',
  PASSWORD: 'a1',
  MOBILE: '1',
  DIGITS: '1',
  ALNUM: 'a',
  NAME: 'a',
  EMAIL: 'a',
  TEXT: 'a',
  DATE: '1',
};

const SCRIPT = '<script>alert(1)</script>';
const UNICODE = ['ñ', 'é', 'ß', '中', '😀', '\u200b', '\u202e', '\u0000', '１', '٣', '€'];
const PUNCTUATION = ['<', '>', ' ', '"', "'", ';', '&', '/', '\\', '%', '#', '!', '?', '(', '=', '+', '@', '_', '-', '.', ',', '*', '\t'];

/** Characters that break each pattern wherever they stand between filler characters. */
const BREAKERS: Record<PatternId, string[]> = {
  USERNAME: [...PUNCTUATION, ...UNICODE],
  ALNUM: [...PUNCTUATION, ...UNICODE],
  PASSWORD: [' ', '\t', '\u00a0', ...UNICODE],
  MOBILE: [...PUNCTUATION, ...UNICODE, 'a', 'e', 'X'],
  DIGITS: [...PUNCTUATION, ...UNICODE, 'a', 'e', 'X'],
  NAME: [
    '<',
    '>',
    '"',
    ';',
    '&',
    '/',
    '\\',
    '%',
    '#',
    '!',
    '?',
    '(',
    '=',
    '+',
    '@',
    '_',
    ',',
    '*',
    '\t',
    '1',
    '9',
    '😀',
    '\u200b',
    '\u0000',
  ],
  TEXT: ['<', '>'],
  EMAIL: [
    '<',
    '>',
    ' ',
    '"',
    ';',
    ',',
    '(',
    '\\',
    '!',
    '#',
    '$',
    '%',
    '&',
    '*',
    '=',
    '?',
    ...UNICODE.filter((c) => c !== 'ñ' && c !== 'é' && c !== 'ß' && c !== '中' && c !== '１' && c !== '٣'),
  ],
  DATE: [...PUNCTUATION.filter((c) => c !== '-'), ...UNICODE, 'a', 'X'],
};

/** Whole values that break a pattern by their shape rather than one character. */
const SHAPES: Record<PatternId, string[]> = {
  USERNAME: ['1abcdef', '9user99', '_abcdef'],
  ALNUM: [],
  PASSWORD: ['abcdefgh', 'ABCDEFGH', '12345678', '!!!!!!!!', '<script>', 'password', '87654321'],
  MOBILE: ['+639171234', '0917-123-4567', '(0917)12345'],
  DIGITS: ['12 34', '1e10', '-1234'],
  NAME: [' Juan', '.Maria', "'Ana", '-Jose'],
  TEXT: [SCRIPT, '<b>bold</b>', 'a>b'],
  EMAIL: [
    'abcdef',
    '@example.com',
    'name@',
    'name@host',
    'name@host.c',
    'name@host.comxx',
    'name@@host.com',
    'na me@host.com',
    'name.@host.com',
    '.name@host.com',
    'name@host..com',
    SCRIPT + '@x.com',
  ],
  DATE: ['2020/01/01', '01-01-2020', '20200101AB', 'abcd-ef-gh', '2020-1-1  ', '２０２０-01-01', '2020_01_01', '<script>12'],
};

const WHITESPACE = [' ', '   ', '\t', '\n', ' \n\t ', '\u00a0', '\u3000'];

/** Fits `value` into the rule's length bounds with filler, keeping the breaking part. */
function fit(value: string, rule: Rule): string {
  const chars = [...value];
  const filler = FILLER[rule.patternId];
  while (chars.length < rule.minLength) chars.push(...filler);
  return chars.slice(0, Math.max(rule.maxLength, 1)).join('');
}

/**
 * At least `atLeast` bad values for one field: empty, whitespace only, too short, too long,
 * script tags, unicode, and characters or shapes its pattern refuses, each with the issue
 * the field checker must report for it.
 */
export function badInputsFor(rule: Rule, atLeast = 60): BadInput[] {
  const out: BadInput[] = [];
  const filler = FILLER[rule.patternId];
  if (rule.required) out.push({ value: '', issue: 'required', label: 'empty' });
  for (const ws of WHITESPACE) out.push({ value: ws, issue: 'blank', label: 'whitespace' });
  const longBase = rule.patternId === 'EMAIL' ? 'a' : filler;
  out.push({ value: longBase.repeat(rule.maxLength + 1).slice(0, rule.maxLength + 1), issue: 'maxLength', label: 'too long' });
  out.push({ value: SCRIPT.repeat(Math.ceil((rule.maxLength + 1) / SCRIPT.length)), issue: 'maxLength', label: 'too long script' });
  out.push({ value: '😀'.repeat(rule.maxLength + 1), issue: 'maxLength', label: 'too long unicode' });
  if (rule.minLength > 1) {
    out.push({ value: filler.repeat(rule.minLength).slice(0, rule.minLength - 1), issue: 'minLength', label: 'too short' });
  }
  for (const shape of SHAPES[rule.patternId]) {
    const value = fit(shape, rule);
    out.push({ value, issue: 'pattern', label: `shape ${JSON.stringify(shape)}` });
  }
  const breakers = BREAKERS[rule.patternId];
  const base = rule.patternId === 'EMAIL' ? 'ab@cd.com' : rule.patternId === 'DATE' ? '2000-01-01' : null;
  for (let round = 0; out.length < atLeast && round < 6; round++) {
    for (const bad of breakers) {
      if (out.length >= atLeast) break;
      let value: string;
      if (base) {
        const at = [0, 1, 2, base.length - 1, base.length, 3][round]!;
        value = base.slice(0, at) + bad + base.slice(at);
        if ([...value].length > rule.maxLength) value = [...base].slice(0, rule.maxLength - 1).join('') + bad;
      } else {
        // Round 0 puts the bad character first, then further into the value.
        const lead = rule.patternId === 'PASSWORD' ? 'a1' : filler.repeat(round);
        value = fit(lead + bad, rule);
        if (!value.includes(bad)) value = fit(bad, rule);
      }
      out.push({ value, issue: 'pattern', label: `character ${JSON.stringify(bad)} (${round})` });
    }
  }
  return out.filter((input) => input.value.trim() !== '' || input.issue !== 'pattern');
}

/** Bad inputs across a whole form: each field's bad values with the other fields left valid. */
export function badFormInputs<F extends string>(rules: Record<F, Rule>, atLeast = 200): Array<{ field: F } & BadInput> {
  const fields = Object.keys(rules) as F[];
  const perField = Math.max(40, Math.ceil(atLeast / fields.length) + 5);
  return fields.flatMap((field) => badInputsFor(rules[field], perField).map((input) => ({ field, ...input })));
}
