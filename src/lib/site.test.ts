import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberCentreCalls } from '@contract/calls/member-centre';
import { callApi } from './api-client';
import {
  applyCachedSiteInfo,
  followSiteClosing,
  isFlagOn,
  loadSystemStatus,
  memberCentrePath,
  readCachedSiteInfo,
  siteState,
  SITE_CACHE_KEY,
  statusFromFlags,
  templatesOf,
} from './site';
import { siteInfoFixture } from '../../tests/unit/support/site-info';

describe('system status', () => {
  it('is maintenance when both flags are set, region restricted when only that one is', () => {
    expect(statusFromFlags(false, false)).toBe(0);
    expect(statusFromFlags(true, false)).toBe(1);
    expect(statusFromFlags(true, true)).toBe(1);
    expect(statusFromFlags(false, true)).toBe(2);
  });
});

describe('cached site info', () => {
  beforeEach(() => {
    siteState.info = null;
  });

  it('is used at once when it fits the schema', async () => {
    localStorage.setItem(SITE_CACHE_KEY, JSON.stringify(siteInfoFixture({ whitelabel: { MAILCEN: true } })));
    await applyCachedSiteInfo();
    expect(siteState.info?.merchantCode).toBe('TALA');
    expect(isFlagOn('MAILCEN')).toBe(true);
    expect(isFlagOn('FEEDBACK3')).toBe(false);
  });

  it('is dropped when it does not fit (an older version, a tampered copy)', async () => {
    localStorage.setItem(SITE_CACHE_KEY, JSON.stringify({ merchantCode: 42 }));
    expect(await readCachedSiteInfo()).toBeNull();
    expect(localStorage.getItem(SITE_CACHE_KEY)).toBeNull();
    localStorage.setItem(SITE_CACHE_KEY, '{not json');
    expect(await readCachedSiteInfo()).toBeNull();
  });
});

describe('templates', () => {
  it('picks the new member centre and deposit detail when mem_cen and dep_func are 1', () => {
    expect(templatesOf({ mobileTemplate: { mem_cen: 1, dep_func: 0 } })).toEqual({ memberCentre: 'new', depositDetail: 'base' });
    expect(memberCentrePath(templatesOf({ mobileTemplate: { mem_cen: 1, dep_func: 1 } }))).toBe('/m/member/home');
    expect(memberCentrePath(templatesOf({ mobileTemplate: { mem_cen: 0, dep_func: 1 } }))).toBe('/m/mine');
    expect(templatesOf(null)).toEqual({ memberCentre: 'base', depositDetail: 'base' });
  });
});

describe('a call refused because the site closed', () => {
  const refusal = (status: number, errorCode: string, message: string) =>
    new Response(JSON.stringify({ success: false, errorCode, message }), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    siteState.status = 0;
    followSiteClosing();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the maintenance page, or the access-restricted page, by the code the platform answered', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal(503, 'system.maintenance', 'Platform under maintenance')));
    await expect(callApi(memberCentreCalls.getMemberCentre, {})).rejects.toMatchObject({ errorCode: 'system.maintenance' });
    expect(siteState.status).toBe(1);

    siteState.status = 0;
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal(403, 'system.regionRestricted', 'IP or location restricted')));
    await expect(callApi(memberCentreCalls.getMemberCentre, {})).rejects.toMatchObject({ errorCode: 'system.regionRestricted' });
    expect(siteState.status).toBe(2);
  });

  it('leaves the site open when a call is refused for another reason', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal(403, 'feature.off', 'No permission or feature unavailable')));
    await expect(callApi(memberCentreCalls.getMemberCentre, {})).rejects.toMatchObject({ errorCode: 'feature.off' });
    expect(siteState.status).toBe(0);
  });
});

describe('asking whether the platform is open', () => {
  const answer = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    siteState.status = 0;
    siteState.info = siteInfoFixture();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the service error page when the platform or its gateway fails, and the page asked for once it answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(500, '{"success":false,"errorCode":"system.error","message":"Unknown error"}')),
    );
    expect(await loadSystemStatus()).toBe(3);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(await loadSystemStatus()).toBe(3);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, '{"success":true,"value":{"status":0}}')));
    expect(await loadSystemStatus()).toBe(0);
  });

  it('keeps the site open without an answer at all (no signal), as the stored site info says', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await loadSystemStatus()).toBe(0);
  });

  it('is not a service error when the platform is only busy, or closed for maintenance', async () => {
    // Asked once more after a short wait, and busy again.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(503, '{"success":false,"errorCode":"system.busy","message":"busy"}'))),
    );
    expect(await loadSystemStatus()).toBe(0);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, '{"success":true,"value":{"status":2}}')));
    expect(await loadSystemStatus()).toBe(2);
  });
});
