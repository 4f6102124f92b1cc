import { del, get, set } from '@/lib/device-store';
import * as z from 'zod/mini';

/**
 * "Remember" keeps how the player logs in, the username (or mobile number) and the dialling
 * code in IndexedDB. Never the password, in any form: the browser's password manager keeps
 * that, through the fields' autocomplete attributes.
 */
export const REMEMBER_KEY = 'tala.rememberLogin';

const rememberedSchema = z.strictObject({
  type: z.enum(['username', 'sms', 'mobile']),
  username: z.string().check(z.maxLength(64)),
  countryDialingCode: z.nullable(z.string().check(z.regex(/^\d{1,4}$/))),
});
export type RememberedLogin = z.infer<typeof rememberedSchema>;

export async function readRemembered(): Promise<RememberedLogin | null> {
  try {
    const stored: unknown = await get(REMEMBER_KEY);
    if (stored === undefined) return null;
    const parsed = rememberedSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    // Anything else found here (an older record, one holding more than it should) is dropped.
    await del(REMEMBER_KEY);
  } catch {
    // IndexedDB unavailable: nothing remembered.
  }
  return null;
}

export async function remember(record: RememberedLogin): Promise<void> {
  try {
    await set(REMEMBER_KEY, rememberedSchema.parse(record));
  } catch {
    // Remembering is a convenience; a failure loses nothing.
  }
}

export async function forgetRemembered(): Promise<void> {
  try {
    await del(REMEMBER_KEY);
  } catch {
    // Nothing to forget.
  }
}
