import type { RateLimiter, RateLimitVerdict } from '../../lib/rate-limiter';

/**
 * Throttles password (and sign-in code) guesses without handing a guesser the power to lock
 * the owner out. Three counters, each for its own attacker:
 * - per (account, address): one address guessing one account is stopped after a few tries,
 *   while the owner signing in from anywhere else is not affected;
 * - per address: one address trying many accounts;
 * - per account, a generous ceiling: many addresses guessing one account. An address that
 *   signed this account in recently is exempt, so the owner's usual places keep working.
 */
export interface SignInThrottleLimiters {
  perAccountAddress: RateLimiter;
  perAddress: RateLimiter;
  perAccount: RateLimiter;
  /** A marker rather than a limit (one point): a hit remembers the pair as known. */
  knownAddresses: RateLimiter;
}

export function createSignInThrottle(limiters: SignInThrottleLimiters) {
  const pairKey = (account: string, address: string) => `${account}|${address}`;

  const isKnown = async (pair: string) => !(await limiters.knownAddresses.check(pair)).allowed;

  return {
    /**
     * Counts the attempt before it is checked, so parallel guesses cannot all pass a check
     * made before any of them was counted. Answers the verdict that refuses it, if any.
     * `account` is the account's throttling key (`user:<id>`, or the login name tried).
     */
    async take(account: string, address: string): Promise<RateLimitVerdict | undefined> {
      const pair = pairKey(account, address);
      const [byPair, byAddress] = await Promise.all([
        limiters.perAccountAddress.hit(pair),
        limiters.perAddress.hit(address),
      ]);
      const blocked = [byPair, byAddress].find((verdict) => !verdict.allowed);
      if (blocked) return blocked;
      // Only attempts the address's own limits let through reach the ceiling: a single
      // address that keeps trying cannot fill it and so lock the owner out elsewhere.
      const byAccount = await limiters.perAccount.hit(account);
      if (byAccount.allowed || (await isKnown(pair))) return undefined;
      return byAccount;
    },

    /** The attempt was right: forget this address's failures and remember it as known. */
    async succeeded(account: string, address: string): Promise<void> {
      const pair = pairKey(account, address);
      await Promise.all([
        limiters.perAccountAddress.reset(pair),
        limiters.perAddress.refund(address),
        limiters.perAccount.refund(account),
        // Reset first, so the marker's window runs from the latest sign-in.
        limiters.knownAddresses.reset(pair).then(() => limiters.knownAddresses.hit(pair)),
      ]);
    },

    /** The owner proved who they are another way (a reset code): lift the account's locks. */
    async clear(account: string, address: string): Promise<void> {
      await Promise.all([
        limiters.perAccountAddress.reset(pairKey(account, address)),
        limiters.perAccount.reset(account),
      ]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** The throttling key of a known account. */
export const accountThrottleKey = (userId: number) => `user:${userId}`;
