import { commentCalls, type PromotionComment } from '@contract/comments';
import { callApi } from '@/lib/api-client';
import { invalidate } from '@/lib/query/client';
import { uploadImage } from '@/lib/upload-image';

/** Posts a comment (its pictures uploaded first); the key makes a retry after a cut the same comment. */
export async function postComment(
  input: { id: number; text: string; imageKeys: string[] },
  idempotencyKey: string,
): Promise<PromotionComment> {
  const posted = await callApi(commentCalls.postPromotionComment, input, { idempotencyKey, timeoutMs: 20_000 });
  invalidate(['comments', input.id]);
  return posted;
}

/** Uploads one of a comment's pictures; see uploadImage. */
export const uploadCommentImage = (file: Blob, name: string, idempotencyKey: string, onProgress: (fraction: number) => void) =>
  uploadImage(commentCalls.uploadCommentImage, file, name, idempotencyKey, onProgress);
