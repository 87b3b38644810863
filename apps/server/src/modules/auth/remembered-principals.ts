import type { Principal } from '../../lib/principal';
import { createReadCache } from '../../lib/read-cache';

/**
 * Principals kept in memory for a few seconds, by access-token hash: a bidder storming a lot
 * sends every bid with the same token, and each lookup otherwise costs a query.
 *
 * Only for routes whose work checks the token again where it counts (bidding reads the tokens
 * of a batch under the lot's lock, see bid-lock.statements.ts): a token revoked, expired or
 * stripped of its permission meanwhile is refused there at once, on every instance, and
 * forgotten here. Unknown tokens are never kept, so guessing fills nothing.
 */
export function createRememberedPrincipals(options: {
  find(accessTokenHash: string): Promise<Principal | undefined>;
  ttlMs: number;
  maxEntries: number;
}) {
  const principals = createReadCache<string, Principal | undefined>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries,
  });
  // Which hash each remembered token was found by, to forget it by id.
  const hashes = new Map<number, string>();

  return {
    async resolve(accessTokenHash: string): Promise<Principal | undefined> {
      const principal = await principals.get(accessTokenHash, () => options.find(accessTokenHash));
      if (!principal) {
        principals.evict(accessTokenHash);
        return undefined;
      }
      if (!hashes.has(principal.tokenId)) {
        hashes.set(principal.tokenId, accessTokenHash);
        if (hashes.size > options.maxEntries) hashes.delete(hashes.keys().next().value!);
      }
      return principal;
    },

    forget(tokenId: number): void {
      const hash = hashes.get(tokenId);
      if (hash === undefined) return;
      hashes.delete(tokenId);
      principals.evict(hash);
    },
  };
}

export type RememberedPrincipals = ReturnType<typeof createRememberedPrincipals>;
