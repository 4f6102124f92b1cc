import { describe, expect, it } from 'vitest';
import { isAppNavigation, isBannerImage, isBuiltAsset, isHotGames, isIcon, isPromoImage, isSiteInfo, neverCached } from './cache-rules';

const origin = 'https://tala.example';
const url = (path: string) => new URL(path, origin);

describe('service worker cache rules', () => {
  it('never caches session, member, wallet or order calls, nor any write', () => {
    for (const path of ['/wps/session/login', '/wps/member/info', '/wps/wallet/balance', '/lgw/orders', '/lgw/orders/detail']) {
      expect(neverCached(url(path), 'GET')).toBe(true);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) expect(neverCached(url('/wps/relay/hotGames'), method)).toBe(true);
    expect(neverCached(url('/wps/relay/hotGames'), 'GET')).toBe(false);
  });

  it('caches site info and hot games only for GET on this origin', () => {
    expect(isSiteInfo(url('/wps/system/siteInfo'), 'GET', origin)).toBe(true);
    expect(isSiteInfo(url('/wps/system/siteInfo'), 'POST', origin)).toBe(false);
    expect(isSiteInfo(new URL('https://elsewhere.example/wps/system/siteInfo'), 'GET', origin)).toBe(false);
    expect(isHotGames(url('/wps/relay/hotGames?language=TY'), 'GET', origin)).toBe(true);
    expect(isHotGames(url('/wps/relay/winners'), 'GET', origin)).toBe(false);
  });

  it('caches vendor and game icons and banner art, not other files', () => {
    expect(isIcon(url('/cdn/vendor/JILI-COLOR2.svg'), 'GET', origin)).toBe(true);
    expect(isIcon(url('/cdn/game/jili-1.png'), 'GET', origin)).toBe(true);
    expect(isIcon(url('/cdn/banner/m_home_TY_1.svg'), 'GET', origin)).toBe(false);
    expect(isBannerImage(url('/cdn/banner/m_home_TY_1.svg'), 'GET', origin)).toBe(true);
    expect(isPromoImage(url('/cdn/promo/welcome-22222-cover.svg'), 'GET', origin)).toBe(true);
    expect(isPromoImage(url('/cdn/banner/m_home_TY_1.svg'), 'GET', origin)).toBe(false);
    expect(isPromoImage(new URL('https://elsewhere.test/cdn/promo/a.svg'), 'GET', origin)).toBe(false);
  });

  it('keeps built files and app icons once loaded, not API calls or art', () => {
    expect(isBuiltAsset(url('/assets/register.lazy-C1WK5yZh.js'), 'GET', origin)).toBe(true);
    expect(isBuiltAsset(url('/icons/icon-192.png'), 'GET', origin)).toBe(true);
    expect(isBuiltAsset(new URL('https://elsewhere.test/assets/x.js'), 'GET', origin)).toBe(false);
    expect(isBuiltAsset(url('/cdn/game/jili-1.png'), 'GET', origin)).toBe(false);
    expect(isBuiltAsset(url('/wps/system/siteInfo'), 'GET', origin)).toBe(false);
  });

  it('answers page navigations with the shell, never API, art or development paths', () => {
    expect(isAppNavigation(url('/m/home'))).toBe(true);
    expect(isAppNavigation(url('/'))).toBe(true);
    expect(isAppNavigation(url('/m/provider?vassalage=JILI'))).toBe(true);
    for (const path of [
      '/wps/system/siteInfo',
      '/lgw/games/mobile',
      '/cdn/game/x.png',
      '/dev/site',
      '/sw.js',
      '/vendor-demo/JILI?launch=x',
      '/support/',
      '/office/cashier',
    ]) {
      expect(isAppNavigation(url(path))).toBe(false);
    }
  });
});
