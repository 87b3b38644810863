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
