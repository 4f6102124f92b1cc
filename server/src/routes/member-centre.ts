import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, LANGUAGE_HEADER } from '../../../contract/define';
import { HEAD_ICON_MAX_BYTES, memberCentreCalls } from '../../../contract/member-centre';
import { clientIp, type AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import { readIdempotencyKey } from '../services/lobby/idempotency';
import type { MemberCentreServices } from '../services/member-centre';

export function registerMemberCentreRoutes(app: FastifyInstance, ctx: AppContext, centre: MemberCentreServices): void {
  const key = (headers: Record<string, string | string[] | undefined>) => readIdempotencyKey(headers[IDEMPOTENCY_HEADER]);
  handleMember(app, ctx, memberCentreCalls.getMemberCentre, ({ session }) => centre.overview(session));
  handleMember(app, ctx, memberCentreCalls.getVipOverview, ({ session }) => centre.vip(session));
  handleMember(app, ctx, memberCentreCalls.getRewards, ({ session }) => centre.rewards.list(session));
  handleMember(app, ctx, memberCentreCalls.claimReward, ({ input, session, request }) =>
    centre.rewards.claim(session, input.id, key(request.headers)),
  );
  handleMember(app, ctx, memberCentreCalls.getRebateDue, ({ session }) => centre.rebates.due(session));
  handleMember(app, ctx, memberCentreCalls.claimRebate, ({ session, request }) => centre.rebates.claim(session, key(request.headers)));
  handleMember(app, ctx, memberCentreCalls.getRebateRecords, ({ input, session }) => centre.rebates.records(session, input));
  handleMember(app, ctx, memberCentreCalls.getUplineTransferInfo, ({ session }) => centre.upline.info(session));
  handleMember(app, ctx, memberCentreCalls.transferToUpline, ({ input, session, request }) =>
    centre.upline.transfer(session, input, key(request.headers)),
  );
  // Codes go out in the language the page was in.
  const language = (headers: Record<string, string | string[] | undefined>) => (headers[LANGUAGE_HEADER] === 'EN' ? 'EN' : 'TY');
  handleMember(app, ctx, memberCentreCalls.getInvite, ({ session, request }) =>
    centre.invite.overview(session, `${request.protocol}://${request.host}`),
  );
  // The head icon travels as the raw picture: its own scope reads image bodies up to a little over the limit, so a
  // picture just too large gets the size message rather than the framework's refusal.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: HEAD_ICON_MAX_BYTES + 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    handleMember(scope, ctx, memberCentreCalls.uploadHeadIcon, ({ session, request }) => centre.headIcons.upload(session, request.body));
  });
  app.get<{ Params: { name: string } }>('/cdn/head-icons/:name', async (request, reply) => {
    const bytes = await centre.headIcons.read(request.params.name);
    if (!bytes) return reply.code(404).send({ success: false, errorCode: 'request.notFound' });
    // The name carries the picture's hash: a new picture is a new name.
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
  handleMember(app, ctx, memberCentreCalls.getMissions, ({ session }) => centre.missions.overview(session));
  // Task titles and descriptions come in the page's language.
  handleMember(app, ctx, memberCentreCalls.getCustomerTasks, ({ session, request }) =>
    centre.tasks.list(session, language(request.headers)),
  );
  handleMember(app, ctx, memberCentreCalls.claimCustomerTask, ({ input, session, request }) =>
    centre.tasks.claim(session, input.taskId, language(request.headers), key(request.headers)),
  );
  handleMember(app, ctx, memberCentreCalls.getSecurityCenter, ({ session }) => centre.security.overview(session));
  handleMember(app, ctx, memberCentreCalls.sendBindMobileCode, ({ input, session, request }) =>
    centre.security.sendMobileCode(session, input, clientIp(request), language(request.headers)),
  );
  handleMember(app, ctx, memberCentreCalls.bindMobile, ({ input, session }) => centre.security.bindMobile(session, input));
  handleMember(app, ctx, memberCentreCalls.sendBindEmailCode, ({ input, session, request }) =>
    centre.security.sendEmailCode(session, input.email, language(request.headers)),
  );
  handleMember(app, ctx, memberCentreCalls.bindEmail, ({ input, session }) =>
    centre.security.bindEmail(session, input.email, input.verificationCode),
  );
}
