/**
 * A path on this site to land on after signing in, or undefined: only a single leading slash, no scheme, no
 * backslash, no control characters, so the browser can never read it as another site (`//evil`, `/\evil`).
 */
export function safeRedirectPath(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(path)) return undefined;
  try {
    // Whatever a browser makes of it, it stays on this origin.
    const base = 'https://tala.invalid';
    return new URL(path, base).origin === base ? path : undefined;
  } catch {
    return undefined;
  }
}
