import {
  ERROR_CODES,
  formatErrorMessage,
  type ErrorCode,
  type ErrorParams,
} from '@lyp/shared/errors/error-codes';

/**
 * A business failure with a code from the shared catalogue. The error handler turns it into
 * its HTTP status and `{ code: 1, msg, error }`; nothing else about it reaches the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;
  /** Seconds a client should wait before retrying (429 and 503 answers). */
  readonly retryAfterSeconds?: number;
  /**
   * The request field the message is about, as a path with dots (`lots.0.category`): the
   * answer then names it in `fields`, and a form puts the message under that field.
   */
  readonly field?: string;

  constructor(
    code: ErrorCode,
    options: { params?: ErrorParams; retryAfterSeconds?: number; field?: string } = {},
  ) {
    // An answer the client is meant to get (a refusal, a validation message) needs no stack,
    // and capturing one was a visible share of a refused bid's cost; server failures keep theirs.
    const stackTraceLimit = Error.stackTraceLimit;
    if (ERROR_CODES[code].status < 500) Error.stackTraceLimit = 0;
    try {
      super(formatErrorMessage(code, options.params));
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.params = options.params ?? {};
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.field !== undefined) this.field = options.field;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
