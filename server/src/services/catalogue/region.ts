import type { ServerConfig } from '../../config';

/** An address matches a restricted entry exactly, or starts with an entry that ends in '.' (a prefix). */
export function ipIsRestricted(ip: string, prefixes: readonly string[]): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return prefixes.some((entry) => (entry.endsWith('.') || entry.endsWith(':') ? address.startsWith(entry) : address === entry));
}

/** Region restriction is the operator's switch, or the caller's address being on the restricted list. */
export const regionRestrictedFor = (config: ServerConfig, ip: string) =>
  config.regionRestriction || ipIsRestricted(ip, config.restrictedIpPrefixes);
