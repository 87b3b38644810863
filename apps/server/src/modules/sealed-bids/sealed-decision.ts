import { winsTie } from '@lyp/shared/auction/priority-rights';

/** One sealed submission, as the decision at the end sees it. */
export interface SealedEntry {
  id: number;
  userId: number;
  amountFen: number;
  submittedAt: Date;
  /** The bidder's 优先购买权 order; it breaks ties only (design/auction-rules.md). */
  priorityRank?: number | null;
}

/** Each bidder's last submission: raises replace, so only the latest counts. */
export function countedEntries<E extends SealedEntry>(entries: readonly E[]): E[] {
  const latest = new Map<number, E>();
  for (const entry of entries) {
    const held = latest.get(entry.userId);
    if (!held || entry.id > held.id) latest.set(entry.userId, entry);
  }
  return [...latest.values()];
}

/**
 * Higher first; of equal amounts a holder of the 优先购买权 (the lower order first), then the
 * earlier submission, then the earlier row.
 */
function beats(a: SealedEntry, b: SealedEntry): boolean {
  if (a.amountFen !== b.amountFen) return a.amountFen > b.amountFen;
  const aRank = a.priorityRank ?? null;
  const bRank = b.priorityRank ?? null;
  if (winsTie(aRank, bRank)) return true;
  if (winsTie(bRank, aRank)) return false;
  const at = a.submittedAt.getTime() - b.submittedAt.getTime();
  if (at !== 0) return at < 0;
  return a.id < b.id;
}

/**
 * The highest counted bid, which wins at its own price (reserve and minimum bidders are the
 * close's to apply), and the best amount of anyone else.
 */
export function decideSealed<E extends SealedEntry>(
  entries: readonly E[],
): { winner: E | null; runnerUpFen: number | null } {
  let winner: E | null = null;
  let runnerUp: E | null = null;
  for (const entry of countedEntries(entries)) {
    if (!winner || beats(entry, winner)) {
      runnerUp = winner;
      winner = entry;
    } else if (!runnerUp || beats(entry, runnerUp)) {
      runnerUp = entry;
    }
  }
  return { winner, runnerUpFen: runnerUp?.amountFen ?? null };
}
