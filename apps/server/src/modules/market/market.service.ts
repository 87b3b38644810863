import type { PageQuery } from '@lyp/shared/api/envelope';
import type {
  BulletinSearchBody,
  LotDetail,
  LotSearchBody,
  LotSearchPage,
  MarketStatus,
} from '@lyp/shared/auction/market.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { allPages } from '../../lib/excel-export';
import type { Principal } from '../../lib/principal';
import { sha256Hex } from '../../lib/secrets';
import { toLotLiveState } from '../bidding';
import type { LotCardRow, LotDetailRow, LotStatus, MarketRepository } from './market.repository';
import { exportFollows, type FollowedLot } from './follow-export';
import { groupBy, toLotCard, toPublicBid, toPublicFile, toViewing } from './market-views';
import { createReadCache } from '../../lib/read-cache';
import { createViewBatch } from './view-batch';
import { SERVER_TIME_STAND_IN } from '../../lib/stamped-json';

export interface MarketServiceDeps {
  market: MarketRepository;
  clock: Clock;
  /**
   * Calls back with the lot of each committed change the engine, the sweeper or an auditor
   * announces (bid, extension, opening, close, take-down), on every instance. Answers the
   * unsubscribe.
   */
  watchLots?: (listener: (lotId: number) => void) => () => void;
}

/**
 * How long a visitor's read of a lot or a search may be served from memory. Whatever moves a
 * price evicts at once through the engine's events; this bounds only the rest (a bulletin
 * approved or withdrawn, a view counted), none of which touches a price.
 */
export const PUBLIC_READ_TTL_MS = 2000;

/** How long one viewer's visits to a lot count as one view. */
export const VIEW_WINDOW_SECONDS = 30 * 60;
export const HOME_BULLETIN_LIMIT = 8;
export const RECENT_BID_LIMIT = 10;

const STATUSES_OF: Record<MarketStatus, LotStatus[]> = {
  upcoming: ['scheduled'],
  bidding: ['bidding'],
  ended: ['sold', 'unsold'],
};

/** The outcome of a closed lot: when sold, the price and the winner by alias. */
function resultOf(lot: LotDetailRow): LotDetail['result'] {
  if (lot.status === 'sold') {
    return { outcome: 'sold', finalPriceFen: lot.currentPriceFen, winnerAlias: lot.leaderAlias };
  }
  if (lot.status === 'unsold') return { outcome: 'unsold', finalPriceFen: null, winnerAlias: null };
  return null;
}

const toFollowedLot = (row: LotCardRow & { remind: boolean }): FollowedLot => ({
  ...toLotCard(row),
  remind: row.remind,
});

/** Who is looking: the signed-in user, else the client's address. */
export type Viewer = { userId: number } | { ip: string };

