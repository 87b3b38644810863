import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { AppError } from '../../../lib/app-error';
import { SERVER_TIME_STAND_IN } from '../../../lib/stamped-json';
import { toLotLiveState } from '../../bidding';
import type { LotReads, MarketServiceDeps } from '../market-deps';
import type { LotDetailRow } from '../market.repository';
import { toLotCard, toPublicBid, toPublicFile, toViewing } from '../market-views';

export const RECENT_BID_LIMIT = 10;

/** The outcome of a closed lot: when sold, the price and the winner by alias. */
function resultOf(lot: LotDetailRow): LotDetail['result'] {
  if (lot.status === 'sold') {
    const afterSale =
      lot.latestOrderStatus === 'defaulted' ? 'defaulted' : lot.orderCount > 1 ? 'runner_up' : undefined;
    return {
      outcome: 'sold',
      finalPriceFen: lot.currentPriceFen,
      winnerAlias: lot.leaderAlias,
      chainHead: lot.chainHead,
      ...(afterSale ? { afterSale } : {}),
    };
  }
  if (lot.status === 'unsold')
    return { outcome: 'unsold', finalPriceFen: null, winnerAlias: null, chainHead: lot.chainHead };
  return null;
}

/** The lot's 延时规则 where late bids extend it; a sealed or falling-price lot never extends. */
function extensionOf(lot: LotDetailRow): LotDetail['extension'] {
  if (!usesIncrement(lot)) return null;
  return {
    extensionMinutes: lot.extensionMinutes,
    maxExtensions: lot.maxExtensions,
    hardEndAt: lot.hardEndAt?.toISOString() ?? null,
  };
}

/** A lot's page: held in memory for the public, read afresh for a seller's preview. */
export function createLotPages({ market, clock }: MarketServiceDeps, lotReads: LotReads) {
  async function loadLot(lotId: number, scope: 'public' | 'any'): Promise<LotDetail | undefined> {
    const lot = await market.findPublicLot(lotId, scope);
    if (!lot) return undefined;
    const [images, attachments, viewings, bids, lineage] = await Promise.all([
      market.listFiles('lot_image', [lot.id]),
      market.listFiles('bulletin_attachment', [lot.bulletinId]),
      market.listViewings(lot.id),
      market.recentBids(lot.id, RECENT_BID_LIMIT),
      market.publicLineageOf(lot.id),
    ]);
    return {
      ...toLotCard(lot),
      description: lot.description,
      incrementFen: lot.incrementFen,
      minBidders: lot.minBidders,
      paymentHours: lot.paymentHours,
      pickupDays: lot.pickupDays,
      storageFeeFen: lot.storageFeeFen,
      taxIncluded: lot.taxIncluded,
      vatRatePercent: lot.vatRatePercent,
      hasReserve: lot.reservePriceFen !== null,
      priorityHolderCount: lot.priorityHolderCount,
      requiredQualifications: lot.requiredQualifications,
      images: images.map(toPublicFile),
      attachments: attachments.map(toPublicFile),
      viewings: viewings.map(toViewing),
      live: { ...toLotLiveState(lot, lot.leaderAlias, clock.now()), serverTime: SERVER_TIME_STAND_IN },
      extension: extensionOf(lot),
      recentBids: bids.map(toPublicBid),
      lineage,
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

  return { publicLotTemplate, lotDetail };
}
