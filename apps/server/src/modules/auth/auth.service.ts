import { randomUUID } from 'node:crypto';
import type { GrantType, TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { OAuthError } from '../../lib/oauth-error';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { Principal } from '../../lib/principal';
import type { RateLimitVerdict } from '../../lib/rate-limiter';
import { generateOpaqueToken, sha256Hex } from '../../lib/secrets';
import type { SmsService } from '../sms';
import type { UserRecord, UsersRepository } from '../users';
import { accountThrottleKey, loginThrottleKey, type SignInThrottle } from './sign-in-throttle';
import { createRememberedPrincipals } from './remembered-principals';
import type { NewToken, TokenRepository } from './token.repository';

/** How long a bidding route may use a principal it looked up before (see remembered-principals). */
const REMEMBER_PRINCIPAL_MS = 10_000;
const REMEMBER_PRINCIPALS_MAX = 50_000;

export const BAD_CREDENTIALS_MESSAGE = '账号或密码错误';
const DISABLED_MESSAGE = '账号已被停用，请联系平台管理员';
const SESSION_EXPIRED_MESSAGE = '登录已过期，请重新登录';

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenRepository;
  sms: Pick<SmsService, 'consumeCode'>;
  passwordHasher: PasswordHasher;
  clock: Clock;
  /** Sign-in attempts per account and address, per address, and per account. */
  signInThrottle: SignInThrottle;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** The throttling key of an account: its id when it exists, else the name that was tried. */
const accountKey = (user: UserRecord | undefined, login: string) =>
  user ? accountThrottleKey(user.id) : loginThrottleKey(login);

function throttled(verdict: RateLimitVerdict): OAuthError {
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  return new OAuthError('too_many_attempts', `登录失败次数过多，请 ${minutes} 分钟后再试`, {
    description: `Too many failed sign-in attempts; retry in ${minutes} minutes`,
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, tokens, passwordHasher, clock, signInThrottle } = deps;
  const remembered = createRememberedPrincipals({
    find: (accessTokenHash) => tokens.findPrincipal(accessTokenHash, clock.now()),
    ttlMs: REMEMBER_PRINCIPAL_MS,
    maxEntries: REMEMBER_PRINCIPALS_MAX,
  });

  /** Counted before the check; a successful attempt is given back afterwards. */
  async function takeAttempt(key: string, ip: string): Promise<void> {
    const blocked = await signInThrottle.take(key, ip);
    if (blocked) throw throttled(blocked);
  }

  const attemptSucceeded = (key: string, ip: string) => signInThrottle.succeeded(key, ip);

  async function newTokenPair(
    user: Pick<UserRecord, 'id' | 'tenantId'>,
    grantType: GrantType,
    family: { id: string; createdAt: Date; orgId?: number },
  ): Promise<{ row: NewToken; response: TokenResponse }> {
    const orgId = family.orgId ?? (await users.listMemberships(user.id))[0]?.orgId;
    if (orgId === undefined) throw new Error(`user ${user.id} belongs to no organisation`);
    const now = clock.now();
    const accessToken = generateOpaqueToken();
    const refreshToken = generateOpaqueToken();
    return {
      row: {
        userId: user.id,
        tenantId: user.tenantId,
        orgId,
        familyId: family.id,
        familyCreatedAt: family.createdAt,
        grantType,
        accessTokenHash: sha256Hex(accessToken),
        refreshTokenHash: sha256Hex(refreshToken),
        accessExpiresAt: new Date(now.getTime() + deps.accessTokenTtlSeconds * 1000),
        refreshExpiresAt: new Date(now.getTime() + deps.refreshTokenTtlSeconds * 1000),
        createdAt: now,
      },
      response: {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: deps.accessTokenTtlSeconds,
        refresh_token: refreshToken,
        refresh_expires_in: deps.refreshTokenTtlSeconds,
        scope: 'server',
        userId: user.id,
        orgId,
        tenantId: user.tenantId,
      },
    };
  }

  /** A new sign-in: a new token family. */
  async function signInAs(user: UserRecord, grantType: GrantType): Promise<TokenResponse> {
    const { row, response } = await newTokenPair(user, grantType, {
      id: randomUUID(),
      createdAt: clock.now(),
    });
    await tokens.insert(row);
    return response;
  }

  const sessionExpired = () =>
    new OAuthError('invalid_grant', SESSION_EXPIRED_MESSAGE, {
      description: 'The refresh token is invalid, expired or revoked',
    });
  const disabled = () =>
    new OAuthError('invalid_grant', DISABLED_MESSAGE, { description: 'The account is disabled' });
  const codeRefused = (message: string) =>
    new OAuthError('invalid_grant', message, { description: 'Wrong or expired verification code' });

  return {
    /** Username or phone plus password. Unknown accounts answer exactly like wrong passwords. */
    async passwordGrant(input: { username: string; password: string; ip: string }): Promise<TokenResponse> {
      const user = await users.findByLogin(input.username.trim());
      const key = accountKey(user, input.username);
      await takeAttempt(key, input.ip);

      const passwordMatches = user
        ? await passwordHasher.verify(user.passwordHash, input.password)
        : (await passwordHasher.verifyAgainstDummy(input.password), false);
      if (!user || !passwordMatches)
        throw new OAuthError('invalid_grant', BAD_CREDENTIALS_MESSAGE, {
          description: 'Wrong username or password',
        });
      if (user.status !== 'active') throw disabled();
      await attemptSucceeded(key, input.ip);
      return signInAs(user, 'password');
    },

    /** Mobile sign-in with a code sent for type 2 (登录). */
    async smsCodeGrant(input: { phone: string; code: string; ip: string }): Promise<TokenResponse> {
      const key = loginThrottleKey(input.phone);
      await takeAttempt(key, input.ip);
      try {
        await deps.sms.consumeCode({ phone: input.phone, code: input.code, purpose: 'login' });
      } catch (error) {
        if (isAppError(error)) throw codeRefused(error.message);
        throw error;
      }
      const user = await users.findByPhone(input.phone);
      // Login codes are only delivered to registered phones; this is a deleted account.
      if (!user) throw codeRefused('验证码已失效，请重新获取');
      if (user.status !== 'active') throw disabled();
      await attemptSucceeded(key, input.ip);
      return signInAs(user, 'sms_code');
    },

    /**
     * Rotates the pair, one refresh of a token at a time (its row is locked). Replaying a
     * refresh token that was already rotated means it leaked: the whole family is revoked,
     * after the rotation that spent it has committed, so its new tokens go too.
     */
    async refreshGrant(input: { refreshToken: string }): Promise<TokenResponse> {
      const now = clock.now();
      const outcome = await tokens.transaction(async (tx): Promise<TokenResponse | undefined> => {
        const record = await tx.lockByRefreshHash(sha256Hex(input.refreshToken));
        if (!record) return undefined;
        if (record.revokedAt) {
          if (record.revokeReason === 'rotated') await tx.revokeFamily(record.familyId, now, 'refresh_reuse');
          return undefined;
        }
        if (record.refreshExpiresAt.getTime() <= now.getTime()) return undefined;
        const user = await users.findById(record.userId);
        if (!user || user.status !== 'active') return undefined;
        if (user.tokensNotBefore && record.familyCreatedAt.getTime() < user.tokensNotBefore.getTime())
          return undefined;

        await tx.revoke(record.id, now, 'rotated');
        const { row, response } = await newTokenPair(user, 'refresh_token', {
          id: record.familyId,
          createdAt: record.familyCreatedAt,
          orgId: record.orgId,
        });
        await tx.insert(row);
        return response;
      });
      if (!outcome) throw sessionExpired();
      return outcome;
    },

    async logout(principal: Principal): Promise<void> {
      await tokens.revoke(principal.tokenId, clock.now(), 'logout');
      remembered.forget(principal.tokenId);
    },

    async authenticate(accessToken: string): Promise<Principal | null> {
      if (accessToken.length > 200) return null;
      return (await tokens.findPrincipal(sha256Hex(accessToken), clock.now())) ?? null;
    },

    /**
     * authenticate, answered from memory for up to 10 s: only for routes that check the token
     * again under a lock (bidding), which call forgetToken when that check refuses it.
     */
    async authenticateRemembered(accessToken: string): Promise<Principal | null> {
      if (accessToken.length > 200) return null;
      return (await remembered.resolve(sha256Hex(accessToken))) ?? null;
    },

    forgetToken: (tokenId: number) => remembered.forget(tokenId),

    /** Signs a user out everywhere, even of a refresh that is committing right now. */
    async revokeAllSessions(userId: number, reason: string): Promise<void> {
      const now = clock.now();
      await users.markSessionsRevoked(userId, now);
      await tokens.revokeAllForUser(userId, now, reason);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
