import { describe, expect, it } from 'vitest';
import { mayNotify } from './staff-reply-alert';

describe('staff reply notification', () => {
  it('shows only for the app in the background, with the choice on and the browser allowing it', () => {
    expect(mayNotify(true, true, 'granted')).toBe(true);
    expect(mayNotify(false, true, 'granted')).toBe(false);
    expect(mayNotify(true, false, 'granted')).toBe(false);
    expect(mayNotify(true, true, 'denied')).toBe(false);
    expect(mayNotify(true, true, 'default')).toBe(false);
    expect(mayNotify(true, true, 'unsupported')).toBe(false);
  });
});
