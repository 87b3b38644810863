import type { LotEvent } from '@lyp/shared/realtime/events';
import type { Clock } from '../../lib/clock';
import type { BiddingRepository } from '../bidding';
import type { SealedBidsRepository } from './sealed-bids.repository';

export interface SealedBidsDeps {
  sealedBids: SealedBidsRepository;
  /** Bidding's one-read gate: certification, deposit, restricted list, own organisation, bar. */
  bidding: Pick<BiddingRepository, 'gate'>;
  clock: Clock;
  /** The key bidders' aliases are made with (bidding's): a bidder keeps one alias per lot. */
  aliasSecret: string;
  /** Hands committed lot events to the live channel: for a sealed bid, only the new counts. */
  publish(events: LotEvent[]): void;
}
