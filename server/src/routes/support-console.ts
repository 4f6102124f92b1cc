import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../contract/errors';
import { SECOND_FACTOR_ROLES } from '../../../contract/back-office/define';
import { ApiError } from '../http/api-error';
import { STAFF_COOKIE, staffCookieToken } from '../http/handle-office';
import type { MessagingServices } from '../services/messaging';
import { SERVER_ROOT } from '../server-root';
import { LOGIN_LIMITS } from '../services/accounts/login-guard';
import { CANNED_ANSWERS } from '../services/messaging/canned';
import type { StaffMember, StaffService } from '../services/staff';
import {
  SUPPORT_LANGUAGE_COOKIE,
  SUPPORT_WORDS,
  supportLanguageOf,
  supportText,
  type SupportLanguage,
  type SupportWords,
} from './support-console-words';

/** The console's part for promotion comments (registered with the comments' routes), a script of its own. */
export const SUPPORT_COMMENTS_SCRIPT = '/support/comments.js';
const consoleDir = path.join(SERVER_ROOT, 'src/services/messaging/console');
const asset = (name: string) => readFileSync(path.join(consoleDir, name), 'utf8');

/**
 * The staff member behind the console's cookie, or null: a cashier's or an admin's session counts only once it has
 * given its second factor (in the back office), as it does there.
 */
export async function staffFromRequest(staff: StaffService, request: FastifyRequest): Promise<StaffMember | null> {
  const session = await staff.resolve(staffCookieToken(request));
  return session && (session.secondFactor || !SECOND_FACTOR_ROLES.includes(session.role)) ? session : null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's words for its scripts: a data block (never run), with nothing in it that could close the element. */
const wordsBlock = (language: SupportLanguage) =>
  `<script type="application/json" id="support-words">${JSON.stringify(SUPPORT_WORDS[language]).replace(/</g, '\\u003c')}</script>`;

/** English and Tagalog, the choice kept in the cookie the back office shares. */
function languagePicker(language: SupportLanguage): string {
  const option = (value: SupportLanguage, label: string) =>
    `<button type="submit" name="language" value="${value}" aria-pressed="${language === value}">${label}</button>`;
  return `<form method="post" action="/support/language" class="language" aria-label="${escapeHtml(supportText(language, 'language'))}">${option('en', 'English')}${option('ty', 'Tagalog')}</form>`;
}

function pageHtml(language: SupportLanguage, title: string, body: string, scripts: readonly string[] = []): string {
  return `<!doctype html>
<html lang="${language === 'ty' ? 'tl' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/support/console.css">
${scripts.map((script) => `<script src="${script}" defer></script>`).join('')}</head>
<body>${body}${scripts.length ? wordsBlock(language) : ''}</body></html>`;
}

/** Why a sign-in was refused, in the console's words, with the platform's error code for scripts and tests. */
interface LoginRefusal {
  errorCode: string;
  key: 'wrongLogin' | 'locked' | 'busy' | 'tooManyMinutes' | 'tooManyMinute';
  minutes?: number;
}

const WRONG_LOGIN: LoginRefusal = { errorCode: ERROR_CODES.loginFailed, key: 'wrongLogin' };

/** The console's own words for the login guard's refusals. */
function refusalOf(error: ApiError): LoginRefusal {
  const { errorCode } = error;
  if (errorCode === ERROR_CODES.accountLocked) return { errorCode, key: 'locked', minutes: LOGIN_LIMITS.lockMinutes };
  if (errorCode !== ERROR_CODES.tooManyAttempts) return { errorCode, key: 'busy' };
  const wait = error.retryAfterSeconds;
  return wait && wait > 60 ? { errorCode, key: 'tooManyMinutes', minutes: Math.ceil(wait / 60) } : { errorCode, key: 'tooManyMinute' };
}

function loginPage(language: SupportLanguage, refusal: LoginRefusal | null): string {
  const w = (key: keyof SupportWords, values?: Record<string, string | number>) => escapeHtml(supportText(language, key, values));
  return pageHtml(
    language,
    supportText(language, 'signInPageTitle'),
    `<main class="login">${languagePicker(language)}<h1>${w('consoleTitle')}</h1>
<form method="post" action="/support/login">
${refusal ? `<p class="error" role="alert" data-error-code="${escapeHtml(refusal.errorCode)}">${w(refusal.key, { minutes: refusal.minutes ?? 0 })}</p>` : ''}
<label for="username">${w('username')}</label><input id="username" name="username" autocomplete="username" required maxlength="40">
<label for="password">${w('password')}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="100">
<button type="submit">${w('signIn')}</button></form></main>`,
  );
}

function consolePage(language: SupportLanguage, staff: StaffMember): string {
  const w = (key: keyof SupportWords, values?: Record<string, string | number>) => escapeHtml(supportText(language, key, values));
  return pageHtml(
    language,
    supportText(language, 'consoleTitle'),
    `<header class="bar"><h1>${w('support')}</h1><span class="who">${w('signedInAs', { name: staff.displayName })}</span>
<a href="/office/">${w('backOffice')}</a>${languagePicker(language)}
<form method="post" action="/support/logout"><button type="submit">${w('signOut')}</button></form></header>
<main class="console" data-staff-id="${staff.id}">
<section class="queue" aria-labelledby="queue-title"><h2 id="queue-title">${w('conversations')}</h2><ul id="queue"></ul></section>
<section class="thread" aria-labelledby="thread-title"><h2 id="thread-title">${w('noConversation')}</h2>
<div class="thread-actions"><button type="button" id="assign" disabled>${w('assignToMe')}</button><button type="button" id="close" disabled>${w('closeConversation')}</button></div>
<p id="status" class="status" role="status"></p>
<ol id="messages" aria-label="${w('messages')}" aria-live="polite"></ol>
<p id="typing" class="typing" aria-live="polite"></p>
<form id="reply"><label for="canned">${w('cannedAnswer')}</label>
<div class="canned"><select id="canned-language" aria-label="${w('cannedLanguage')}"><option value="en">English</option><option value="ty"${language === 'ty' ? ' selected' : ''}>Tagalog</option></select>
<select id="canned"><option value="">${w('chooseAnswer')}</option></select></div>
<label for="reply-text">${w('reply')}</label><textarea id="reply-text" rows="3" maxlength="1000" disabled></textarea>
<button type="submit" id="send" disabled>${w('sendReply')}</button>
<label for="reply-picture" class="picture">${w('attachPicture')}</label><input id="reply-picture" type="file" accept="image/png,image/jpeg" disabled></form></section>
<section class="feedback" aria-labelledby="feedback-title"><h2 id="feedback-title">${w('feedback')}</h2><ul id="feedback"></ul></section>
<section class="comments" aria-labelledby="comments-title"><h2 id="comments-title">${w('promotionComments')}</h2>
<p id="comments-status" class="status" role="status"></p><ul id="comments"></ul></section></main>`,
    ['/support/console.js', SUPPORT_COMMENTS_SCRIPT],
  );
}

const int = (value: unknown) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ApiError(400, ERROR_CODES.badRequest, 'id: not a conversation id');
  return n;
};

