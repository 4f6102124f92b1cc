import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from './cookies';

describe('cookies the app writes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are secure on a page served over HTTPS and plain over HTTP', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    writeCookie('tala_lang=EN; path=/', 'https:');
    writeCookie('tala_lang=EN; path=/', 'http:');
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual(['tala_lang=EN; path=/; secure', 'tala_lang=EN; path=/']);
  });
});
