import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('app settings', () => {
  it('fall back to their defaults when absent', () => {
    expect(readEnv({})).toEqual({ platformUrl: '', merchantCode: null, appUserAgentMarker: 'TalaApp/' });
  });

  it('are taken as given when well formed', () => {
    expect(
      readEnv({ VITE_PLATFORM_URL: 'https://platform.example', VITE_MERCHANT_CODE: 'TALA_2', VITE_APP_UA_MARKER: 'TalaApp/2.1' }),
    ).toEqual({
      platformUrl: 'https://platform.example',
      merchantCode: 'TALA_2',
      appUserAgentMarker: 'TalaApp/2.1',
    });
  });

  it('stop start-up with every problem named, one per setting', () => {
    let error: unknown;
    try {
      readEnv({ VITE_PLATFORM_URL: 'platform', VITE_MERCHANT_CODE: 'tala', VITE_APP_UA_MARKER: 'x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      'VITE_PLATFORM_URL: use an absolute URL, or leave it empty',
      'VITE_MERCHANT_CODE: use 2-20 capital letters, digits or _',
      'VITE_APP_UA_MARKER: use at least 2 characters',
    ]);
  });
});
