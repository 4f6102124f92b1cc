import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { MessagingServices } from '../services/messaging';
import { SERVER_ROOT } from '../server-root';
import { LOGIN_LIMITS } from '../services/accounts/login-guard';
import { CANNED_ANSWERS } from '../services/messaging/canned';
import type { StaffMember, StaffService } from '../services/messaging/staff';

const COOKIE = 'tala_support';
/** The console's part for promotion comments (registered with the comments' routes), a script of its own. */
export const SUPPORT_COMMENTS_SCRIPT = '/support/comments.js';
const consoleDir = path.join(SERVER_ROOT, 'src/services/messaging/console');
const asset = (name: string) => readFileSync(path.join(consoleDir, name), 'utf8');

function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The staff member behind the console's cookie, or null. */
export function staffFromRequest(staff: StaffService, request: FastifyRequest): Promise<StaffMember | null> {
  return staff.resolve(cookieToken(request));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function pageHtml(title: string, body: string, scripts: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/support/console.css">
${scripts.map((script) => `<script src="${script}" defer></script>`).join('')}</head>
<body>${body}</body></html>`;
}

/** Why a sign-in was refused, in the console's words, with the platform's error code for scripts and tests. */
interface LoginRefusal {
  errorCode: string;
  text: string;
}

const WRONG_LOGIN: LoginRefusal = { errorCode: ERROR_CODES.loginFailed, text: 'Wrong username or password.' };

/** The console's own words for the login guard's refusals (the console is in English only). */
function refusalOf(error: ApiError): LoginRefusal {
  const { errorCode } = error;
  if (errorCode === ERROR_CODES.accountLocked)
    return { errorCode, text: `Too many failed sign-ins: this account is locked here for ${LOGIN_LIMITS.lockMinutes} minutes.` };
  if (errorCode !== ERROR_CODES.tooManyAttempts) return { errorCode, text: 'The server is busy. Try again in a moment.' };
  const wait = error.retryAfterSeconds;
  return {
    errorCode,
    text:
      wait && wait > 60
        ? `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`
        : 'Too many sign-in attempts. Wait a minute and try again.',
  };
}

function loginPage(refusal: LoginRefusal | null): string {
  return pageHtml(
    'Tala support — sign in',
    `<main class="login"><h1>Tala support console</h1>
<form method="post" action="/support/login">
${refusal ? `<p class="error" role="alert" data-error-code="${escapeHtml(refusal.errorCode)}">${escapeHtml(refusal.text)}</p>` : ''}
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required maxlength="40">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="100">
<button type="submit">Sign in</button></form></main>`,
  );
}

function consolePage(staff: StaffMember): string {
  return pageHtml(
    'Tala support console',
    `<header class="bar"><h1>Tala support</h1><span class="who">Signed in as ${escapeHtml(staff.displayName)}</span>
<form method="post" action="/support/logout"><button type="submit">Sign out</button></form></header>
<main class="console" data-staff-id="${staff.id}">
<section class="queue" aria-labelledby="queue-title"><h2 id="queue-title">Conversations</h2><ul id="queue"></ul></section>
<section class="thread" aria-labelledby="thread-title"><h2 id="thread-title">No conversation selected</h2>
<div class="thread-actions"><button type="button" id="assign" disabled>Assign to me</button><button type="button" id="close" disabled>Close conversation</button></div>
<p id="status" class="status" role="status"></p>
<ol id="messages" aria-label="Messages" aria-live="polite"></ol>
<p id="typing" class="typing" aria-live="polite"></p>
<form id="reply"><label for="canned">Canned answer</label>
<div class="canned"><select id="canned-language" aria-label="Canned answer language"><option value="en">English</option><option value="ty">Tagalog</option></select>
<select id="canned"><option value="">Choose an answer…</option></select></div>
<label for="reply-text">Reply</label><textarea id="reply-text" rows="3" maxlength="1000" disabled></textarea>
<button type="submit" id="send" disabled>Send reply</button>
<label for="reply-picture" class="picture">Attach a picture</label><input id="reply-picture" type="file" accept="image/png,image/jpeg" disabled></form></section>
<section class="feedback" aria-labelledby="feedback-title"><h2 id="feedback-title">Feedback</h2><ul id="feedback"></ul></section>
<section class="comments" aria-labelledby="comments-title"><h2 id="comments-title">Promotion comments</h2>
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
    return html(reply, who ? consolePage(who) : loginPage(null));
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
      return html(reply, loginPage(refusalOf(error)), error.status);
    }
    if (!result) return html(reply, loginPage(WRONG_LOGIN), 401);
    void reply.header('set-cookie', `${COOKIE}=${result.token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${12 * 3600}`);
    return reply.code(303).redirect('/support/');
  });
  app.post('/support/logout', async (request, reply) => {
    await staff.logout(cookieToken(request));
    void reply.header('set-cookie', `${COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
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
