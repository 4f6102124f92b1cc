import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What "English on a Tagalog screen" means for the tests: a word the English texts use that no
 * Tagalog text uses. Words the Tagalog texts use themselves (loanwords Filipino players read every
 * day: password, code, SMS, online, casino) are Tagalog here. Names are neither.
 */

type Tree = { [key: string]: string | Tree };

/** Names that read the same in every language: the brand, providers, products and places. */
export const NAMES = [
  'Tala',
  'JILI',
  'FC',
  'PGE',
  'PP',
  'BGS',
  'TCG',
  'SEA',
  'Facebook',
  'Google',
  'Telegram',
  'WhatsApp',
  'WeChat',
  'LINE',
  'QQ',
  'Zalo',
  'Hong Kong',
  'Indonesia',
  'Malaysia',
  'Philippines',
  'Pilipinas',
  'English',
  'Tagalog',
  'iPhone',
  'Android',
  'iOS',
  'Safari',
  'Chrome',
  'GCash',
  'PayMaya',
  'Maya',
  'E-mail',
  'BAR',
  'Bar',
  'Plum',
  'Bingo',
  'Poker',
  'Slots',
  'JACKPOT',
  'Jackpot',
  'OK',
  'ID',
  'SMS',
  'PHP',
] as const;

const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );

export function localeTexts(language: 'en' | 'ty'): Map<string, string> {
  const folder = path.resolve('src/locales', language);
  const texts = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree;
    for (const [key, value] of flatten(tree)) texts.set(`${file.replace('.json', '')}:${key}`, value);
  }
  return texts;
}

/** The words of a text, lower-cased, without interpolations ({{name}}) or markup (<1>…</1>). */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<\/?\d+>/g, ' ')
      .match(/[A-Za-z][A-Za-z'’]*/g) ?? []
  ).map((word) => word.toLowerCase());
}

/** Words only the English texts use: seeing one on a Tagalog screen means English leaked in. */
export function englishOnlyWords(): Set<string> {
  const tagalog = new Set([...localeTexts('ty').values(), ...NAMES].flatMap(wordsOf));
  return new Set([...localeTexts('en').values()].flatMap(wordsOf).filter((word) => word.length > 1 && !tagalog.has(word)));
}
