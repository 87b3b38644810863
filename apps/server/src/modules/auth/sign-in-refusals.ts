import type { RateLimitVerdict } from '../../lib/rate-limiter';
import { OAuthError } from '../../lib/oauth-error';

export const BAD_CREDENTIALS_MESSAGE = '账号或密码错误';
const DISABLED_MESSAGE = '账号已被停用，请联系平台管理员';
const SESSION_EXPIRED_MESSAGE = '登录已过期，请重新登录';

export function throttled(verdict: RateLimitVerdict): OAuthError {
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  return new OAuthError('too_many_attempts', `登录失败次数过多，请 ${minutes} 分钟后再试`, {
    description: `Too many failed sign-in attempts; retry in ${minutes} minutes`,
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

export const sessionExpired = () =>
  new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE, {
    description: 'The refresh token is invalid, expired or revoked',
  });
export const disabled = () =>
  new OAuthError('invalid_grant', DISABLED_MESSAGE, { description: 'The account is disabled' });
export const codeRefused = (message: string) =>
  new OAuthError('invalid_grant', message, { description: 'Wrong or expired verification code' });
