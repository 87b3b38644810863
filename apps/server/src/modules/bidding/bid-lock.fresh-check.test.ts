import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBidLockRepository, type BatchWrite, type LockedLot } from './bid-lock.repository';
import { useAuctionApp, type Bidder } from '../../../test/auction-fixtures';
import { liveLot } from '../../../test/bidding-fixtures';
import { countRows } from '../../../test/row-counts';

/**
 * The one-round-trip batch against the real database: what the engine remembered is handed
 * back and compared under the lot's lock, and a batch decided from anything that has since
 * changed writes nothing. (The engine's choice of path is bid-engine.chain.test.ts; the routes'
 * refusals after such changes, remembered-bidder.routes.test.ts.)
 */
const { t, tokens } = useAuctionApp();
const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

async function tokenIdOf(bidder: Bidder): Promise<number> {
  const result = await run(sql`select max(id) as id from oauth_tokens where user_id = ${bidder.userId}`);
  return Number((result.rows[0] as { id: number }).id);
}

/** The lot read under its lock for one bidder, as the engine's first batch reads it. */
async function readFor(lotId: number, bidder: Bidder, tokenId: number): Promise<LockedLot> {
  const locks = createBidLockRepository(t.database.lockPool);
  return locks.withLot(lotId, async (session) => {
    const locked = await session.lock({
      userIds: [bidder.userId],
      aliasCandidates: [],
      keys: [],
      tokenIds: [tokenId],
      now: t.clock.now(),
    });
    await session.commit(nothingBut([]));
    return locked!;
  });
}

/** A write of nothing but the answers' records for these client bid ids. */
function nothingBut(requests: Array<{ userId: number; clientBidId: string }>): BatchWrite {
  const now = t.clock.now();
  return {
    lot: null,
    bids: [],
    events: [],
    chain: null,
    proxies: [],
    bidders: [],
    requests: requests.map((request) => ({ ...request, requestHash: 'h', answer: '{}', at: now })),
    now,
  };
}

async function commitFromMemory(
  lotId: number,
  locked: LockedLot,
  userId: number,
  tokenId: number,
  key: string,
) {
  const locks = createBidLockRepository(t.database.lockPool);
  return locks.withLot(lotId, (session) =>
    session.commitFresh(
      {
        userIds: [userId],
        tokenIds: [tokenId],
        now: t.clock.now(),
        version: locked.version,
        userGates: [locked.userGates.get(userId)!],
        tokenGates: [locked.tokenGates.get(tokenId)!],
      },
      nothingBut([{ userId, clientBidId: key }]),
    ),
  );
}

const answersKept = (key: string) =>
  countRows(t, sql`select count(*) as n from bid_requests where client_bid_id = ${key}`);

describe('a batch decided from memory', () => {
  it('commits in one round trip while the lot and its bidder stand as remembered', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 1);
    const bidder = bidders[0]!;
    const tokenId = await tokenIdOf(bidder);
    const locked = await readFor(lotId, bidder, tokenId);

    expect(await commitFromMemory(lotId, locked, bidder.userId, tokenId, 'fresh-1')).toEqual({
      version: null,
    });
    expect(await answersKept('fresh-1')).toBe(1);
  });

  it.each([
    [
      'the bidder is barred',
      (bidder: Bidder) => sql`update users set bidding_barred_at = now() where id = ${bidder.userId}`,
    ],
    [
      'the deposit is released',
      (bidder: Bidder) => sql`update deposits set status = 'returned' where user_id = ${bidder.userId}`,
    ],
    [
      'the token is revoked',
      (bidder: Bidder) => sql`update oauth_tokens set revoked_at = now() where user_id = ${bidder.userId}`,
    ],
    [
      'the roles no longer grant 出价',
      (bidder: Bidder) => sql`delete from user_roles where user_id = ${bidder.userId}`,
    ],
    [
      'another writer touched the lot',
      (_bidder: Bidder, lotId: number) => sql`update lots set updated_at = now() where id = ${lotId}`,
    ],
  ])('writes nothing and answers stale when %s since', async (_change, change) => {
    const { lotId, bidders } = await liveLot(t, tokens, 1);
    const bidder = bidders[0]!;
    const tokenId = await tokenIdOf(bidder);
    const locked = await readFor(lotId, bidder, tokenId);
    await run(change(bidder, lotId));

    expect(await commitFromMemory(lotId, locked, bidder.userId, tokenId, `stale-${lotId}`)).toBe('stale');
    expect(await answersKept(`stale-${lotId}`)).toBe(0);
  });

  it('answers stale, writing nothing, when a client bid id was answered meanwhile', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 1);
    const bidder = bidders[0]!;
    const tokenId = await tokenIdOf(bidder);
    const locked = await readFor(lotId, bidder, tokenId);
    await commitFromMemory(lotId, locked, bidder.userId, tokenId, `twice-${lotId}`);

    expect(await commitFromMemory(lotId, locked, bidder.userId, tokenId, `twice-${lotId}`)).toBe('stale');
    expect(await answersKept(`twice-${lotId}`)).toBe(1);
  });
});
