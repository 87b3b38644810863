import { BULLETIN_STATUS_LABELS, LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { LineageLot } from './lot-lineage.repository';

/** A lot someone asks to put up again (重新拍卖), with the re-auctions it already has. */
export interface ReauctionCandidate {
  lot: LineageLot;
  successors: LineageLot[];
}

/** Closed for good: unsold (流拍), or sold to a buyer who then defaulted (悔拍). */
export function isUnsoldOrDefaulted(lot: LineageLot): boolean {
  return lot.lotStatus === 'unsold' || (lot.lotStatus === 'sold' && lot.orderStatus === 'defaulted');
}

/** Where a lot of a line stands, in the words of the screens that list it. */
export function lineageStateLabel(lot: LineageLot): string {
  // Before it is published a lot is what its bulletin is: a draft, in review, sent back.
  if (lot.lotStatus === 'pending') return BULLETIN_STATUS_LABELS[lot.bulletinStatus];
  if (lot.lotStatus === 'sold' && lot.orderStatus === 'defaulted') return '悔拍';
  return LOT_STATUS_LABELS[lot.lotStatus];
}

function stillOpen({ lot }: ReauctionCandidate): AppError | undefined {
  if (lot.lotStatus === 'sold' || lot.lotStatus === 'unsold') return undefined;
  return new AppError('REAUCTION_LOT_OPEN', { params: { title: lot.title } });
}

function soldToPayingBuyer({ lot }: ReauctionCandidate): AppError | undefined {
  if (lot.lotStatus !== 'sold' || lot.orderStatus === 'defaulted') return undefined;
  const orderStatus = lot.orderStatus ? ORDER_STATUS_LABELS[lot.orderStatus] : '处理中';
  return new AppError('REAUCTION_LOT_SOLD', { params: { title: lot.title, orderStatus } });
}

/** One live re-auction at a time: another only once the last has itself gone unsold or defaulted. */
function liveSuccessor({ lot, successors }: ReauctionCandidate): AppError | undefined {
  const live = successors.find((successor) => !isUnsoldOrDefaulted(successor));
  if (!live) return undefined;
  return new AppError('REAUCTION_LIVE_SUCCESSOR', {
    params: { title: lot.title, lotNo: live.lotNo, state: lineageStateLabel(live) },
  });
}

/** A 悔拍递补 offer waits for its answer: the lot may yet sell to the runner-up. An accepted one made a new order. */
function offerWaiting({ lot }: ReauctionCandidate): AppError | undefined {
  if (lot.openOfferDeadline === null) return undefined;
  const deadline = formatTimestamp(new Date(lot.openOfferDeadline)).slice(0, 16);
  return new AppError('REAUCTION_OFFER_OPEN', { params: { title: lot.title, deadline } });
}

/**
 * Every rule that stops a lot from being put up again, in the order the seller should hear of
 * them, each reading what it needs into the candidate.
 */
const RULES: Array<(candidate: ReauctionCandidate) => AppError | undefined> = [
  stillOpen,
  soldToPayingBuyer,
  offerWaiting,
  liveSuccessor,
];

/** Why the lot may not be re-auctioned now; empty when it may. */
export function reauctionBlockers(candidate: ReauctionCandidate): AppError[] {
  return RULES.flatMap((rule) => rule(candidate) ?? []);
}
