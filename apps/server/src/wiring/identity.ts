import { createAccountService } from '../modules/account';
import { createAuthService, createSignInThrottle, createTokenRepository } from '../modules/auth';
import { createPermissionRepository, createPermissionService } from '../modules/permission';
import { createSmsCodeRepository, createSmsService } from '../modules/sms';
import { createUsersRepository } from '../modules/users';
import type { ServiceDependencies } from './service-dependencies';

/** Limits that are policy rather than per-request input. */
export const RATE_LIMITS = {
  smsPerIp: { points: 30, windowSeconds: 60 * 60 },
  /** One address guessing one account: locks that address out of that account only. */
  signInFailuresPerAccountAddress: { points: 5, windowSeconds: 15 * 60 },
  /** One address trying many accounts. */
  signInFailuresPerIp: { points: 50, windowSeconds: 15 * 60 },
  /**
   * Many addresses guessing one account: a ceiling far above what an owner mistypes, which
   * addresses that signed the account in recently are exempt from.
   */
  signInFailuresPerAccount: { points: 100, windowSeconds: 60 * 60 },
  /** How long a successful sign-in makes its address known (under the 24.8-day timer limit). */
  knownSignInAddress: { points: 1, windowSeconds: 20 * 24 * 60 * 60 },
  /** Counts administrators' unlocks of an account; outlasts the per-address window it renews. */
  signInUnlocks: { points: 1_000_000, windowSeconds: 24 * 60 * 60 },
} as const;

/** Identity and sessions: SMS codes, sign-in and tokens, one's own account, rights. */
export function wireIdentity(deps: ServiceDependencies) {
  const { db } = deps.database;
  const { clock, passwordHasher, rateLimiters } = deps;
  const users = createUsersRepository(db);
  const tokens = createTokenRepository(db);
  // The same counters whether the wrong password came from sign-in or a phone change.
  const signInThrottle = createSignInThrottle({
    perAccountAddress: rateLimiters('sign-in-pair', RATE_LIMITS.signInFailuresPerAccountAddress),
    perAddress: rateLimiters('sign-in-ip', RATE_LIMITS.signInFailuresPerIp),
    perAccount: rateLimiters('sign-in-account-ceiling', RATE_LIMITS.signInFailuresPerAccount),
    knownAddresses: rateLimiters('sign-in-known-address', RATE_LIMITS.knownSignInAddress),
    unlocks: rateLimiters('sign-in-unlocks', RATE_LIMITS.signInUnlocks),
  });
  const sms = createSmsService({
    codes: createSmsCodeRepository(db),
    provider: deps.smsProvider,
    clock,
    codeSecret: deps.appSecret,
    log: deps.log,
    ipLimiter: rateLimiters('sms-ip', RATE_LIMITS.smsPerIp),
    isPhoneRegistered: (phone) => users.isPhoneRegistered(phone),
  });
  const auth = createAuthService({
    users,
    tokens,
    sms,
    passwordHasher,
    clock,
    signInThrottle,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: deps.refreshTokenTtlSeconds,
  });
  const accounts = createAccountService({
    users,
    sms,
    passwordHasher,
    clock,
    revokeAllSessions: auth.revokeAllSessions,
    signInThrottle,
  });
  const permissionRepository = createPermissionRepository(db);
  const permissions = createPermissionService({
    users,
    permissions: permissionRepository,
    switchOrganisation: tokens.switchOrganisation,
    clock,
  });
  return { services: { sms, auth, accounts, permissions }, signInThrottle, permissionRepository };
}

export type Identity = ReturnType<typeof wireIdentity>;
