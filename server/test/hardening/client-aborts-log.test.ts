import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/log';

function loggedLines(log: (app: ReturnType<typeof Fastify>) => void): Array<{ level: number; msg: string; err?: unknown }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream) });
  log(app);
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
}

describe("the operators' log", () => {
  it('reads a connection the client closed mid-answer as information, without a stack', () => {
    const premature = Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    // As the compressor reports it: the error alone, at error level, on the request's logger.
    const lines = loggedLines((app) => {
      app.log.child({ reqId: 'req-1' }).error(premature);
      app.log.error(reset);
    });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, 'the client closed the connection before the answer was sent'],
      [30, 'the client closed the connection before the answer was sent'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('still logs a real failure as an error with its stack', () => {
    const lines = loggedLines((app) => app.log.error({ err: new Error('relation "members" does not exist') }, 'unhandled error'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unhandled error' });
    expect(JSON.stringify(lines[0]!.err)).toContain('stack');
  });
});
