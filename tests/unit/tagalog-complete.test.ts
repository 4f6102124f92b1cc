import { describe, expect, it } from 'vitest';
import { localeTexts, NAMES } from '../support/tagalog-words';

/**
 * The install guide draws the phone's own buttons (Share, Add to Home Screen…) with the words the
 * phone shows, and phones here show them in English: those texts stay as the phone has them.
 */
const PHONE_SCREEN_KEYS = /^content:download\.screen\./;

describe('Tagalog texts', () => {
  it('differ from the English ones except where the text is a name (brand, provider, product, place)', () => {
    const english = localeTexts('en');
    const untranslated = [...localeTexts('ty')]
      .filter(([key, value]) => english.get(key) === value && !(NAMES as readonly string[]).includes(value) && !PHONE_SCREEN_KEYS.test(key))
      .map(([key, value]) => `${key} = ${value}`);
    expect(untranslated).toEqual([]);
  });
});
