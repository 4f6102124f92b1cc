import { afterEach, describe, expect, it } from 'vitest';
import { countVisit, markAddToHomeOffered, mayOfferAddToHome } from '@/lib/add-to-home';
import { pwaState, type InstallPromptEvent } from '@/lib/pwa';
import { addToHomeKind } from './add-to-home-offer';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  pwaState.installPrompt = null;
  pwaState.standalone = false;
});

describe('the add-to-home offer', () => {
  it('counts a visit once per browser session, and waits for the second visit', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    expect(mayOfferAddToHome(1)).toBe(false);
    sessionStorage.clear();
    expect(countVisit()).toBe(2);
    expect(mayOfferAddToHome(2)).toBe(true);
  });

  it('is offered once', () => {
    markAddToHomeOffered();
    expect(mayOfferAddToHome(3)).toBe(false);
  });

  it('gives Safari on iPhone the steps and an Android browser that can install the install; other browsers nothing', () => {
    expect(addToHomeKind(IOS_SAFARI)).toBe('ios');
    expect(addToHomeKind(IOS_CHROME)).toBeNull();
    expect(addToHomeKind(ANDROID_CHROME)).toBeNull();
    pwaState.installPrompt = new Event('beforeinstallprompt') as InstallPromptEvent;
    expect(addToHomeKind(ANDROID_CHROME)).toBe('android');
  });

  it('is never offered inside the installed app', () => {
    pwaState.standalone = true;
    expect(addToHomeKind(IOS_SAFARI)).toBeNull();
  });
});
