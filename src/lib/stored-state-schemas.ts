import * as z from 'zod/mini';
import { FAVOURITES_LIMIT, PAGE_SIZE } from '@contract/domain';
import { gameSchema } from '@contract/schemas/domain';

/*
 * The shapes of the device's own stores (favourites, recent games, the balance's show/hide
 * choice) as they are read back from IndexedDB. Loaded only when something was stored, so a
 * first visit downloads no schema; the stores declare their types from here by type-only import.
 */

export const walletPreferencesSchema = z.object({ hidden: z.catch(z.boolean(), false) });

export const recentSchema = z.object({
  owner: z.catch(z.nullable(z.string()), null),
  /** The latest launches first; one page's worth is kept on the device for the offline list. */
  games: z.catch(z.array(gameSchema).check(z.maxLength(PAGE_SIZE)), []),
});

const queuedToggleSchema = z.object({
  nodeId: z.string().check(z.regex(/^\d{1,18}$/)),
  action: z.enum(['add', 'remove']),
  /** Sent with the toggle every time it is tried, so the platform applies it once however often it arrives. */
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  vendor: z.optional(z.string()),
});
export type QueuedToggle = z.infer<typeof queuedToggleSchema>;

export const favouritesSchema = z.object({
  /** Whose favourites these are: another member logging in on this device starts afresh. */
  owner: z.catch(z.nullable(z.string()), null),
  ids: z.catch(z.array(z.string()).check(z.maxLength(FAVOURITES_LIMIT)), []),
  /** Toggles not yet confirmed by the platform, oldest first (kept across reloads and offline spells). */
  queue: z.catch(z.array(queuedToggleSchema), []),
  /** Set once the list has been read from the platform for this owner: until then `ids` may be incomplete. */
  syncedAt: z.catch(z.nullable(z.number()), null),
});

/** The device's own sound and notification choices (the settings page). */
export const deviceSettingsSchema = z.object({
  sound: z.catch(z.boolean(), true),
  notifications: z.catch(z.boolean(), false),
});
