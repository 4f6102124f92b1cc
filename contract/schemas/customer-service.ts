import * as z from 'zod/mini';
import { CUSTOMER_SERVICE_PATH_PATTERN } from '../customer-service';

export const customerServiceLinkSchema = z.object({
  csType: z.string(),
  title: z.string(),
  /** Where the desk is: a page of the app (the live chat) or another site's address (WhatsApp). */
  url: z.string(),
});
export type CustomerServiceLink = z.infer<typeof customerServiceLinkSchema>;

/** Each call's request and response. */
export const customerServiceSchemas = {
  /** The desk a customer-service entry's path names, for visitors and members alike. */
  getCustomerServiceLink: {
    request: z.strictObject({ path: z.string().check(z.regex(CUSTOMER_SERVICE_PATH_PATTERN)) }),
    response: customerServiceLinkSchema,
  },
};
