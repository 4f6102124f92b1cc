/*
 * Images only installs read: the manifest's screenshots (Android's richer install sheet shows
 * them) and iOS's launch images. `npm run install-images` draws them from the built app into
 * public/; none is precached (vite.config.ts leaves these folders out).
 */

export const SCREENSHOTS_DIR = 'screenshots';
export const SPLASH_DIR = 'splash';

/** Narrow screenshots of Home and a lobby, at the 390 × 844 screen the app is designed for. */
export const SCREENSHOTS = [
  { path: '/m/home', file: 'home.png', label: 'Home: banners, hot games and providers' },
  { path: '/m/slot-games', file: 'lobby.png', label: 'Slots lobby: providers and games' },
] as const;
export const SCREENSHOT_SIZE = { width: 390, height: 844 } as const;

/** Current iPhones by screen size in CSS pixels and pixel ratio (portrait). */
export const IPHONE_SCREENS = [
  { width: 440, height: 956, ratio: 3 }, // 16 Pro Max
  { width: 402, height: 874, ratio: 3 }, // 16 Pro
  { width: 430, height: 932, ratio: 3 }, // 14 Pro Max, 15 Plus / Pro Max, 16 Plus
  { width: 393, height: 852, ratio: 3 }, // 14 Pro, 15, 15 Pro, 16
  { width: 428, height: 926, ratio: 3 }, // 12 / 13 Pro Max, 14 Plus
  { width: 390, height: 844, ratio: 3 }, // 12, 13, 14, 16e
  { width: 375, height: 812, ratio: 3 }, // 12 mini, 13 mini
  { width: 414, height: 896, ratio: 2 }, // 11
  { width: 375, height: 667, ratio: 2 }, // SE (2nd and 3rd generation)
] as const;

export const splashFile = (screen: (typeof IPHONE_SCREENS)[number]) =>
  `${SPLASH_DIR}/iphone-${screen.width * screen.ratio}x${screen.height * screen.ratio}.png`;

/** The `apple-touch-startup-image` links index.html carries, one per screen. */
export const splashLinks = (): string =>
  IPHONE_SCREENS.map(
    (screen) =>
      `<link rel="apple-touch-startup-image" media="screen and (device-width: ${screen.width}px) and (device-height: ${screen.height}px) and (-webkit-device-pixel-ratio: ${screen.ratio}) and (orientation: portrait)" href="/${splashFile(screen)}" />`,
  ).join('\n    ');
