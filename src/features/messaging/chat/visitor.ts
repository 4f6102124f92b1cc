import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { CHAT_NAME_MAX } from '@contract/messaging';
import { persistStore } from '@/lib/persist';

const visitorSchema = z.object({
  key: z.catch(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)), ''),
  name: z.catch(z.string().check(z.maxLength(CHAT_NAME_MAX)), ''),
});

/**
 * A visitor's chat identity on this device: a random key (their conversation is found by it
 * after a reload) and the name they gave. Nothing else about them is kept.
 */
export const visitorState = proxy<z.infer<typeof visitorSchema>>({ key: '', name: '' });
export const visitorReady = persistStore('chat.visitor', visitorState, () => Promise.resolve(visitorSchema), { debounceMs: 0 });

export function rememberVisitor(name: string): void {
  if (!visitorState.key) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    visitorState.key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  visitorState.name = name;
}
