import type { OAuthErrorCode } from '@lyp/shared/auth/auth.schemas';

/** What each error means, in the English RFC 6749 clients log, when no more precise text is given. */
const DESCRIPTIONS: Record<OAuthErrorCode, string> = {
  invalid_request: 'The request is missing a parameter or is otherwise malformed',
  invalid_client: 'Client authentication failed',
  invalid_grant: 'The grant is invalid, expired or revoked',
  unsupported_grant_type: 'Supported grant types: password, sms_code, refresh_token, client_credentials',
  unauthorized_client: 'The client may not use this grant type',
  invalid_scope: 'The requested scope is invalid or exceeds what the client holds',
  too_many_attempts: 'Too many attempts; retry later',
};

const STATUS: Partial<Record<OAuthErrorCode, number>> = { invalid_client: 401, too_many_attempts: 429 };

/**
 * RFC 6749 §5.2 allows only these characters in error_description: no quotes, backslashes
 * or anything outside printable ASCII (the Chinese text goes in `msg`).
 */
export function asciiDescription(text: string): string {
  return text.replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '?');
}

/**
 * A token-endpoint failure, answered in RFC 6749 §5.2 form: `error`, an English
 * `error_description`, and the Chinese `message` as `msg`.
 */
export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly status: number;
  readonly description: string;
  readonly retryAfterSeconds?: number;

  constructor(
    error: OAuthErrorCode,
    message: string,
    options: { description?: string; status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'OAuthError';
    this.error = error;
    this.status = options.status ?? STATUS[error] ?? 400;
    this.description = asciiDescription(options.description ?? DESCRIPTIONS[error]);
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The token endpoint reads forms and query strings only (RFC 6749 §3.2): anything else is refused. */
export function unsupportedTokenContentType(): OAuthError {
  return new OAuthError(
    'invalid_request',
    '请求格式不正确：令牌接口的参数请放在查询字符串或 application/x-www-form-urlencoded 表单中',
    { description: 'Unsupported content type: send the parameters as application/x-www-form-urlencoded' },
  );
}

/** English descriptions of the failures raised before the token handler runs, by error code. */
const GENERIC_DESCRIPTIONS: Record<string, string> = {
  BAD_REQUEST: 'The request could not be read',
  VALIDATION_FAILED: 'Invalid request parameters',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  RATE_LIMITED: 'Too many requests; retry later',
};

/**
 * A failure raised in the usual `{ code, msg, error }` form (a body the framework could not
 * read, a rate limit) on a route that answers in RFC 6749 form. Every such failure is a
 * 400 invalid_request there (§5.2), except throttling and a wrong method.
 */
export function toOAuthError(
  status: number,
  body: { msg: string; error: string; retryAfterSeconds?: number | undefined },
): OAuthError {
  if (body.error === 'UNSUPPORTED_MEDIA_TYPE') return unsupportedTokenContentType();
  const retry = body.retryAfterSeconds !== undefined ? { retryAfterSeconds: body.retryAfterSeconds } : {};
  if (status === 429)
    return new OAuthError('too_many_attempts', body.msg, {
      description: GENERIC_DESCRIPTIONS.RATE_LIMITED,
      ...retry,
    });
  return new OAuthError('invalid_request', body.msg, {
    description: GENERIC_DESCRIPTIONS[body.error] ?? DESCRIPTIONS.invalid_request,
    status: status === 405 ? 405 : 400,
  });
}
