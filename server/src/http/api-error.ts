import type { ErrorCode } from '../../../contract/errors';

/** A failure the caller can act on: it reaches the client as an envelope with this status and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode | string,
    message: string,
    readonly value?: unknown,
    /** Sent as Retry-After: when the caller may usefully try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
