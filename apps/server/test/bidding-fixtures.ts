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

/**
 * The bid calls of a suite, bound to its app. The app is read at each call: suites assign it
 * in beforeAll, after this runs.
 */
export function bidCalls(app: () => TestApp) {
  return {
    bid: (bidder: Bidder, lotId: number, amountFen: number, key = clientBidId()) =>
      app().call('POST', 'bidAdd', { token: bidder.token, body: { lotId, amountFen, clientBidId: key } }),
    setMax: (bidder: Bidder, lotId: number, maxFen: number, key = clientBidId()) =>
      app().call('POST', 'bidMaxPrice', { token: bidder.token, body: { lotId, maxFen, clientBidId: key } }),
  };
}
