import type { LotEvent } from '@lyp/shared/realtime/events';
import { beforeAll, beforeEach } from 'vitest';
import {
  addBidders,
  clientBidId,
  freezeDeposits,
  lotInput,
  openBidding,
  publishBulletin,
  type Bidder,
} from './auction-fixtures';
import type { TestApp } from './test-app';

/** Who publishes a lot: the demo seller, and the auditor who approves it. */
type SellerAndAuditor = { seller: string; auditor: string };

/**
 * A newly published lot of the demo seller's in its bidding time by the server's clock (set
 * back to now first), with `bidderCount` new bidders whose deposits are frozen.
 */
export async function liveLot(
  t: TestApp,
  tokens: SellerAndAuditor,
  bidderCount: number,
  overrides: Record<string, unknown> = {},
) {
  t.clock.set(new Date());
  const bulletin = await publishBulletin(t, tokens, [lotInput(t, overrides)]);
  const lot = bulletin.lots[0]!;
  const bidders = await addBidders(t, bidderCount);
  await freezeDeposits(t, lot.id, bidders);
  openBidding(t, lot);
  return { bulletin, lotId: lot.id, lot, bidders };
}

/** A live lot (see liveLot) with two bidders. */
export async function lotOpenForBidding(t: TestApp, tokens: SellerAndAuditor) {
  const live = await liveLot(t, tokens, 2);
  return { ...live, bidders: live.bidders as [Bidder, Bidder] };
}

/** The bid calls of a suite, bound to its app (a late-bound handle: see use-test-app.ts). */
export function bidCalls(t: TestApp) {
  return {
    bid: (bidder: Bidder, lotId: number, amountFen: number, key = clientBidId()) =>
      t.call('POST', 'bidAdd', { token: bidder.token, body: { lotId, amountFen, clientBidId: key } }),
    setMax: (bidder: Bidder, lotId: number, maxFen: number, key = clientBidId()) =>
      t.call('POST', 'bidMaxPrice', { token: bidder.token, body: { lotId, maxFen, clientBidId: key } }),
  };
}

/** The live lot events the app publishes, from the start of each test (the list is emptied before each). */
export function useLotEvents(t: TestApp): LotEvent[] {
  const events: LotEvent[] = [];
  beforeAll(() => {
    t.lotEvents.subscribe((event) => events.push(event));
  });
  beforeEach(() => {
    events.length = 0;
  });
  return events;
}
