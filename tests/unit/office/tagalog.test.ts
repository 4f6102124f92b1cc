import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTexts, NAMES, wordsOf } from '../../support/tagalog-words';

/** Every `words.ts` of the back office (the frame's and each room's), found on disk so a new room is checked too. */
function wordFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return wordFiles(full);
    return entry.name === 'words.ts' ? [full] : [];
  });
}

type Words = { en: Record<string, string>; ty: Record<string, string> };
const isWords = (value: unknown): value is Words =>
  typeof value === 'object' && value !== null && 'en' in value && 'ty' in value && typeof (value as Words).en === 'object';

/** Words Tagalog texts use themselves (the player app's loanwords: password, code, online …) and names. */
const tagalogVocabulary = new Set([...localeTexts('ty').values(), ...NAMES].flatMap(wordsOf));

/** The texts of `words` whose Tagalog is missing, or the English left as it was (not loanwords and names). */
function untranslatedIn(words: Words, where: string): string[] {
  expect(Object.keys(words.ty).sort(), where).toEqual(Object.keys(words.en).sort());
  return Object.entries(words.en).flatMap(([key, english]) => {
    const tagalog = words.ty[key] ?? '';
    expect(tagalog.trim(), `${where}.${key}`).not.toBe('');
    return tagalog === english && wordsOf(english).some((word) => word.length > 1 && !tagalogVocabulary.has(word))
      ? [`${where}.${key} = ${english}`]
      : [];
  });
}

describe('the back office in Tagalog', () => {
  it('has a Tagalog text for every English one, and none left in English but loanwords and names', async () => {
    const untranslated: string[] = [];
    for (const file of wordFiles(path.resolve('office/src'))) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, words] of Object.entries(module).filter((entry): entry is [string, Words] => isWords(entry[1]))) {
        untranslated.push(...untranslatedIn(words, `${path.relative('office/src', file)} ${name}`));
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('has the support console (live chat, feedback, comments) in Tagalog too', async () => {
    const { SUPPORT_WORDS } = await import('../../../server/src/routes/support-console-words');
    expect(untranslatedIn(SUPPORT_WORDS, 'support console')).toEqual([]);
  });
});
