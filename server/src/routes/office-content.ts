import type { FastifyInstance } from 'fastify';
import { CONTENT_PICTURE_PATH, contentOfficeCalls as calls } from '../../../contract/back-office/content';
import { handleOffice, officeSession } from '../http/handle-office';
import type { PublishingService } from '../services/catalogue/publishing';
import type { StaffService } from '../services/staff';
import { registerImageUpload } from './image-upload';

/**
 * The back office's content room: announcements and promotions, help entries, banners, the
 * editor's preview and picture uploads (checked by the staff role before a byte is read), and the
 * uploaded pictures served back to players.
 */
export function registerOfficeContentRoutes(app: FastifyInstance, staff: StaffService, publishing: PublishingService): void {
  const editor = ({ staff: who, ip }: { staff: { id: number; username: string }; ip: string }) => ({ staff: who, ip });

  handleOffice(app, staff, calls.listAnnouncements, ({ input }) => publishing.listAnnouncements(input.kind));
  handleOffice(app, staff, calls.saveAnnouncement, (args) => publishing.saveAnnouncement(editor(args), args.input));
  handleOffice(app, staff, calls.setAnnouncementPublished, (args) =>
    publishing.setAnnouncementPublished(editor(args), args.input.kind, args.input.key, args.input.published),
  );
  handleOffice(app, staff, calls.listHelp, () => publishing.listHelp());
  handleOffice(app, staff, calls.saveHelp, (args) => publishing.saveHelp(editor(args), args.input));
  handleOffice(app, staff, calls.setHelpPublished, (args) =>
    publishing.setHelpPublished(editor(args), args.input.key, args.input.published),
  );
  handleOffice(app, staff, calls.listBanners, ({ input }) => publishing.listBanners(input.group));
  handleOffice(app, staff, calls.saveBanner, (args) => publishing.saveBanner(editor(args), args.input));
  handleOffice(app, staff, calls.removeBanner, (args) => publishing.removeBanner(editor(args), args.input.id));
  handleOffice(app, staff, calls.reorderBanners, (args) => publishing.reorderBanners(editor(args), args.input.group, args.input.ids));
  handleOffice(app, staff, calls.previewContent, ({ input }) => publishing.preview(input.content));

  const upload = calls.uploadContentPicture;
  registerImageUpload(
    app,
    { method: upload.method, url: upload.path },
    async (request) => ({ staff: await officeSession(staff, upload, request), ip: request.ip }),
    (uploader, bytes) => publishing.uploadPicture(uploader, bytes),
  );

  app.get<{ Params: { file: string } }>(`${CONTENT_PICTURE_PATH}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{32})\.(png|jpg)$/.exec(request.params.file);
    const picture = match ? await publishing.picture(match[1]!) : null;
    if (!picture) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(picture.mime)
      .send(picture.bytes);
  });
}
