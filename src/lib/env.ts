import * as z from 'zod/mini';

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

const envSchema = z.object({
  VITE_PLATFORM_URL: z.optional(z.string().check(z.refine(isAbsoluteUrlOrEmpty, 'use an absolute URL, or leave it empty'))),
  VITE_MERCHANT_CODE: z.optional(z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/, 'use 2-20 capital letters, digits or _'))),
  VITE_APP_UA_MARKER: z.optional(
    z.string('use text').check(z.minLength(2, 'use at least 2 characters'), z.maxLength(40, 'use at most 40 characters')),
  ),
});

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
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return {
    platformUrl: parsed.data.VITE_PLATFORM_URL ?? '',
    merchantCode: parsed.data.VITE_MERCHANT_CODE ?? null,
    appUserAgentMarker: parsed.data.VITE_APP_UA_MARKER ?? 'TalaApp/',
  };
}
