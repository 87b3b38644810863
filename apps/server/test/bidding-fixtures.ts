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
  type DemoTokens,
} from './auction-fixtures';
import type { TestApp } from './test-app';

/** A published lot in its bidding time, with bidders whose deposits are frozen. */
export async function liveLot(
  t: TestApp,
  tokens: DemoTokens,
  bidderCount: number,
  overrides: Record<string, unknown> = {},
) {
  t.clock.set(new Date());
  const bulletin = await publishBulletin(t, tokens, [lotInput(t, overrides)]);
  const lot = bulletin.lots[0]!;
  const bidders = await addBidders(t, bidderCount);
  await freezeDeposits(t, lot.id, bidders);
  openBidding(t, lot);
  return { lotId: lot.id, lot, bidders };
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
