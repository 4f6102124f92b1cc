import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE, SIGNED_IN_KINDS, type SignedInKind } from '../../../contract/domain';

/** One cookie's value from a request's Cookie header. */
export function cookieValue(header: string | undefined, wanted: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === wanted) return value;
  }
  return undefined;
}

/** The language the player last chose, as the app mirrors it into a cookie (checked by the app's rendering). */
export const languageFromCookies = (header: string | undefined): string | null => cookieValue(header, LANGUAGE_COOKIE) ?? null;

/** Who the app says is signed in in this browser: a kind, never a token or a name. */
export function signedInFromCookies(header: string | undefined): SignedInKind | null {
  const value = cookieValue(header, SIGNED_IN_COOKIE);
  return (SIGNED_IN_KINDS as readonly string[]).includes(value ?? '') ? (value as SignedInKind) : null;
}
