/**
 * The build-time settings the app reads. Every one is optional with a sensible default,
 * but a value that is present must be well formed: a typo should stop start-up with a
 * clear list instead of failing later on the first call.
 */
function isAbsoluteUrlOrEmpty(value: string): boolean {
  if (value === '') return true;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

const MERCHANT_CODE = /^[A-Z0-9_]{2,20}$/;

/** Each setting's check: the problem with a present value, or null when it is well formed. */
const CHECKS: Record<string, (value: unknown) => string | null> = {
  VITE_PLATFORM_URL: (value) =>
    typeof value === 'string' && isAbsoluteUrlOrEmpty(value) ? null : 'use an absolute URL, or leave it empty',
  VITE_MERCHANT_CODE: (value) => (typeof value === 'string' && MERCHANT_CODE.test(value) ? null : 'use 2-20 capital letters, digits or _'),
  VITE_APP_UA_MARKER: (value) => {
    if (typeof value !== 'string') return 'use text';
    if (value.length < 2) return 'use at least 2 characters';
    return value.length > 40 ? 'use at most 40 characters' : null;
  },
};

export interface AppEnv {
  platformUrl: string;
  merchantCode: string | null;
  /** The text a native wrapper adds to its user agent, e.g. "TalaApp/2.1". */
  appUserAgentMarker: string;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid app settings:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

export function readEnv(raw: Record<string, unknown> = import.meta.env): AppEnv {
  const problems = Object.entries(CHECKS)
    .filter(([name]) => raw[name] !== undefined)
    .map(([name, check]) => [name, check(raw[name])] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .map(([name, problem]) => `${name}: ${problem}`);
  if (problems.length > 0) throw new EnvError(problems);
  return {
    platformUrl: (raw.VITE_PLATFORM_URL as string | undefined) ?? '',
    merchantCode: (raw.VITE_MERCHANT_CODE as string | undefined) ?? null,
    appUserAgentMarker: (raw.VITE_APP_UA_MARKER as string | undefined) ?? 'TalaApp/',
  };
}
