import type { Principal } from '../../../lib/principal';
import { sha256Hex } from '../../../lib/secrets';
import type { AuthServiceDeps } from '../auth-deps';
import { createRememberedPrincipals } from '../remembered-principals';

/** How long a bidding route may use a principal it looked up before (see remembered-principals). */
const REMEMBER_PRINCIPAL_MS = 10_000;
const REMEMBER_PRINCIPALS_MAX = 50_000;

/**
 * Who a token stands for, and ending sessions. One memory of principals is shared by these, so
 * signing out forgets what was remembered.
 */
export function sessions(deps: AuthServiceDeps) {
  const { users, tokens, clock } = deps;
  const remembered = createRememberedPrincipals({
    find: (accessTokenHash) => tokens.findPrincipal(accessTokenHash, clock.now()),
    ttlMs: REMEMBER_PRINCIPAL_MS,
    maxEntries: REMEMBER_PRINCIPALS_MAX,
  });

  return {
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
