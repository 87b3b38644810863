import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { PasswordHasher } from './lib/password-hasher';
import type { RateLimiterFactory } from './lib/rate-limiter';
import { createAccountService } from './modules/account';
import { createAuthService, createTokenRepository } from './modules/auth';
import { createDictRepository, createDictService } from './modules/dict';
import { createHealthRepository } from './modules/health';
import { createPermissionRepository, createPermissionService } from './modules/permission';
import { createSmsCodeRepository, createSmsService, type SmsProvider } from './modules/sms';
import { createUsersRepository } from './modules/users';

export interface ServiceDependencies {
  database: Database;
  clock: Clock;
  appSecret: string;
  log: { warn(details: object, message: string): void };
  passwordHasher: PasswordHasher;
  smsProvider: SmsProvider;
  rateLimiters: RateLimiterFactory;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** Limits that are policy rather than per-request input. */
export const RATE_LIMITS = {
  smsPerIp: { points: 30, windowSeconds: 60 * 60 },
  signInFailuresPerAccount: { points: 5, windowSeconds: 15 * 60 },
  signInFailuresPerIp: { points: 50, windowSeconds: 15 * 60 },
} as const;

/** The composition root: repositories and services, wired once per app. */
export function createServices(deps: ServiceDependencies) {
  const { db } = deps.database;
  const { clock, passwordHasher } = deps;
  const users = createUsersRepository(db);
  const tokens = createTokenRepository(db);
  // One counter per account, whether the wrong password came from sign-in or a phone change.
  const accountFailures = deps.rateLimiters('sign-in-account', RATE_LIMITS.signInFailuresPerAccount);

  const sms = createSmsService({
    codes: createSmsCodeRepository(db),
    provider: deps.smsProvider,
    clock,
    codeSecret: deps.appSecret,
    log: deps.log,
    ipLimiter: deps.rateLimiters('sms-ip', RATE_LIMITS.smsPerIp),
    isPhoneRegistered: (phone) => users.isPhoneRegistered(phone),
  });
  const auth = createAuthService({
    users,
    tokens,
    sms,
    passwordHasher,
    clock,
    signInLimiters: {
      account: accountFailures,
      ip: deps.rateLimiters('sign-in-ip', RATE_LIMITS.signInFailuresPerIp),
    },
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: deps.refreshTokenTtlSeconds,
  });
  const accounts = createAccountService({
    users,
    sms,
    passwordHasher,
    clock,
    revokeAllSessions: auth.revokeAllSessions,
    clearSignInFailures: auth.clearSignInFailures,
    passwordFailures: accountFailures,
  });
  const permissions = createPermissionService({
    users,
    permissions: createPermissionRepository(db),
    switchOrganisation: tokens.switchOrganisation,
    clock,
  });
  const dicts = createDictService({ dicts: createDictRepository(db), clock });
  const health = createHealthRepository(db);

  return { sms, auth, accounts, permissions, dicts, health };
}

export type Services = ReturnType<typeof createServices>;
