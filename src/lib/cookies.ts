/**
 * Writes a cookie the server reads as it renders a page (who is signed in, the language). On a page
 * served over HTTPS it is `secure`, so it never travels in clear; over plain HTTP (development on
 * this machine) a secure cookie would be dropped, so it is written without.
 */
export function writeCookie(cookie: string, protocol: string = globalThis.location.protocol): void {
  document.cookie = protocol === 'https:' ? `${cookie}; secure` : cookie;
}
