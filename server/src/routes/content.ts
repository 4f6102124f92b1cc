import type { FastifyInstance } from 'fastify';
import { contentCalls } from '../../../contract/content';
import type { AppContext } from '../http/context';
import { handle } from '../http/handle';
import type { CatalogueServices } from '../services/catalogue';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext, catalogue: CatalogueServices): void {
  handle(app, ctx, contentCalls.getAnnouncements, ({ input, session }) =>
    catalogue.announcements.list({ types: input.types, groupName: input.groupName, language: input.language, session }),
  );
  handle(app, ctx, contentCalls.getNoticeList, ({ input, session }) =>
    catalogue.announcements.notices({ language: input.language, pageNo: input.pageNo, pageSize: input.pageSize, session }),
  );
  handle(app, ctx, contentCalls.getHelpCenter, ({ input }) => catalogue.help.list(input.language));
}
