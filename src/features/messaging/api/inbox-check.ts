import type { InboxList } from '@contract/messaging';
import { inboxListSchema } from '@contract/schemas/messaging';

/** The check a stored inbox copy must pass when read back (loaded only when a copy exists). */
export const isInboxList = (value: unknown): value is InboxList => inboxListSchema.safeParse(value).success;
