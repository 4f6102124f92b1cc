import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/*
 * What the log may say. A failing query carries its SQL parameters (a new member's password
 * hash, e-mail, mobile, birthday) and a database message can quote a value: neither reaches a
 * log line. Requests are logged by path only, so query strings (usernames, numbers) stay out.
 */

/** A quoted value after a colon or an equals sign, as database messages quote a refused input. */
const QUOTED_VALUE = /([:=]\s?)"[^"\n]*"/g;
const scrub = (text: string) => text.replace(QUOTED_VALUE, '$1"[redacted]"');

/** An error as the log shows it: its kind, code and scrubbed message and stack, never its other fields. */
export function redactError(error: unknown): { type: string; message: string; stack: string; code?: string | number } {
  if (!(error instanceof Error)) return { type: typeof error, message: '[redacted non-error]', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: scrub(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: scrub(error.stack ?? ''),
  };
}

interface LoggedRequest {
  method?: string;
  url?: string;
  socket?: { remoteAddress?: string };
}

const pathOnly = (url: string | undefined) => {
  if (!url) return url;
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?[redacted]`;
};

/** The logger's options: the level, redacting serializers, and (for tests) a stream to capture it. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: redactError,
      error: redactError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: pathOnly(request.url),
        remoteAddress: request.socket?.remoteAddress,
      }),
    },
    redact: {
      paths: [
        'params',
        'query',
        'body',
        'password',
        'token',
        'headers',
        '*.params',
        '*.query',
        '*.body',
        '*.password',
        '*.token',
        '*.headers',
      ],
      censor: '[redacted]',
    },
  };
}
