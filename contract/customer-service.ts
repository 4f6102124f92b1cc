/**
 * Customer-service entries: each one's `path` is `<csType>/<title>/<seal>`, the seal being the
 * platform's token in its last 8 characters. Only the platform can make or read a seal: the link
 * call resolves a path to the desk it names, and refuses one whose seal does not match.
 */
export const CUSTOMER_SERVICE_SEAL_LENGTH = 8;
export const CUSTOMER_SERVICE_PATH_PATTERN = /^[A-Z]{2,20}\/[A-Za-z0-9]{1,20}\/[A-Za-z0-9_-]{8}$/;
/** The desk a live-chat entry opens in the app; every other desk opens outside it (WhatsApp, …). */
export const LIVE_CHAT = 'LIVECHAT';
/** The help centre's customer-service tab, which lists every entry: where an entry's link leads when opened in a new tab. */
export const CUSTOMER_SERVICE_PAGE = '/m/help?tag=CS';
export const CUSTOMER_SERVICE_ERROR_CODES = { pathRefused: 'customerService.pathRefused' } as const;
export type { CustomerServiceLink } from './schemas/customer-service';
export { customerServiceCalls } from './calls/customer-service';
