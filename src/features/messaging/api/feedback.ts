import { messagingCalls, type Feedback, type FeedbackType } from '@contract/messaging';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { uploadImage } from '@/lib/upload-image';

export const getFeedbackListQueryOptions = (owner: string) =>
  queryOptions<{ list: Feedback[] }>({
    key: ['feedback', owner],
    load: (signal) => callApi(messagingCalls.getFeedbackList, {}, { signal }),
  });

export const useFeedbackList = (owner: string) => useQuery(getFeedbackListQueryOptions(owner));

export async function submitFeedback(
  input: { type: FeedbackType; content: string; imageKeys: string[] },
  idempotencyKey: string,
): Promise<Feedback> {
  const sent = await callApi(messagingCalls.submitFeedback, input, { idempotencyKey, timeoutMs: 20_000 });
  invalidate(['feedback']);
  return sent;
}

/** Uploads one image for feedback; see uploadImage. */
export const uploadFeedbackImage = (file: Blob, name: string, idempotencyKey: string, onProgress: (fraction: number) => void) =>
  uploadImage(messagingCalls.uploadFeedbackImage, file, name, idempotencyKey, onProgress);
