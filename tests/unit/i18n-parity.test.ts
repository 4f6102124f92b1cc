import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve('src/locales');
const LANGUAGES = ['en', 'ty'];

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path, with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) leaves(value, full).forEach((v, k) => out.set(k, v));
    else out.set(full, value);
  }
  return out;
}

const read = (language: string, file: string) => JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree;
const filesOf = (language: string) =>
  readdirSync(path.join(LOCALES, language))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('locale files', () => {
  it('every namespace exists in both EN and TY', () => {
    expect(filesOf('ty')).toEqual(filesOf('en'));
    expect(filesOf('en')).toEqual(expect.arrayContaining(['common.json', 'errors.json', 'home.json', 'shell.json']));
  });

  for (const file of filesOf('en')) {
    it(`${file}: EN and TY have the same keys, each a non-empty text`, () => {
      const [en, ty] = LANGUAGES.map((language) => leaves(read(language, file)));
      const missingInTy = [...en!.keys()].filter((key) => !ty!.has(key));
      const missingInEn = [...ty!.keys()].filter((key) => !en!.has(key));
      expect({ missingInTy, missingInEn }).toEqual({ missingInTy: [], missingInEn: [] });
      for (const table of [en!, ty!]) {
        const bad = [...table].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
        expect(bad).toEqual([]);
      }
    });

    it(`${file}: EN and TY use the same placeholders in each text`, () => {
      const [en, ty] = LANGUAGES.map((language) => leaves(read(language, file)));
      const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const mismatched = [...en!.keys()].filter(
        (key) => ty!.has(key) && placeholders(en!.get(key)).join() !== placeholders(ty!.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });
  }
});
