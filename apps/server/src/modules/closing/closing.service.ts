import {
  AUCTION_RULES,
  commissionFen,
  DEFAULT_COMMISSION_TIERS,
  flatCommissionTiers,
  type CommissionTier,
} from '@lyp/shared/auction/auction-rules';
import type { CommissionBasis, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { compactTimestamp, formatTimestamp } from '@lyp/shared/format/timestamp';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { HOUR_MS, type Clock } from '../../lib/clock';
import type { Notice, WrittenMessage } from '../messages';
import {
  SweepItemFailed,
  type CloseDecision,
  type ClosingRepository,
  type DueLot,
} from './closing.repository';

export interface ClosingServiceDeps {
  closing: ClosingRepository;
  clock: Clock;
  publish(events: LotEvent[]): void;
  /** Lots close this long after their deadline, so clocks a little apart agree. */
  closeGraceMs: number;
  strikesToBar?: number;
  /** Announces (and texts) the messages a close or default wrote in its transaction. */
  deliver?: (written: WrittenMessage[]) => Promise<void>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/** How long after a lot closes its bid answers are kept for retries, and how many go per sweep. */
const BID_REQUEST_RETENTION_MS = 7 * 24 * HOUR_MS;
const PRUNE_BATCH = 1000;

/**
 * The tiers a sale is charged, and whose they are: the seller's own, else the bulletin's flat
 * rate, else the platform's default (the built-in one if the database holds none).
 */
export function commissionTiersFor(due: Pick<DueLot, 'bulletin' | 'commissionTiers'>): {
  basis: CommissionBasis;
  tiers: readonly CommissionTier[];
} {
  const { seller, platform } = due.commissionTiers;
  if (seller.length > 0) return { basis: 'seller', tiers: seller };
  if (due.bulletin.commissionBps !== null)
    return { basis: 'bulletin', tiers: flatCommissionTiers(due.bulletin.commissionBps) };
  return { basis: 'platform', tiers: platform.length > 0 ? platform : DEFAULT_COMMISSION_TIERS };
}

/**
 * Sold when the top bid meets the reserve and enough distinct bidders took part. The payment
 * time runs from the later of the deadline and the actual close (`now`): a close delayed by a
 * restart still leaves the buyer the whole payment window.
 */
export function decideClose(due: DueLot, now: Date): CloseDecision {
  const { lot, leader } = due;
  const price = lot.currentPriceFen;
  const meetsReserve = price !== null && (lot.reservePriceFen === null || price >= lot.reservePriceFen);
  if (!leader || price === null || !meetsReserve || lot.bidderCount < lot.minBidders)
    return { outcome: 'unsold' };

  const closedAt = lot.endsAt;
  const paymentDeadlineAt = new Date(
    Math.max(closedAt.getTime(), now.getTime()) + lot.paymentHours * HOUR_MS,
  );
  const depositAppliedFen = Math.min(leader.frozenDepositFen, price);
  const amountDueFen = price - depositAppliedFen;
  const charged = commissionTiersFor(due);
  const commission = commissionFen(price, charged.tiers);
  const suffix = `${compactTimestamp(closedAt)}${String(lot.id).padStart(6, '0')}`;
  const confirmation: SaleConfirmation = {
    confirmationNo: `CJ${suffix}`,
    bulletinNo: due.bulletin.bulletinNo,
    bulletinTitle: due.bulletin.title,
    lotNo: lot.lotNo,
    lotTitle: lot.title,
    quantity: lot.quantity,
    unit: lot.unit,
    sellerName: due.sellerName,
    buyerName: leader.name,
    buyerOrgName: leader.orgName,
    buyerAlias: leader.alias,
    priceFen: price,
    priceInCapitals: toChineseCapitals((price / 100).toFixed(2)),
    depositAppliedFen,
    amountDueFen,
    commissionFen: commission,
    bidCount: lot.bidCount,
    bidderCount: lot.bidderCount,
    closedAt: closedAt.toISOString(),
    paymentDeadlineAt: paymentDeadlineAt.toISOString(),
  };
  return {
    outcome: 'sold',
    order: {
      orderNo: `DD${suffix}`,
      sellerOrgId: due.bulletin.sellerOrgId,
      buyerUserId: leader.userId,
      buyerOrgId: leader.orgId,
      priceFen: price,
      depositAppliedFen,
      amountDueFen,
      commissionFen: commission,
      commissionBasis: charged.basis,
      commissionTiers: JSON.stringify(charged.tiers.map(({ upToFen, rateBps }) => ({ upToFen, rateBps }))),
      status: 'awaiting_payment',
      paymentDeadlineAt,
      confirmation: JSON.stringify(confirmation),
    },
  };
}

/** The winner's 恭喜您中标, written in the close's transaction. */
function wonNotice({ due, decision }: { due: DueLot; decision: CloseDecision }): Notice[] {
  if (decision.outcome !== 'sold' || !due.leader) return [];
  const { order } = decision;
  return [
    {
      userId: due.leader.userId,
      kind: 'lot_won',
      title: '恭喜您中标',
      body: `恭喜您以 ${formatFen(order.priceFen)} 竞得“${due.lot.title}”，请在 ${formatTimestamp(order.paymentDeadlineAt)} 前支付货款 ${formatFen(order.amountDueFen)}。`,
      link: '/personalcenter/myOrder',
      dedupeKey: `lot_won:lot:${due.lot.id}`,
    },
  ];
}

/** The defaulted buyer's notice, written in the default's transaction. */
function defaultedNotice(defaulted: { orderId: number; buyerUserId: number; strikes: number }): Notice[] {
  return [
    {
      userId: defaulted.buyerUserId,
      kind: 'order_defaulted',
      title: '订单逾期未付款，已按悔拍处理',
      body: `订单未在付款期限内付清货款，已按悔拍处理，保证金不予退还；累计违约 ${defaulted.strikes} 次。`,
      link: '/personalcenter/myOrder',
      dedupeKey: `order_defaulted:order:${defaulted.orderId}`,
    },
  ];
}

/** One sweep: open due lots, close lots past their deadline, move bulletins on, default unpaid orders. */
export function createClosingService(deps: ClosingServiceDeps) {
  const { closing, clock } = deps;
  const strikesToBar = deps.strikesToBar ?? AUCTION_RULES.strikesToBar;

  return {
    async sweepOnce(): Promise<{ started: number; closed: number; defaulted: number; failed: number }> {
      const now = clock.now();
      const serverTime = now.toISOString();
      const started = await closing.startDueLots(now);
      if (started.length > 0) {
        deps.publish(
          started.map((lot) => ({
            type: 'lot_started' as const,
            lotId: lot.id,
            seq: lot.eventSeq,
            serverTime,
            endsAt: lot.endsAt.toISOString(),
          })),
        );
      }

      let closed = 0;
      const cutoff = new Date(now.getTime() - deps.closeGraceMs);
      // A lot (or order) that fails is logged and left for the next sweep; the others go on.
      const failedLots: number[] = [];
      const failedOrders: number[] = [];
      const skipFailure = (error: unknown) => {
        if (!(error instanceof SweepItemFailed)) throw error;
        deps.log.error({ err: error.cause, ...error.item }, '结束竞价或违约处理失败，下一轮将重试');
        if ('lotId' in error.item) failedLots.push(error.item.lotId);
        else failedOrders.push(error.item.orderId);
      };
      for (;;) {
        let result;
        try {
          result = await closing.closeNextDueLot(cutoff, now, decideClose, failedLots, wonNotice);
        } catch (error) {
          skipFailure(error);
          continue;
        }
        if (!result) break;
        closed += 1;
        const { due, decision } = result;
        const sold = decision.outcome === 'sold';
        await deps.deliver?.(result.written);
        deps.publish([
          {
            type: 'lot_closed',
            lotId: due.lot.id,
            seq: result.eventSeq,
            serverTime,
            outcome: decision.outcome,
            finalPriceFen: sold ? due.lot.currentPriceFen : null,
            winnerAlias: sold ? (due.leader?.alias ?? null) : null,
          },
        ]);
        deps.log.info(
          {
            lotId: due.lot.id,
            outcome: decision.outcome,
            ...(sold && due.lot.currentPriceFen !== null
              ? { price: formatFen(due.lot.currentPriceFen) }
              : {}),
          },
          sold ? '标的成交' : '标的流拍',
        );
      }
      await closing.advanceBulletins(now);
      const recovered = await closing.releaseStrandedDeposits(now);
      if (recovered > 0) deps.log.info({ deposits: recovered }, '已释放停留在未发布标的上的冻结保证金');
      await closing.pruneBidRequests(new Date(now.getTime() - BID_REQUEST_RETENTION_MS), PRUNE_BATCH);

      let defaulted = 0;
      for (;;) {
        let result;
        try {
          result = await closing.defaultNextOverdueOrder(now, strikesToBar, failedOrders, defaultedNotice);
        } catch (error) {
          skipFailure(error);
          continue;
        }
        if (!result) break;
        defaulted += 1;
        const { written, ...defaultedOrder } = result;
        deps.log.info(defaultedOrder, '订单逾期未付款，按悔拍处理');
        await deps.deliver?.(written);
      }
      return { started: started.length, closed, defaulted, failed: failedLots.length + failedOrders.length };
    },
  };
}

export type ClosingService = ReturnType<typeof createClosingService>;
