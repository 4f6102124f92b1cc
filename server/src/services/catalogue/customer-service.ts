import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CUSTOMER_SERVICE_ERROR_CODES,
  CUSTOMER_SERVICE_SEAL_LENGTH,
  LIVE_CHAT,
  type CustomerServiceLink,
} from '../../../../contract/customer-service';
import { CHAT_PAGE_PATH } from '../../../../contract/messaging';
import type { ServerConfig } from '../../config';
import { ApiError } from '../../http/api-error';

/** The operator's customer-service desks: the live chat in the app, and WhatsApp. */
const DESKS: readonly CustomerServiceLink[] = [
  { csType: LIVE_CHAT, title: 'CS', url: CHAT_PAGE_PATH },
  { csType: 'WHATSAPP', title: 'whatsapp', url: 'https://wa.me/639171234567' },
];

export interface CustomerServiceEntry {
  csType: string;
  title: string;
  path: string;
}

/**
 * The customer-service entries site info lists and the link call behind them. An entry's path names
 * its desk and ends in a seal (8 characters of an HMAC over the desk's name), so the client holds no
 * desk address and no secret: it asks for the link, and a path altered or made up is refused. The
 * seal's key is derived from the platform's own secret, the same on every instance and after a restart,
 * so a path kept with cached site info stays good.
 */
export function createCustomerService(config: Pick<ServerConfig, 'gatewaySecret'>) {
  const key = createHmac('sha256', config.gatewaySecret).update('tala/customer-service-path').digest();
  const sealOf = (name: string) => createHmac('sha256', key).update(name).digest('base64url').slice(0, CUSTOMER_SERVICE_SEAL_LENGTH);
  const refused = () =>
    new ApiError(400, CUSTOMER_SERVICE_ERROR_CODES.pathRefused, 'This customer-service path is not one the platform gave');

  return {
    entries(): CustomerServiceEntry[] {
      return DESKS.map(({ csType, title }) => ({ csType, title, path: `${csType}/${title}/${sealOf(`${csType}/${title}`)}` }));
    },

    link(path: string): CustomerServiceLink {
      const name = path.slice(0, -CUSTOMER_SERVICE_SEAL_LENGTH - 1);
      const given = Buffer.from(path.slice(-CUSTOMER_SERVICE_SEAL_LENGTH));
      const expected = Buffer.from(sealOf(name));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
      const desk = DESKS.find((entry) => `${entry.csType}/${entry.title}` === name);
      if (!desk) throw refused();
      return { ...desk };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
