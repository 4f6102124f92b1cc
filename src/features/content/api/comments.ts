import { commentCalls, COMMENT_PAGE_SIZE, type PromotionCommentPage } from '@contract/comments';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** The newest page of a promotion's comments; older pages are asked for as the player reads on. */
export const getPromotionCommentsQueryOptions = (id: number) =>
  queryOptions<PromotionCommentPage>({
    key: ['comments', id],
    load: (signal) => callApi(commentCalls.getPromotionComments, { id, pageSize: COMMENT_PAGE_SIZE }, { silent: true, signal }),
  });
export const usePromotionComments = (id: number) => useQuery(getPromotionCommentsQueryOptions(id));

/** The page of comments before the oldest one shown. */
export const loadOlderComments = (id: number, beforeId: number) =>
  callApi(commentCalls.getPromotionComments, { id, beforeId, pageSize: COMMENT_PAGE_SIZE });
