/**
 * The public pages drawn on the server, kept for a moment: a crowd arriving at the home page
 * costs one drawing a second, not one each. Any lot's change (a bid, an extension, a close)
 * drops them all, and a drawing begun before the change is never handed to a request made
 * after it, so no visitor's first paint shows a price older than the last acknowledged bid.
 */
export interface DrawnPageCache {
  get(url: string, draw: () => Promise<string | null>): Promise<string | null>;
  /** Something the pages show has changed. */
  clear(): void;
}

export function createDrawnPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): DrawnPageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: Promise<string | null>; drawnAt: number }>();
  return {
    get(url, draw) {
      const kept = entries.get(url);
      if (kept && now() - kept.drawnAt < options.ttlMs) return kept.page;
      entries.delete(url);
      // Oldest first: a Map keeps insertion order.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const page = draw();
      entries.set(url, { page, drawnAt: now() });
      return page;
    },
    clear() {
      entries.clear();
    },
  };
}
