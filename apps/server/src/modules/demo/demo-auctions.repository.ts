import type { Db } from '../../db/client';
import { createDemoAuctionWrites } from './demo-auction-writes';
import { createDemoPartiesQueries } from './demo-parties.queries';

export type { DemoParty } from './demo-parties.queries';

/** The database side of the demo marketplace: who the demo accounts are, and deposits paid in full. */
export function createDemoAuctionsRepository(db: Db) {
  return {
    ...createDemoPartiesQueries(db),
    ...createDemoAuctionWrites(db),
  };
}

export type DemoAuctionsRepository = ReturnType<typeof createDemoAuctionsRepository>;