/**
 * The support console: a page of its own served by the platform (server-rendered HTML, one
 * script file, no inline script), behind a staff login whose session is an HttpOnly,
 * same-site cookie. Its data calls answer JSON; the chat itself runs over the support socket.
 */
export function registerSupportConsole(app: FastifyInstance, messaging: MessagingServices): void {
  const { staff, chat, feedback } = messaging;
  const script = asset('console.js');
  const style = asset('console.css');

  const requireStaff = async (request: FastifyRequest): Promise<StaffMember> => {
    const who = await staffFromRequest(staff, request);
    if (!who) throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Log in to the support console');
    return who;
  };
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get('/support', (_request, reply) => reply.redirect('/support/'));
  app.get('/support/', async (request, reply) => {
    const who = await staffFromRequest(staff, request);
    const language = supportLanguageOf(request.headers.cookie);
    return html(reply, who ? consolePage(language, who) : loginPage(language, null));
  });
  app.get('/support/console.js', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
  app.get('/support/console.css', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(style),
  );

  app.post('/support/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.slice(0, 40) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 100) : '';
    let result: Awaited<ReturnType<StaffService['login']>> = null;
    try {
      result = username && password ? await staff.login(username, password, request.ip) : null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return html(reply, loginPage(supportLanguageOf(request.headers.cookie), refusalOf(error)), error.status);
    }
    if (!result) return html(reply, loginPage(supportLanguageOf(request.headers.cookie), WRONG_LOGIN), 401);
    void reply.header('set-cookie', `${STAFF_COOKIE}=${result.token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${12 * 3600}`);
    // A role that signs in with a second factor gives it in the back office, then finds the chat there.
    return reply.code(303).redirect(SECOND_FACTOR_ROLES.includes(result.staff.role) ? '/office/' : '/support/');
  });
  app.post('/support/language', async (request, reply) => {
    const chosen = (request.body as Record<string, unknown> | undefined)?.language;
    if (chosen !== 'en' && chosen !== 'ty') throw new ApiError(400, ERROR_CODES.badRequest, 'language: en or ty');
    void reply.header('set-cookie', `${SUPPORT_LANGUAGE_COOKIE}=${chosen}; Path=/; SameSite=Strict; Max-Age=${365 * 24 * 3600}`);
    return reply.code(303).redirect('/support/');
  });
  app.post('/support/logout', async (request, reply) => {
    await staff.logout(staffCookieToken(request));
    void reply.header('set-cookie', `${STAFF_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
    return reply.code(303).redirect('/support/');
  });

  app.get('/support/api/queue', async (request) => {
    await requireStaff(request);
    return { success: true, value: await chat.queue() };
  });
  app.get('/support/api/canned', async (request) => {
    await requireStaff(request);
    return { success: true, value: CANNED_ANSWERS };
  });
  app.get<{ Params: { id: string } }>('/support/api/conversations/:id', async (request) => {
    await requireStaff(request);
    const id = int(request.params.id);
    return { success: true, value: { status: await chat.conversationStatus(id), messages: await chat.messagesAfter(id, 0) } };
  });
  app.post<{ Params: { id: string } }>('/support/api/conversations/:id/assign', async (request) => {
    const who = await requireStaff(request);
    return { success: true, value: { ok: await chat.assign(int(request.params.id), who.id) } };
  });
  app.get('/support/api/feedback', async (request) => {
    await requireStaff(request);
    return { success: true, value: await feedback.recent() };
  });
  app.post<{ Params: { id: string }; Body: { text?: unknown } }>('/support/api/feedback/:id/reply', async (request) => {
    const who = await requireStaff(request);
    const text = typeof request.body?.text === 'string' ? request.body.text.trim() : '';
    if (!text || text.length > 2000) throw new ApiError(400, ERROR_CODES.badRequest, 'text: 1 to 2000 characters');
    return { success: true, value: { ok: await feedback.reply(int(request.params.id), who.id, text) } };
  });
  app.post<{ Params: { id: string } }>('/support/api/conversations/:id/close', async (request) => {
    await requireStaff(request);
    return { success: true, value: { ok: await chat.close(int(request.params.id)) } };
  });
}
