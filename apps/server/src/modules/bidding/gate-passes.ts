/**
 * Bidders who passed a lot's gate a moment ago: certified, not barred, invited where the lot is
 * restricted, not the seller, with a frozen deposit. Their next bids within a few seconds skip
 * the gate's read and go straight to the engine, which judges all of it again under the lot's
 * lock (bid-gate-under-lock.ts): a bar or a released deposit committed meanwhile is refused
 * there at once. So a pass only saves a query; it never lets a bid through.
 *
 * Refusals are not kept: a bidder who is turned away is read again next time, and is told
 * exactly what to fix.
 */
export function createGatePasses(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  const passes = new Map<string, { startsAt: number; endsAt: number; expiresAt: number }>();
  // The organisation the caller acts for decides whether the lot is their own.
  const keyOf = (lotId: number, userId: number, orgId: number) => `${lotId}:${userId}:${orgId}`;

  return {
    /** Whether a pass holds for a bid received at `at`, within the lot's times as last read. */
    holds(lotId: number, userId: number, orgId: number, at: Date): boolean {
      const key = keyOf(lotId, userId, orgId);
      const pass = passes.get(key);
      if (!pass) return false;
      if (pass.expiresAt <= now()) {
        passes.delete(key);
        return false;
      }
      return at.getTime() >= pass.startsAt && at.getTime() < pass.endsAt;
    },

    remember(lotId: number, userId: number, orgId: number, lot: { startsAt: Date; endsAt: Date }): void {
      const key = keyOf(lotId, userId, orgId);
      passes.delete(key);
      passes.set(key, {
        startsAt: lot.startsAt.getTime(),
        endsAt: lot.endsAt.getTime(),
        expiresAt: now() + options.ttlMs,
      });
      if (passes.size > options.maxEntries) passes.delete(passes.keys().next().value!);
    },

    forget(lotId: number, userId: number, orgId: number): void {
      passes.delete(keyOf(lotId, userId, orgId));
    },
  };
}

export type GatePasses = ReturnType<typeof createGatePasses>;
