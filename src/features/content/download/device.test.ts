import { describe, expect, it } from 'vitest';
import { detectInstallGuide, iosVersion } from './device';

const phone = { standalone: false, maxTouchPoints: 5 };
const desktop = { standalone: false, maxTouchPoints: 0 };
const UA = {
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  ipadAsMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21B74 [FBAN/FBIOS;FBAV/442.0.0.38.109;FBBV/553125826]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/428.0]',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI',
  unknownWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFacebook:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0]',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  androidEdge:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
  androidOpera:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.4342.79',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('install guide by browser', () => {
  it('gives Safari on iPhone the Share → Add to Home Screen guide, with its iOS version', () => {
    expect(detectInstallGuide(UA.iphoneSafari17, phone)).toEqual({ kind: 'ios-safari', ipad: false, version: 17.4 });
    expect(detectInstallGuide(UA.iphoneSafari11, phone)).toEqual({ kind: 'ios-safari', ipad: false, version: 11.4 });
  });

  it('knows an iPad that presents itself as a Mac by its touch points, and a real Mac by their absence', () => {
    expect(detectInstallGuide(UA.ipadAsMac, phone)).toEqual({ kind: 'ios-safari', ipad: true, version: 18.1 });
    expect(detectInstallGuide(UA.ipadAsMac, desktop)).toEqual({ kind: 'desktop' });
  });

  it('names the in-app browsers of Facebook, Messenger and TikTok, and counts an unnamed web view as one', () => {
    expect(detectInstallGuide(UA.facebookIos, phone)).toMatchObject({ kind: 'ios-in-app', app: 'Facebook' });
    expect(detectInstallGuide(UA.messengerIos, phone)).toMatchObject({ kind: 'ios-in-app', app: 'Messenger' });
    expect(detectInstallGuide(UA.tiktokIos, phone)).toMatchObject({ kind: 'ios-in-app', app: 'TikTok' });
    expect(detectInstallGuide(UA.unknownWebView, phone)).toMatchObject({ kind: 'ios-in-app', app: null });
  });

  it('tells Chrome on iOS apart from Safari', () => {
    expect(detectInstallGuide(UA.chromeIos, phone)).toEqual({ kind: 'ios-chrome', ipad: false, version: 17.4 });
  });

  it('sorts Android browsers: Chrome, Samsung Internet, and in-app views', () => {
    expect(detectInstallGuide(UA.androidChrome, phone)).toEqual({ kind: 'android', browser: 'chrome' });
    expect(detectInstallGuide(UA.samsung, phone)).toEqual({ kind: 'android', browser: 'samsung' });
    expect(detectInstallGuide(UA.androidFacebook, phone)).toEqual({ kind: 'android-in-app', app: 'Facebook' });
  });

  it('gives Firefox its own steps, and browsers that only borrow Chrome’s token the general ones', () => {
    expect(detectInstallGuide(UA.androidFirefox, phone)).toEqual({ kind: 'android', browser: 'firefox' });
    expect(detectInstallGuide(UA.androidEdge, phone)).toEqual({ kind: 'android', browser: 'other' });
    expect(detectInstallGuide(UA.androidOpera, phone)).toEqual({ kind: 'android', browser: 'other' });
  });

  it('shows the installed state in the installed app whatever the browser', () => {
    expect(detectInstallGuide(UA.iphoneSafari17, { ...phone, standalone: true })).toEqual({ kind: 'installed' });
    expect(detectInstallGuide(UA.windows, desktop)).toEqual({ kind: 'desktop' });
  });

  it('reads the iOS version from the OS token, else from Safari’s version', () => {
    expect(iosVersion('CPU iPhone OS 12_1 like Mac OS X')).toBe(12.1);
    expect(iosVersion('Version/16 Safari/605')).toBe(16);
    expect(iosVersion('nothing')).toBeNull();
  });
});
