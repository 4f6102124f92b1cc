import { expect, it } from 'vitest';
import { plainText } from './plain-text';

const RUN = 'window.__pwned=1';

it('gives a plain-text preview of a notice without attaching, running or loading anything', () => {
  expect(plainText(`<p>Hello <b>there</b></p><script>${RUN}</script><img src=x onerror="${RUN}">`)).toBe('Hello there');
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});
