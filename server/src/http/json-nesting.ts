import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from './api-error';

/**
 * How deep a request's JSON may nest arrays and objects. No call's body goes past a few levels;
 * a deeper one (10,000 arrays fit in a few kilobytes) would only feed the recursion of the checks
 * that walk a body, until the stack ran out and the server answered 500.
 */
export const MAX_JSON_NESTING = 32;

const tooDeep = () => new ApiError(400, ERROR_CODES.badRequest, `request: nested deeper than ${MAX_JSON_NESTING} levels`);

/** Whether JSON text opens more than `max` arrays or objects inside one another, read before it is parsed. */
export function jsonTextTooDeep(text: string, max = MAX_JSON_NESTING): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** Whether a value already parsed (a sealed body's, a form's) nests deeper than `max`, walked without recursion. */
export function valueTooDeep(value: unknown, max = MAX_JSON_NESTING): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= max) return true;
    for (const inner of Object.values(next.value)) stack.push({ value: inner, depth: next.depth + 1 });
  }
  return false;
}

/** Refuses a too deeply nested value with 400 and an errorCode. */
export function assertNotTooDeep(value: unknown): void {
  if (valueTooDeep(value)) throw tooDeep();
}

/** JSON bodies are parsed as Fastify parses them, once their nesting is known to be bounded. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonTextTooDeep(text)) {
      done(tooDeep(), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
