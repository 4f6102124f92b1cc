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

/**
 * A player's phone that drops the connection (a tap elsewhere, a tunnel, a closed app) while an
 * answer is still being sent: the compressor reports it as an error, but nothing on the platform
 * failed, so operators read it as information, not as an error with a stack.
 */
export function isClientAbort(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  return value.message === 'premature close' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
}

const ERROR_LEVEL = 50;

/** The logger's options: the level, redacting serializers, and (for tests) a stream to capture it. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      logMethod(args, method, logLevel) {
        if (logLevel >= ERROR_LEVEL && isClientAbort(args[0])) {
          this.info('the client closed the connection before the answer was sent');
          return;
        }
        method.apply(this, args);
      },
    },
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
