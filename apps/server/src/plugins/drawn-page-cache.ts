/**
 * The public pages drawn on the server, kept for a moment: a crowd arriving at the home page
 * costs one drawing, not one each. Past its lifetime a page is still answered while a fresh
 * one draws in the background (its banners and figures may be that much older; the browser
 * asks for them again once they are over 5 s old). Any lot's change (a bid, an extension, a
 * close) drops every page at once, and a drawing begun before the change is never kept or
 * handed to a request made after it: no visitor's first paint shows a price older than the
 * last acknowledged bid.
 *
 * The fresh drawing of a page past its lifetime can wait a moment (redrawDelayMs): the request
 * that found it stale is a browser about to ask for the page's pictures, scripts and styles,
 * and a drawing (tens of milliseconds of CPU, and the page's reads through this server's own
 * API) taken at once competes with exactly those answers.
 */
export interface DrawnPageCache<Page> {
  get(url: string, draw: () => Promise<Page | null>): Promise<Page | null>;
  /** Something the pages show has changed. */
  clear(): void;
}

interface Kept<Page> {
  page: Promise<Page | null>;
  drawnAt: number;
  redrawing: boolean;
}

export function createDrawnPageCache<Page>(options: {
  /** How long a page is answered as it is. */
  ttlMs: number;
  /** How long past that it is answered while a fresh one draws. */
  staleMs: number;
  /** How long after a stale page is answered its fresh drawing starts (0: at once). */
  redrawDelayMs?: number;
  maxEntries: number;
  now?: () => number;
}): DrawnPageCache<Page> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Kept<Page>>();
  let changes = 0;

  const keep = (url: string, page: Promise<Page | null>, drawnAt: number) => {
    entries.delete(url);
    // Oldest first: a Map keeps insertion order.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(url, { page, drawnAt, redrawing: false });
  };

  const redraw = (url: string, kept: Kept<Page>, draw: () => Promise<Page | null>) => {
    kept.redrawing = true;
    const start = () => {
      // Dropped (a change, or pushed out) while waiting: the next request draws it.
      if (entries.get(url) !== kept) return;
      const changesThen = changes;
      const startedAt = now();
      draw().then(
        (html) => {
          if (changes === changesThen && entries.get(url) === kept)
            keep(url, Promise.resolve(html), startedAt);
        },
        () => (kept.redrawing = false),
      );
    };
    if (!options.redrawDelayMs) start();
    else setTimeout(start, options.redrawDelayMs).unref();
  };

  return {
    get(url, draw) {
      const kept = entries.get(url);
      const age = kept ? now() - kept.drawnAt : Infinity;
      if (kept && age < options.ttlMs) return kept.page;
      if (kept && age < options.ttlMs + options.staleMs) {
        if (!kept.redrawing) redraw(url, kept, draw);
        return kept.page;
      }
      const page = draw();
      keep(url, page, now());
      return page;
    },
    clear() {
      changes += 1;
      entries.clear();
    },
  };
}
