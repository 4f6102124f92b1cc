import type * as z from 'zod/mini';
import { activityStatesValueSchema } from '@contract/schemas/activity';
import { contentSchemas } from '@contract/schemas/content';

/*
 * Checks of the stored copies these pages read back offline, built from the contract's schemas.
 * Loaded only when a stored copy exists.
 */
const fits =
  <S extends z.ZodMiniType>(schema: S) =>
  (value: unknown): value is z.output<S> =>
    schema.safeParse(value).success;

export const isNoticePage = fits(contentSchemas.getNoticeList.response);
export const isHelpList = fits(contentSchemas.getHelpCenter.response);
export const isActivityStates = fits(activityStatesValueSchema);
