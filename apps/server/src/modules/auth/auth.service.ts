import { randomUUID } from 'node:crypto';
import type { GrantType, TokenResponse } from '@lyp/shared/auth/auth.schemas';
import type { Clock } from '../../lib/clock';
import { OAuthError } from '../../lib/oauth-error';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { Principal } from '../../lib/principal';
import type { RateLimiter } from '../../lib/rate-limiter';
import { generateOpaqueToken, sha256Hex } from '../../lib/secrets';
import { isAppError } from '../../lib/app-error';
import type { SmsService } from '../sms';
import type { UserRecord, UsersRepository } from '../users';
import type { TokenRepository } from './token.repository';

export const BAD_CREDENTIALS_MESSAGE = '账号或密码错误';
const DISABLED_MESSAGE = '账号已被停用，请联系平台管理员';
const SESSION_EXPIRED_MESSAGE = '登录已过期，请重新登录';

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenRepository;
  sms: Pick<SmsService, 'consumeCode'>;
  passwordHasher: PasswordHasher;
  clock: Clock;
  /** Failed sign-ins per account (or per unknown login name) and per client IP. */
  signInLimiters: { account: RateLimiter; ip: RateLimiter };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** The throttling key of an account: its id when it exists, else the name that was tried. */
const accountKey = (user: UserRecord | undefined, login: string) =>
  user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;

export function createAuthService(deps: AuthServiceDeps) {
  const { users, tokens, passwordHasher, clock, signInLimiters } = deps;

  async function refuseIfThrottled(key: string, ip: string): Promise<void> {
    const verdicts = await Promise.all([signInLimiters.account.check(key), signInLimiters.ip.check(ip)]);
    const blocked = verdicts.find((verdict) => !verdict.allowed);
    if (blocked) {
      const minutes = Math.max(1, Math.ceil(blocked.retryAfterSeconds / 60));
      throw new OAuthError('too_many_attempts', `登录失败次数过多，请 ${minutes} 分钟后再试`, {
        retryAfterSeconds: blocked.retryAfterSeconds,
      });
    }
  }

  async function recordFailure(key: string, ip: string): Promise<void> {
    await Promise.all([signInLimiters.account.hit(key), signInLimiters.ip.hit(ip)]);
  }

  async function issueTokens(
    user: Pick<UserRecord, 'id' | 'tenantId'>,
    grantType: GrantType,
    session: { familyId?: string; orgId?: number } = {},
  ): Promise<TokenResponse> {
    const orgId = session.orgId ?? (await users.listMemberships(user.id))[0]?.orgId;
    if (orgId === undefined) throw new Error(`user ${user.id} belongs to no organisation`);
    const now = clock.now();
    const accessToken = generateOpaqueToken();
    const refreshToken = generateOpaqueToken();
    await tokens.insert({
      userId: user.id,
      tenantId: user.tenantId,
      orgId,
      familyId: session.familyId ?? randomUUID(),
      grantType,
      accessTokenHash: sha256Hex(accessToken),
      refreshTokenHash: sha256Hex(refreshToken),
      accessExpiresAt: new Date(now.getTime() + deps.accessTokenTtlSeconds * 1000),
      refreshExpiresAt: new Date(now.getTime() + deps.refreshTokenTtlSeconds * 1000),
      createdAt: now,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: deps.accessTokenTtlSeconds,
      refresh_token: refreshToken,
      refresh_expires_in: deps.refreshTokenTtlSeconds,
      scope: 'server',
      userId: user.id,
      orgId,
      tenantId: user.tenantId,
    };
  }

  return {
    /** Username or phone plus password. Unknown accounts answer exactly like wrong passwords. */
    async passwordGrant(input: { username: string; password: string; ip: string }): Promise<TokenResponse> {
      const user = await users.findByLogin(input.username.trim());
      const key = accountKey(user, input.username);
      await refuseIfThrottled(key, input.ip);

      const passwordMatches = user
        ? await passwordHasher.verify(user.passwordHash, input.password)
        : (await passwordHasher.verifyAgainstDummy(input.password), false);
      if (!user || !passwordMatches) {
        await recordFailure(key, input.ip);
        throw new OAuthError('invalid_grant', BAD_CREDENTIALS_MESSAGE);
      }
      if (user.status !== 'active') throw new OAuthError('invalid_grant', DISABLED_MESSAGE);
      await signInLimiters.account.reset(key);
      return issueTokens(user, 'password');
    },

    /** Mobile sign-in with a code sent for type 2 (登录). */
    async smsCodeGrant(input: { phone: string; code: string; ip: string }): Promise<TokenResponse> {
      await refuseIfThrottled(`login:${input.phone}`, input.ip);
      try {
        await deps.sms.consumeCode({ phone: input.phone, code: input.code, purpose: 'login' });
      } catch (error) {
        if (!isAppError(error)) throw error;
        await signInLimiters.ip.hit(input.ip);
        throw new OAuthError('invalid_grant', error.message);
      }
      const user = await users.findByPhone(input.phone);
      // Login codes are only delivered to registered phones; this is a deleted account.
      if (!user) throw new OAuthError('invalid_grant', '验证码已失效，请重新获取');
      if (user.status !== 'active') throw new OAuthError('invalid_grant', DISABLED_MESSAGE);
      return issueTokens(user, 'sms_code');
    },

    /**
     * Rotates the pair. Replaying a refresh token that was already rotated means it leaked:
     * the whole family (every token descended from that sign-in) is revoked.
     */
    async refreshGrant(input: { refreshToken: string }): Promise<TokenResponse> {
      const now = clock.now();
      const record = await tokens.findByRefreshHash(sha256Hex(input.refreshToken));
      if (!record) throw new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE);
      if (record.revokedAt) {
        if (record.revokeReason === 'rotated')
          await tokens.revokeFamily(record.familyId, now, 'refresh_reuse');
        throw new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE);
      }
      if (record.refreshExpiresAt.getTime() <= now.getTime())
        throw new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE);
      const user = await users.findById(record.userId);
      if (!user || user.status !== 'active') throw new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE);
      if (!(await tokens.retireForRotation(record.id, now))) {
        await tokens.revokeFamily(record.familyId, now, 'refresh_reuse');
        throw new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE);
      }
      return issueTokens(user, 'refresh_token', { familyId: record.familyId, orgId: record.orgId });
    },

    async logout(principal: Principal): Promise<void> {
      await tokens.revoke(principal.tokenId, clock.now(), 'logout');
    },

    async authenticate(accessToken: string): Promise<Principal | null> {
      if (accessToken.length > 200) return null;
      return (await tokens.findPrincipal(sha256Hex(accessToken), clock.now())) ?? null;
    },

    async revokeAllSessions(userId: number, reason: string): Promise<void> {
      await tokens.revokeAllForUser(userId, clock.now(), reason);
    },

    async clearSignInFailures(userId: number): Promise<void> {
      await signInLimiters.account.reset(`user:${userId}`);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
