/*
 * Which install guide fits the browser the page runs in, read from its user agent (and, for an
 * iPad that presents itself as a Mac, from its touch points).
 */

export type InstallGuide =
  | { kind: 'installed' }
  | { kind: 'ios-safari'; ipad: boolean; version: number | null }
  | { kind: 'ios-in-app'; ipad: boolean; app: string | null; version: number | null }
  | { kind: 'ios-chrome'; ipad: boolean; version: number | null }
  | { kind: 'android'; browser: 'chrome' | 'samsung' | 'firefox' | 'other' }
  | { kind: 'android-in-app'; app: string | null }
  | { kind: 'desktop' };

/** In-app browsers by the marker their user agent carries: none of them can add a page to the home screen. */
const IN_APP_BROWSERS: [RegExp, string][] = [
  [/FBAN\/Messenger|MessengerForiOS|FB_IAB\/MESSENGER|\bOrca-Android/i, 'Messenger'],
  [/\bFBAN|\bFBAV|FB_IAB|FBIOS/i, 'Facebook'],
  [/Instagram/i, 'Instagram'],
  [/musical_ly|BytedanceWebview|TikTok|\bTTWebView/i, 'TikTok'],
  [/\bLine\//i, 'LINE'],
  [/Telegram/i, 'Telegram'],
  [/MicroMessenger/i, 'WeChat'],
  [/Snapchat/i, 'Snapchat'],
  [/Twitter/i, 'X'],
  [/LinkedInApp/i, 'LinkedIn'],
  [/Pinterest/i, 'Pinterest'],
  [/\bGSA\//i, 'Google'],
  [/Viber/i, 'Viber'],
  [/\bZalo/i, 'Zalo'],
];

const inAppName = (ua: string) => IN_APP_BROWSERS.find(([marker]) => marker.test(ua))?.[1] ?? null;

/** iOS major and minor as one number (16.4 → 16.4); null when the user agent does not say. */
export function iosVersion(ua: string): number | null {
  const os = /\bOS (\d+)[._](\d+)/.exec(ua);
  if (os) return Number(`${os[1]}.${os[2]}`);
  const version = /Version\/(\d+)(?:\.(\d+))?/.exec(ua);
  return version ? Number(`${version[1]}.${version[2] ?? 0}`) : null;
}

export function detectInstallGuide(ua: string, options: { standalone: boolean; maxTouchPoints: number }): InstallGuide {
  if (options.standalone) return { kind: 'installed' };
  const ipadAsMac = /Macintosh/.test(ua) && options.maxTouchPoints > 1;
  const ios = /iPhone|iPad|iPod/.test(ua) || ipadAsMac;
  if (ios) {
    const ipad = /iPad/.test(ua) || ipadAsMac;
    const version = iosVersion(ua);
    const app = inAppName(ua);
    // A web view without Safari's own token is an app's browser even when the app is not known by name.
    if (app || !/Safari\//.test(ua)) return { kind: 'ios-in-app', ipad, app, version };
    if (/CriOS|EdgiOS|FxiOS/.test(ua)) return { kind: 'ios-chrome', ipad, version };
    return { kind: 'ios-safari', ipad, version };
  }
  if (/Android/i.test(ua)) {
    const app = inAppName(ua);
    if (app || /; wv\)/.test(ua)) return { kind: 'android-in-app', app };
    if (/SamsungBrowser/i.test(ua)) return { kind: 'android', browser: 'samsung' };
    if (/Firefox\//.test(ua)) return { kind: 'android', browser: 'firefox' };
    // Chrome's own token only: Edge, Opera, Brave-likes and phone makers' browsers add theirs and name their menus otherwise.
    if (/Chrome\//.test(ua) && !/OPR\/|EdgA\/|YaBrowser|UCBrowser|MiuiBrowser|HeyTapBrowser|VivoBrowser|OppoBrowser|HuaweiBrowser/.test(ua))
      return { kind: 'android', browser: 'chrome' };
    return { kind: 'android', browser: 'other' };
  }
  return { kind: 'desktop' };
}

/** Chrome and the other iOS browsers can add to the home screen from iOS 16.4; before that only Safari can. */
export const IOS_OTHER_BROWSERS_INSTALL = 16.4;
