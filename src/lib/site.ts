import { proxy, useSnapshot } from 'valtio';
import type { GameType } from '@contract/domain';
import { siteCalls, type SiteInfo, type WhitelabelFlag } from '@contract/site';
import { START_UP_ERROR_CODES } from '@contract/start-up-errors';
import { ApiFailure, callApi, onSiteClosed } from './api-client';
import { memberState } from './member';

/** Site info is kept between visits so the app can draw at once and refresh in the background. */
export const SITE_CACHE_KEY = 'tala.siteInfo';

/**
 * 0 normal, 1 maintenance (also when both flags are set), 2 region restricted (the platform's
 * answers); 3 the platform failed to answer whether it is open (a server error, not a lost signal).
 */
export type SystemStatus = 0 | 1 | 2 | 3;

interface SiteStore {
  info: SiteInfo | null;
  status: SystemStatus;
  merchant: string;
}

export const siteState = proxy<SiteStore>({ info: null, status: 0, merchant: 'TALA' });

export const statusFromFlags = (maintenance: boolean, regionRestriction: boolean): SystemStatus =>
  maintenance ? 1 : regionRestriction ? 2 : 0;

export function setMerchant(code: string): void {
  siteState.merchant = code;
}

/**
 * Reads the cached site info; a copy that no longer fits the schema is dropped. The schema
 * is loaded only when there is a copy to check: building it costs a first visit's start-up
 * a noticeable slice of a slow phone's time for nothing.
 */
export async function readCachedSiteInfo(): Promise<SiteInfo | null> {
  try {
    const raw = localStorage.getItem(SITE_CACHE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    const { checkSiteInfo } = await import('./site-info-check');
    const info = checkSiteInfo(stored);
    if (info) return info;
    localStorage.removeItem(SITE_CACHE_KEY);
  } catch {
    // Storage can be unavailable or hold broken JSON: start without the cache.
  }
  return null;
}

let resolveReady: (info: SiteInfo | null) => void = () => undefined;
const ready = new Promise<SiteInfo | null>((resolve) => {
  resolveReady = resolve;
});

/** Resolves once site info is known: at once from the cache, else after the first fetch (or its failure). */
export const siteInfoReady = () => ready;

export async function applyCachedSiteInfo(): Promise<SiteInfo | null> {
  const cached = await readCachedSiteInfo();
  if (cached) applySiteInfo(cached);
  return cached;
}

function applySiteInfo(info: SiteInfo): void {
  siteState.info = info;
  siteState.merchant = info.merchantCode;
  resolveReady(info);
}

function keepSiteInfo(info: SiteInfo): void {
  try {
    localStorage.setItem(SITE_CACHE_KEY, JSON.stringify(info));
  } catch {
    // A full storage only costs the next visit its head start.
  }
}

/** The site info and status a page was rendered with (by the server, or for it): used at once, and kept for the next visit. */
export function applyRenderedSite(info: SiteInfo, status: SystemStatus): void {
  applySiteInfo(info);
  siteState.status = status;
  if (typeof localStorage !== 'undefined') keepSiteInfo(info);
}

/** Fetches fresh site info and keeps it for the next visit. Silent: the cached copy stays in use on failure. */
export async function refreshSiteInfo(): Promise<SiteInfo | null> {
  try {
    const info = await callApi(siteCalls.getSiteInfo, {}, { silent: true });
    // An unchanged copy leaves the store alone: every screen reading it would redraw for nothing.
    if (JSON.stringify(info) === JSON.stringify(siteState.info)) resolveReady(siteState.info);
    else applySiteInfo(info);
    keepSiteInfo(info);
    return info;
  } catch {
    resolveReady(siteState.info);
    return siteState.info;
  }
}

/**
 * Asks the platform whether it is open to this visitor. A server error (its own, or a gateway's page
 * instead of an answer) is the service error page; without an answer at all (offline, too slow) the
 * site info's flags decide.
 */
export async function loadSystemStatus(): Promise<SystemStatus> {
  try {
    const answer = await callApi(siteCalls.getSystemStatus, {}, { silent: true, timeoutMs: 8_000 });
    siteState.status = answer.status;
  } catch (error) {
    const info = siteState.info;
    siteState.status =
      error instanceof ApiFailure && error.errorCode === START_UP_ERROR_CODES.internal
        ? 3
        : info
          ? statusFromFlags(info.maintenance, info.regionRestriction)
          : 0;
  }
  return siteState.status;
}

/** A call refused because the platform closed meanwhile shows the blocking page at once, as a fresh status would. */
export function followSiteClosing(): void {
  onSiteClosed((errorCode) => {
    siteState.status = errorCode === START_UP_ERROR_CODES.maintenance ? 1 : 2;
  });
}

export function isFlagOn(flag: WhitelabelFlag): boolean {
  return siteState.info?.whitelabel[flag] === true;
}

/** Whether a whitelabel flag is on; screens re-render when the site info changes. */
export function useFlag(flag: WhitelabelFlag): boolean {
  return useSnapshot(siteState).info?.whitelabel[flag] === true;
}

export function useSiteInfo(): SiteInfo | null {
  return useSnapshot(siteState).info as SiteInfo | null;
}

/** Which layout the member centre and the deposit detail use: `mem_cen` and `dep_func` 1 pick the new one. */
export interface Templates {
  memberCentre: 'new' | 'base';
  depositDetail: 'new' | 'base';
}

export function templatesOf(info: Pick<SiteInfo, 'mobileTemplate'> | null): Templates {
  return {
    memberCentre: info?.mobileTemplate.mem_cen === 1 ? 'new' : 'base',
    depositDetail: info?.mobileTemplate.dep_func === 1 ? 'new' : 'base',
  };
}

/** The layouts in use: the signed-in member's own choice (their profile carries it), else the site's. */
export function useTemplates(): Templates {
  const own = useSnapshot(memberState).info?.mobileTemplate;
  const site = useSiteInfo();
  return templatesOf(own ? { mobileTemplate: own } : site);
}

/** The member centre's page for a template. */
export const memberCentrePath = (templates: Templates) => (templates.memberCentre === 'new' ? '/m/member/home' : '/m/mine');

export function isGameTypeEnabled(info: Pick<SiteInfo, 'enabledGameTypes'> | null, type: GameType): boolean {
  return info ? info.enabledGameTypes.includes(type) : true;
}

export const currencySymbol = (info: SiteInfo | null) => info?.currency.symbol ?? '₱';
