import type { APIRequestContext } from '@playwright/test';

/** The operator switches the platform exposes when it runs with development tools (the e2e server does). */
export interface SiteSwitches {
  maintenance?: boolean;
  regionRestriction?: boolean;
  restrictedIpPrefixes?: string[];
  enabledGameTypes?: string[];
  whitelabel?: Record<string, boolean>;
  registerFields?: Record<string, { enabled?: boolean; required?: boolean }>;
  /** Who proves phone numbers: the platform's SMS codes, or the outside verifier (the development one on the e2e server). */
  phoneVerifier?: { channel: 'platform' | 'firebase' };
}

/** Flips site switches on the running server; resolves to a function that puts them back as they were. */
export async function setSite(request: APIRequestContext, switches: SiteSwitches): Promise<() => Promise<void>> {
  const before = ((await (await request.get('/dev/site')).json()) as { value: SiteSwitches }).value;
  const answer = await request.post('/dev/site', { data: switches });
  if (!answer.ok()) throw new Error(`POST /dev/site failed: ${answer.status()} ${await answer.text()}`);
  return async () => {
    await request.post('/dev/site', { data: before });
  };
}
