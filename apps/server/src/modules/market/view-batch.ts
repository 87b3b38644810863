/** One visit to be counted: the lot and who looked (an account, or an address's digest). */
export interface LotVisit {
  lotId: number;
  viewerKey: string;
}

/** Beyond this many remembered viewers, the ones outside the window are forgotten. */
const MAX_REMEMBERED = 100_000;

/**
 * Visits counted in memory and written in one statement per flush, so a page view costs no
 * database write. The database stays the judge (one count per viewer and lot per window, across
 * instances); this instance remembers whom it counted to answer at once with the count so far.
 */
export function createViewBatch(options: {
  windowMs: number;
  /** Writes the visits; answers the new totals of the lots whose count moved. */
  write: (visits: LotVisit[], now: Date) => Promise<Map<number, number>>;
}) {
  let pending: LotVisit[] = [];
  /** Visits added per lot since its total was last read back. */
  const added = new Map<number, number>();
  const totals = new Map<number, number>();
  const counted = new Map<string, number>();

  const estimate = (lotId: number, knownViews: number) =>
    Math.max(knownViews, totals.get(lotId) ?? 0) + (added.get(lotId) ?? 0);

  function forgetExpired(nowMs: number) {
    if (counted.size <= MAX_REMEMBERED) return;
    for (const [key, at] of counted) if (nowMs - at >= options.windowMs) counted.delete(key);
  }

  return {
    /** Counts the visit unless this viewer was counted here within the window; answers the views. */
    add(visit: LotVisit, knownViews: number, now: Date): number {
      const key = `${visit.lotId}\n${visit.viewerKey}`;
      const last = counted.get(key);
      if (last === undefined || now.getTime() - last >= options.windowMs) {
        counted.set(key, now.getTime());
        pending.push(visit);
        added.set(visit.lotId, (added.get(visit.lotId) ?? 0) + 1);
      }
      return estimate(visit.lotId, knownViews);
    },

    /** Writes what is pending; answers the lots whose totals moved. */
    async flush(now: Date): Promise<number[]> {
      if (pending.length === 0) return [];
      const visits = pending;
      const flushed = new Map<number, number>();
      for (const visit of visits) flushed.set(visit.lotId, (flushed.get(visit.lotId) ?? 0) + 1);
      pending = [];
      try {
        const written = await options.write(visits, now);
        // Visits added while this one was written stay added until the next flush reads them back.
        for (const [lotId, count] of flushed) {
          const left = (added.get(lotId) ?? 0) - count;
          if (left > 0) added.set(lotId, left);
          else added.delete(lotId);
          const total = written.get(lotId);
          if (total !== undefined) totals.set(lotId, total);
        }
        forgetExpired(now.getTime());
        return [...written.keys()];
      } catch (error) {
        // Kept for the next flush: a view is not lost to a database hiccup.
        pending = [...visits, ...pending];
        throw error;
      }
    },
  };
}
