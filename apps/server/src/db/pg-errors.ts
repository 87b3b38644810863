interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/** drizzle wraps driver errors; the PostgreSQL error is the cause (or the error itself). */
function pgErrorOf(error: unknown): PgErrorFields {
  if (typeof error !== 'object' || error === null) return {};
  const { cause } = error as { cause?: unknown };
  return typeof cause === 'object' && cause !== null ? cause : error;
}

/** A row still referenced (ON DELETE RESTRICT: 23001) or a reference to a missing row (23503). */
export function isReferenceViolation(error: unknown): boolean {
  const code = pgErrorOf(error).code;
  return code === '23503' || code === '23001';
}

/** Class 22 "data exception": bad characters (NUL), values too long or out of range. */
export function isDataException(error: unknown): boolean {
  return pgErrorOf(error).code?.startsWith('22') ?? false;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** Network failures of the connection to the database, by their Node error codes. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is unreachable, shutting down, starting up, out of
 * connections, or too slow (a statement or lock timeout): all worth a retry later.
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code === '57P01' || // admin shutdown
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now
    code === '53300' || // too many connections
    code === '57014' || // statement timeout (query canceled)
    code === '55P03' // lock not available (lock timeout)
  );
}

/** What node-postgres says when a connection could not be made, broke, or got no answer. */
const CONNECTION_ERROR_MESSAGE =
  /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * True when the database could not be reached or did not answer in time: the request did
 * not get its work done and may be retried, so it is answered 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, errors, cause } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGE.test(message)) return true;
    // Connecting to a name with several addresses fails with one error per address.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
