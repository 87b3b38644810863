import { API_PATHS } from '@lyp/shared/api/paths';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  expectLedgerBalanced,
  freezeDeposits,
} from '../../../test/auction-fixtures';
import { useCrashHarness } from '../../../test/crash-harness';
import type { ServerProcess } from '../../../test/server-process';
import { systemClock } from '../../lib/clock';

/**
 * The server killed with SIGKILL while bidders race to accept descending lots, then started
 * again: every acknowledged accept is its lot's one bid, no lot has two, and each accepted lot
 * closes sold exactly once.
 */

const LOTS = 12;
/** An id list as one parameter (drizzle spreads a JS array into a row). */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const harness = useCrashHarness('crash_desc');
const { start, signIn, call: post } = harness;

/** LOTS descending lots through the API, then opened in the database: ¥1,000, falling hourly. */
async function publishDescendingLots(server: ServerProcess): Promise<number[]> {
  const [seller, auditor] = [await signIn(server, 'seller'), await signIn(server, 'auditor')];
  const startsAt = new Date(Date.now() + 60_000);
  const lots = Array.from({ length: LOTS }, (_, index) => ({
    title: `降价崩溃测试标的 ${index + 1}`,
    category: 'scrap_steel',
    quantity: 10,
    unit: 'ton',
    regionCode: '320205',
    location: '无锡',
    biddingMode: 'descending',
    startPriceFen: 100_000,
    decreaseStepFen: 5_000,
    decreaseIntervalMinutes: 60,
    floorPriceFen: 80_000,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * 60 * 60_000).toISOString(),
  }));
  const added = await post(server, API_PATHS.bulletinAdd, seller, {
    title: '降价崩溃测试公告',
    bodyHtml: '<p>测试</p>',
    lots,
  });
  const bulletin = added.body.data as { id: number; lots: Array<{ id: number }> };
  await post(server, API_PATHS.bulletinCommit.replace(':id', String(bulletin.id)), seller, {});
  await post(server, API_PATHS.auditAdd, auditor, { bulletinId: bulletin.id, approved: true });
  const ids = bulletin.lots.map((lot) => lot.id);
  await harness.database.db.execute(
    sql`update lots set starts_at = now() - interval '1 second' where id = any(${intArray(ids)}::int[])`,
  );
  return ids;
}

describe('a server killed with SIGKILL while bidders race to accept descending lots', () => {
  it('keeps every acknowledged accept as its lot’s one bid and closes each accepted lot sold once', async () => {
    const first = await start();
    const lotIds = await publishDescendingLots(first);
    const context = { database: harness.database, clock: systemClock };
    const bidders = await addBidders(context, 16);
    for (const lotId of lotIds) await freezeDeposits(context, lotId, bidders);

    const acknowledged: Array<{ lotId: number; userId: number; result: BidResult }> = [];
    let killed = false;
    // Every bidder walks the lots, accepting each at ¥1,000: the lots are taken one by one.
    const racers = bidders.map(async (bidder, index) => {
      for (let turn = 0; !killed && turn < LOTS; turn += 1) {
        const lotId = lotIds[(index + turn) % LOTS]!;
        try {
          const answer = await post(first, API_PATHS.bidDecrease, bidder.token, {
            lotId,
            amountFen: 100_000,
            clientBidId: clientBidId(),
          });
          const result = (answer.body as { data?: BidResult }).data;
          if (answer.status === 200 && result) acknowledged.push({ lotId, userId: bidder.userId, result });
        } catch {
          return; // The connection died with the server.
        }
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(2);
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(racers);

    const bidsOf = async () =>
      (
        await harness.database.db.execute<{ lot_id: number; user_id: number; kind: string }>(
          sql`select lot_id, user_id, kind from bids where lot_id = any(${intArray(lotIds)}::int[]) order by lot_id`,
        )
      ).rows;
    const second = await start();
    const stored = await bidsOf();
    for (const accept of acknowledged) {
      expect(stored).toContainEqual({ lot_id: accept.lotId, user_id: accept.userId, kind: 'accept' });
    }
    expect(new Set(stored.map((row) => row.lot_id)).size).toBe(stored.length);

    const acceptedLots = [...new Set(stored.map((row) => row.lot_id))];
    await expect
      .poll(
        async () =>
          (
            await harness.database.db.execute<{ sold: string }>(
              sql`select count(*) as sold from lots where id = any(${intArray(acceptedLots)}::int[]) and status = 'sold'`,
            )
          ).rows[0]!.sold,
        { timeout: 15_000, interval: 250 },
      )
      .toBe(String(acceptedLots.length));
    const orders = await harness.database.db.execute<{ lot_id: number; count: string }>(
      sql`select lot_id, count(*) from orders where lot_id = any(${intArray(lotIds)}::int[]) group by lot_id`,
    );
    expect(orders.rows.map((row) => row.lot_id).sort()).toEqual([...acceptedLots].sort());
    expect(orders.rows.every((row) => row.count === '1')).toBe(true);
    await expectLedgerBalanced({ database: harness.database, clock: systemClock });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
