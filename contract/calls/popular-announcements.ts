import type { CallTable } from '../define';
import type { popularAnnouncementSchemas } from '../schemas/content';

/** The popular announcements, a table of its own: the pages that show them do not carry Home's calls, nor Home theirs. */
export const popularAnnouncementCalls: CallTable<typeof popularAnnouncementSchemas> = {
  getPopularAnnouncements: {
    name: 'getPopularAnnouncements',
    method: 'GET',
    path: '/wps/announcement/popular',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'query',
  },
};
