import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { sha256Hex } from '../../../lib/secrets';
import type { LotReads, MarketServiceDeps } from '../market-deps';
import { createViewBatch } from '../view-batch';

/** How long one viewer's visits to a lot count as one view. */
export const VIEW_WINDOW_SECONDS = 30 * 60;

/** Who is looking: the signed-in user, else the browser's visitor id, else the client's address. */
export type Viewer = { userId: number } | { visitorId: string } | { ip: string };

/** The key a viewer is counted by: ids and addresses only as a digest, enough to tell apart. */
function viewerKey(viewer: Viewer): string {
  if ('userId' in viewer) return `user:${viewer.userId}`;
  if ('visitorId' in viewer) return `visitor:${sha256Hex(viewer.visitorId).slice(0, 32)}`;
  return `ip:${sha256Hex(viewer.ip).slice(0, 32)}`;
}

/** 浏览量: visits counted in memory and written in batches, off the request path. */
export function createLotViews(
  { market, clock }: MarketServiceDeps,
  publicLotTemplate: (lotId: number) => Promise<LotDetail>,
  lotReads: LotReads,
) {
  const views = createViewBatch({
    windowMs: VIEW_WINDOW_SECONDS * 1000,
    write: (visits, now) => market.countViews(visits, now, VIEW_WINDOW_SECONDS),
  });

  return {
    /**
     * Counts a visit unless this viewer was counted on this lot within the window; answers the
     * views so far at once. Visits are written in batches by flushViews, off the request path.
     */
    async browse(lotId: number, viewer: Viewer) {
      const lot = await publicLotTemplate(lotId);
      return { viewCount: views.add({ lotId, viewerKey: viewerKey(viewer) }, lot.viewCount, clock.now()) };
    },

    /** Writes the visits counted since the last flush; their lots' pages then show the new count. */
    async flushViews() {
      for (const lotId of await views.flush(clock.now())) lotReads.evict(lotId);
    },
  };
}
