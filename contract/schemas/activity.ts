import * as z from 'zod/mini';
import { ACTIVITY_MODES, ACTIVITY_STATES } from '../activity';
import { languageSchema } from './domain';

const announcementId = z.int().check(z.gte(1), z.lte(2_147_483_647));
const activityStateSchema = z.object({ id: z.int(), mode: z.enum(ACTIVITY_MODES), state: z.enum(ACTIVITY_STATES) });
export const activityStatesValueSchema = z.object({ list: z.array(activityStateSchema) });
export type ActivityStatesValue = z.infer<typeof activityStatesValueSchema>;
const activityRequest = z.strictObject({ id: announcementId });

/** Each call's request and response. */
export const activitySchemas = {
  markAnnouncementRead: {
    request: z.strictObject({ announcementId, read: z._default(z.literal(true), true) }),
    response: z.object({ announcementId: z.int(), read: z.literal(true) }),
  },
  getActivityStates: {
    request: z.strictObject({ language: languageSchema }),
    response: activityStatesValueSchema,
  },
  joinActivity: { request: activityRequest, response: activityStateSchema },
  applyActivity: { request: activityRequest, response: activityStateSchema },
};
