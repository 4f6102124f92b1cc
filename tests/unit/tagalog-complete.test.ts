import { describe, expect, it } from 'vitest';
import { localeTexts, NAMES } from '../support/tagalog-words';

describe('Tagalog texts', () => {
  it('differ from the English ones except where the text is a name (brand, provider, product, place)', () => {
    const english = localeTexts('en');
    const untranslated = [...localeTexts('ty')]
      .filter(([key, value]) => english.get(key) === value && !(NAMES as readonly string[]).includes(value))
      .map(([key, value]) => `${key} = ${value}`);
    expect(untranslated).toEqual([]);
  });
});