export function createMarketService(deps: MarketServiceDeps) {
  const { market, clock } = deps;

  // What a visitor reads of a lot and of a search, built once per load with a stand-in for the
  // server time, which each answer writes in (the only part that depends on the moment).
  const lotReads = createReadCache<number, LotDetail | undefined>({
    ttlMs: PUBLIC_READ_TTL_MS,
    maxEntries: 5000,
  });
  const searchReads = createReadCache<string, LotSearchPage>({
    ttlMs: PUBLIC_READ_TTL_MS,
    maxEntries: 500,
  });
  deps.watchLots?.((lotId) => {
    lotReads.evict(lotId);
    // A search shows prices of many lots: any change may move any page.
    searchReads.clear();
  });

  const views = createViewBatch({
    windowMs: VIEW_WINDOW_SECONDS * 1000,
    write: (visits, now) => market.countViews(visits, now, VIEW_WINDOW_SECONDS),
  });

  /** Anything not public answers like a missing lot. */
  async function requirePublicLot(lotId: number) {
    const lot = await market.findPublicLotBrief(lotId);
    if (!lot) throw new AppError('LOT_NOT_FOUND');
    return lot;
  }

  async function loadLot(lotId: number, scope: 'public' | 'any'): Promise<LotDetail | undefined> {
    const lot = await market.findPublicLot(lotId, scope);
    if (!lot) return undefined;
    const [images, attachments, viewings, bids] = await Promise.all([
      market.listFiles('lot_image', [lot.id]),
      market.listFiles('bulletin_attachment', [lot.bulletinId]),
      market.listViewings(lot.id),
      market.recentBids(lot.id, RECENT_BID_LIMIT),
    ]);
    return {
      ...toLotCard(lot),
      description: lot.description,
      incrementFen: lot.incrementFen,
      minBidders: lot.minBidders,
      paymentHours: lot.paymentHours,
      biddingMode: lot.biddingMode,
      hasReserve: lot.reservePriceFen !== null,
      images: images.map(toPublicFile),
      attachments: attachments.map(toPublicFile),
      viewings: viewings.map(toViewing),
      live: { ...toLotLiveState(lot, lot.leaderAlias, clock.now()), serverTime: SERVER_TIME_STAND_IN },
      recentBids: bids.map(toPublicBid),
      result: resultOf(lot),
    };
  }

  /** A public lot's page as held in memory, its server time still the stand-in. */
  async function publicLotTemplate(lotId: number): Promise<LotDetail> {
    const template = await lotReads.get(lotId, () => loadLot(lotId, 'public'));
    if (!template) {
      // A lot that is not public may be published any moment: its absence is not kept.
      lotReads.evict(lotId);
      throw new AppError('LOT_NOT_FOUND');
    }
    return template;
  }

  const stamped = <T extends { serverTime: string }>(value: T, now: Date): T => ({
    ...value,
    serverTime: now.toISOString(),
  });

  async function lotDetail(lotId: number, scope: 'public' | 'any' = 'public'): Promise<LotDetail> {
    // Previews of what is not public yet are read straight from the database.
    const template = scope === 'public' ? await publicLotTemplate(lotId) : await loadLot(lotId, scope);
    if (!template) throw new AppError('LOT_NOT_FOUND');
    return { ...template, live: stamped(template.live, clock.now()) };
  }

  function searchTemplate(body: LotSearchBody): Promise<LotSearchPage> {
    return searchReads.get(JSON.stringify(body), async () => {
      const { records, total } = await market.searchLots({
        ...(body.status ? { statuses: STATUSES_OF[body.status] } : {}),
        ...(body.category ? { category: body.category } : {}),
        ...(body.regionCode ? { regionPrefix: body.regionCode } : {}),
        ...(body.minPriceFen !== undefined ? { minPriceFen: body.minPriceFen } : {}),
        ...(body.maxPriceFen !== undefined ? { maxPriceFen: body.maxPriceFen } : {}),
        ...(body.keyword ? { keyword: body.keyword } : {}),
        sort: body.sort,
        order: body.order,
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return {
        records: records.map(toLotCard),
        total,
        current: body.current,
        size: body.size,
        serverTime: SERVER_TIME_STAND_IN,
      };
    });
  }

  async function publicBulletin(id: number, scope: 'public' | 'any' = 'public') {
    const bulletin = await market.findPublicBulletin(id, scope);
    if (!bulletin) throw new AppError('BULLETIN_NOT_FOUND');
    const [attachments, lots] = await Promise.all([
      market.listFiles('bulletin_attachment', [bulletin.id]),
      market.lotCardsOfBulletins([bulletin.id], scope),
    ]);
    return {
      id: bulletin.id,
      bulletinNo: bulletin.bulletinNo,
      title: bulletin.title,
      // Sanitized when the seller saved it.
      bodyHtml: bulletin.bodyHtml,
      sellerName: bulletin.sellerName,
      status: bulletin.status,
      publishedAt: bulletin.publishedAt?.toISOString() ?? null,
      attachments: attachments.map(toPublicFile),
      lots: lots.map(toLotCard),
    };
  }

  return {
    async homeBulletins() {
      const bulletins = await market.recentBulletins(HOME_BULLETIN_LIMIT);
      const lotsByBulletin = groupBy(
        await market.lotCardsOfBulletins(bulletins.map((bulletin) => bulletin.id)),
        (lot) => lot.bulletinId,
      );
      return bulletins.map((bulletin) => ({
        id: bulletin.id,
        bulletinNo: bulletin.bulletinNo,
        title: bulletin.title,
        sellerName: bulletin.sellerName,
        publishedAt: bulletin.publishedAt?.toISOString() ?? null,
        lots: (lotsByBulletin.get(bulletin.id) ?? []).map(toLotCard),
      }));
    },

    async searchBulletins(body: BulletinSearchBody) {
      const { records, total } = await market.searchBulletins({
        ...(body.keyword ? { keyword: body.keyword } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return {
        records: records.map((row) => ({
          ...row,
          publishedAt: iso(row.publishedAt),
          startsAt: iso(row.startsAt),
          endsAt: iso(row.endsAt),
        })),
        total,
        current: body.current,
        size: body.size,
      };
    },

    async homeFigures() {
      return { ...(await market.figures()), serverTime: clock.now().toISOString() };
    },

    /**
     * For the routes that send these answers straight from memory: the page as held, and the
     * time to write into it.
     */
    publicLotTemplate,
    searchTemplate,

    lotDetail,
    publicBulletin,

    /**
     * A bulletin and each of its lots exactly as their public pages will show them, whatever
     * their status: for the seller's preview. The caller has checked who may see it.
     */
    async preview(bulletinId: number) {
      const bulletin = await publicBulletin(bulletinId, 'any');
      const lots = await Promise.all(bulletin.lots.map((lot) => lotDetail(lot.id, 'any')));
      return { bulletin, lots };
    },

    async follow(principal: Principal, body: { lotId: number; remind: boolean }) {
      await requirePublicLot(body.lotId);
      await market.upsertFollow({
        userId: principal.userId,
        lotId: body.lotId,
        remind: body.remind,
        now: clock.now(),
      });
      return { following: true, remind: body.remind };
    },

    async followState(principal: Principal, lotId: number) {
      await requirePublicLot(lotId);
      const follow = await market.findFollow(principal.userId, lotId);
      return { following: follow !== undefined, remind: follow?.remind ?? false };
    },

    async followList(principal: Principal, page: PageQuery) {
      const { records, total } = await market.listFollows(
        principal.userId,
        (page.current - 1) * page.size,
        page.size,
      );
      return { records: records.map(toFollowedLot), total, current: page.current, size: page.size };
    },

    /** 我的关注's export: every lot the caller follows, read a page at a time. */
    followExport(principal: Principal) {
      const rows = allPages(async (offset, limit) =>
        (await market.listFollows(principal.userId, offset, limit)).records.map(toFollowedLot),
      );
      return exportFollows(rows, clock.now());
    },

    /** Removes only the caller's own follow; answers whether there was one. */
    async unfollow(principal: Principal, lotId: number) {
      const removed = await market.removeFollow(principal.userId, lotId);
      return { removed, state: { following: false, remind: false } };
    },

    /**
     * Counts a visit unless this viewer was counted on this lot within the window; answers the
     * views so far at once. Visits are written in batches by flushViews, off the request path.
     */
    async browse(lotId: number, viewer: Viewer) {
      const lot = await publicLotTemplate(lotId);
      // Addresses are kept only as a digest: enough to tell visitors apart, nothing more.
      const who = 'userId' in viewer ? `user:${viewer.userId}` : `ip:${sha256Hex(viewer.ip).slice(0, 32)}`;
      return { viewCount: views.add({ lotId, viewerKey: who }, lot.viewCount, clock.now()) };
    },

    /** Writes the visits counted since the last flush; their lots' pages then show the new count. */
    async flushViews() {
      for (const lotId of await views.flush(clock.now())) lotReads.evict(lotId);
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
