/**
 * The page to return to after logging in, only when it is a path on this site: one leading
 * '/', no '//' or '\' anywhere (either could make the browser leave the origin). Anything
 * else answers null, and the caller goes home.
 */
export function safeRedirectPath(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.includes('//') || redirect.includes('\\')) return null;
  return redirect;
}
