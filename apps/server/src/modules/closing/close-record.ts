import type { ChainEventContent } from '../auction-record';
import type { CloseDecision } from './closing.types';
import type { DueLot } from './due-lot';

/** The close as the last record of the lot's chain: the result, and for a sale the price and winner's alias. */
export function closeRecordOf(due: DueLot, decision: CloseDecision, now: Date): ChainEventContent {
  if (decision.outcome === 'sold' && due.leader && due.lot.currentPriceFen !== null) {
    return {
      kind: 'close',
      atMs: now.getTime(),
      result: 'sold',
      amountFen: due.lot.currentPriceFen,
      alias: due.leader.alias,
    };
  }
  return { kind: 'close', atMs: now.getTime(), result: 'unsold' };
}

type SoldOrder = Extract<CloseDecision, { outcome: 'sold' }>['order'];

/** The order with the chain head in its 成交确认书, printed there for anyone to check the record by. */
export function withChainHead(order: SoldOrder, head: string | null): SoldOrder {
  if (head === null) return order;
  return { ...order, confirmation: JSON.stringify({ ...JSON.parse(order.confirmation), chainHead: head }) };
}
