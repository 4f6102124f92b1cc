import type { FastifyInstance } from 'fastify';
import { activityCalls } from '../../../contract/activity';
import { contentCalls } from '../../../contract/content';
import { popularAnnouncementCalls } from '../../../contract/calls/popular-announcements';
import type { AppContext } from '../http/context';
import { handle, handleMember } from '../http/handle';
import type { CatalogueServices } from '../services/catalogue';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext, catalogue: CatalogueServices): void {
  handle(app, ctx, contentCalls.getAnnouncements, ({ input, session }) =>
    catalogue.announcements.list({ types: input.types, groupName: input.groupName, language: input.language, session }),
  );
  handle(app, ctx, contentCalls.getNoticeList, ({ input, session }) =>
    catalogue.announcements.notices({ language: input.language, pageNo: input.pageNo, pageSize: input.pageSize, session }),
  );
  handle(app, ctx, popularAnnouncementCalls.getPopularAnnouncements, async ({ input, session }) => ({
    list: await catalogue.announcements.popular(input.language, session),
  }));
  handle(app, ctx, contentCalls.getHelpCenter, ({ input }) => catalogue.help.list(input.language));
  handleMember(app, ctx, activityCalls.markAnnouncementRead, ({ input, session }) =>
    catalogue.reads.markRead(session, input.announcementId),
  );
  handle(app, ctx, activityCalls.getActivityStates, ({ input, session }) => catalogue.activities.states(input.language, session));
  handleMember(app, ctx, activityCalls.joinActivity, ({ input, session }) => catalogue.activities.join(session, input.id));
  handleMember(app, ctx, activityCalls.applyActivity, ({ input, session }) => catalogue.activities.apply(session, input.id));
}
