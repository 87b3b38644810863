import type { OAuthErrorCode } from '@lyp/shared/auth/auth.schemas';

/** A token-endpoint failure, answered in RFC 6749 §5.2 form with a Chinese `msg`. */
export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly status: number;
  readonly retryAfterSeconds?: number;

  constructor(error: OAuthErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'OAuthError';
    this.error = error;
    this.status = error === 'too_many_attempts' ? 429 : 400;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
