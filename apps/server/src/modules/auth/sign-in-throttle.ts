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
  /**
   * Counts an administrator's unlocks of an account. The count is part of the account's
   * per-address keys, so an unlock starts every address afresh, though nobody knows which
   * addresses were locked. Its window must outlast perAccountAddress's.
   */
  unlocks: RateLimiter;
}

export function createSignInThrottle(limiters: SignInThrottleLimiters) {
  /** Where an address was known from; unlocks do not forget it. */
  const knownKey = (account: string, address: string) => `${account}|${address}`;
  /** The per-address counter of the account as of its latest unlock. */
  const pairKey = async (account: string, address: string) => {
    const unlocks = await limiters.unlocks.count(account);
    return unlocks > 0 ? `${account}#${unlocks}|${address}` : knownKey(account, address);
  };

  const isKnown = async (account: string, address: string) =>
    !(await limiters.knownAddresses.check(knownKey(account, address))).allowed;

  return {
    /**
     * Counts the attempt before it is checked, so parallel guesses cannot all pass a check
     * made before any of them was counted. Answers the verdict that refuses it, if any.
     * `account` is the account's throttling key (`user:<id>`, or the login name tried).
     */
    async take(account: string, address: string): Promise<RateLimitVerdict | undefined> {
      const pair = await pairKey(account, address);
      const [byPair, byAddress] = await Promise.all([
        limiters.perAccountAddress.hit(pair),
        limiters.perAddress.hit(address),
      ]);
      const blocked = [byPair, byAddress].find((verdict) => !verdict.allowed);
      if (blocked) return blocked;
      // Only attempts the address's own limits let through reach the ceiling: a single
      // address that keeps trying cannot fill it and so lock the owner out elsewhere.
      const byAccount = await limiters.perAccount.hit(account);
      if (byAccount.allowed || (await isKnown(account, address))) return undefined;
      return byAccount;
    },

    /** The attempt was right: forget this address's failures and remember it as known. */
    async succeeded(account: string, address: string): Promise<void> {
      const known = knownKey(account, address);
      await Promise.all([
        limiters.perAccountAddress.reset(await pairKey(account, address)),
        limiters.perAddress.refund(address),
        limiters.perAccount.refund(account),
        // Reset first, so the marker's window runs from the latest sign-in.
        limiters.knownAddresses.reset(known).then(() => limiters.knownAddresses.hit(known)),
      ]);
    },

    /** The owner proved who they are another way (a reset code): lift the account's locks. */
    async clear(account: string, address: string): Promise<void> {
      await Promise.all([
        limiters.perAccountAddress.reset(await pairKey(account, address)),
        limiters.perAccount.reset(account),
      ]);
    },

    /**
     * An administrator lifts the account's locks from every address: its per-address
     * counters start again and its ceiling is emptied. The per-address limit across
     * accounts stays, since it guards other accounts too.
     */
    async unlock(account: string): Promise<void> {
      await limiters.unlocks.hit(account);
      await limiters.perAccount.reset(account);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** The throttling key of a known account. */
export const accountThrottleKey = (userId: number) => `user:${userId}`;

/** The throttling key of a login name (an unknown account's, or a phone signing in by code). */
export const loginThrottleKey = (login: string) => `login:${login.trim().toLowerCase()}`;
