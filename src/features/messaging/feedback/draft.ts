import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { FEEDBACK_IMAGES, FEEDBACK_TEXT_MAX, FEEDBACK_TYPES } from '@contract/messaging';
import { persistStore } from '@/lib/persist';

const draftSchema = z.object({
  owner: z.catch(z.nullable(z.string()), null),
  type: z.catch(z.enum(FEEDBACK_TYPES), 'SUGGESTION'),
  content: z.catch(z.string().check(z.maxLength(FEEDBACK_TEXT_MAX)), ''),
  /** Images already on the platform: a reload or a cut keeps them, only what failed is sent again. */
  images: z.catch(z.array(z.object({ key: z.string(), url: z.string() })).check(z.maxLength(FEEDBACK_IMAGES.max)), []),
  /** The key this draft is sent under: a send repeated after a lost answer is the same feedback. */
  sendKey: z.catch(z.string(), ''),
});
export type FeedbackDraft = z.infer<typeof draftSchema>;

/** The feedback being written, kept on the device until it is sent. */
export const draftState = proxy<FeedbackDraft>({ owner: null, type: 'SUGGESTION', content: '', images: [], sendKey: '' });
export const draftReady = persistStore('feedback.draft', draftState, () => Promise.resolve(draftSchema), { debounceMs: 0 });

/** A draft belongs to the member who wrote it: another member on this device starts afresh. */
export function claimDraft(owner: string): void {
  if (draftState.owner === owner) return;
  Object.assign(draftState, { owner, type: 'SUGGESTION', content: '', images: [], sendKey: '' });
}

export function clearDraft(): void {
  Object.assign(draftState, { type: 'SUGGESTION', content: '', images: [], sendKey: '' });
}

export const setDraftType = (type: FeedbackDraft['type']) => {
  draftState.type = type;
};

export const setDraftContent = (content: string) => {
  draftState.content = content;
};

/** The key the draft is sent under, made on its first send and kept until it is sent. */
export function draftSendKey(): string {
  if (!draftState.sendKey) draftState.sendKey = crypto.randomUUID();
  return draftState.sendKey;
}

export function addDraftImage(image: { key: string; url: string }, max: number): void {
  if (draftState.images.length < max) draftState.images.push(image);
}

export function removeDraftImage(index: number): void {
  draftState.images.splice(index, 1);
}
