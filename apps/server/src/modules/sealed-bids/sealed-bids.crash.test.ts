import { createHash } from 'node:crypto';
import { API_PATHS } from '@lyp/shared/api/paths';
import {
  sealedCommitmentInput,
  type SealedReceipt,
  type SealedResult,
} from '@lyp/shared/auction/sealed-bid.schemas';
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
 * The server killed with SIGKILL while bidders seal and raise bids on a lot about to end, then
 * started again after the end: every acknowledged receipt is among the revealed bids and checks
 * out, and the lot closes once, to the highest stored bid. Same harness as bidding.crash.test.ts.
 */

const harness = useCrashHarness('sealed_crash');
const { start, signIn, call } = harness;

/** A sealed-bid lot published through the API, then moved in the database to end in a few seconds. */
async function publishSealedLot(server: ServerProcess): Promise<number> {
  const [seller, auditor] = [await signIn(server, 'seller'), await signIn(server, 'auditor')];
  const startsAt = new Date(Date.now() + 60_000);
  const added = await call(server, API_PATHS.bulletinAdd, seller, {
    title: '一次报价崩溃恢复测试公告',
    bodyHtml: '<p>测试</p>',
    lots: [
      {
        title: '一次报价崩溃测试标的',
        category: 'scrap_steel',
        quantity: 10,
        unit: 'ton',
        regionCode: '320205',
        location: '无锡',
        biddingMode: 'sealed',
        startPriceFen: 100_000,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 20 * 60_000).toISOString(),
      },
    ],
  });
  const bulletin = added.body.data as { id: number; lots: Array<{ id: number }> };
  await call(server, API_PATHS.bulletinCommit.replace(':id', String(bulletin.id)), seller, {});
  await call(server, API_PATHS.auditAdd, auditor, { bulletinId: bulletin.id, approved: true });
  const lotId = bulletin.lots[0]!.id;
  await harness.database.db.execute(sql`
    update lots set starts_at = now() - interval '1 second',
                    ends_at = now() + interval '8 seconds', scheduled_ends_at = now() + interval '8 seconds'
     where id = ${lotId}`);
  return lotId;
}

describe('a server killed with SIGKILL while sealed bids come in', () => {
  it('keeps every acknowledged receipt, and after a restart reveals them and closes the lot once', async () => {
    const first = await start();
    const lotId = await publishSealedLot(first);
    const context = { database: harness.database, clock: systemClock };
    const bidders = await addBidders(context, 8);
    await freezeDeposits(context, lotId, bidders);

    const acknowledged: SealedReceipt[] = [];
    let killed = false;
    const storms = bidders.map(async (bidder, index) => {
      // Each bidder raises in whole yuan, in steps of their own: ties and raises both happen.
      for (let amountFen = 100_000 + index * 100; !killed; amountFen += 100 * (1 + (index % 3))) {
        try {
          const answer = await call(first, API_PATHS.sealedBidSubmit, bidder.token, {
            lotId,
            amountFen,
            clientBidId: clientBidId(),
          });
          const receipt = (answer.body as { data?: SealedReceipt }).data;
          if (answer.status === 200 && receipt) acknowledged.push(receipt);
        } catch {
          return; // The connection died with the server.
        }
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 50 }).toBeGreaterThan(10);
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(storms);

    // Down past the deadline, then up again: the sweeper reveals and closes the lot.
    const ends = await harness.database.db.execute<{ ends_at: Date }>(
      sql`select ends_at from lots where id = ${lotId}`,
    );
    const waitMs = new Date(ends.rows[0]!.ends_at).getTime() + 500 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const second = await start();
    const status = async () =>
      (
        await harness.database.db.execute<{ status: string }>(
          sql`select status from lots where id = ${lotId}`,
        )
      ).rows[0]!.status;
    await expect.poll(status, { timeout: 20_000, interval: 250 }).toBe('sold');

    const result = (await call(second, API_PATHS.sealedBidResult.replace(':lotId', String(lotId)), null)).body
      .data as SealedResult;
    for (const receipt of acknowledged) {
      expect(result.bids.map(({ counted: _c, winning: _w, ...bid }) => bid)).toContainEqual(receipt);
      const recomputed = createHash('sha256')
        .update(sealedCommitmentInput(receipt, result.secret!))
        .digest('hex');
      expect(recomputed).toBe(receipt.commitment);
    }
    // The record holds each stored submission once, and the winner is the highest counted bid.
    const counts = await harness.database.db.execute<{
      sealed: string;
      revealed: string;
      orders: string;
    }>(sql`
      select (select count(*) from sealed_bids where lot_id = ${lotId}) as sealed,
             (select count(*) from bids where lot_id = ${lotId} and kind = 'sealed') as revealed,
             (select count(*) from orders where lot_id = ${lotId}) as orders`);
    expect(counts.rows[0]).toEqual({
      sealed: String(result.bids.length),
      revealed: String(result.bids.length),
      orders: '1',
    });
    const winning = result.bids.filter((bid) => bid.winning);
    expect(winning).toHaveLength(1);
    expect(Math.max(...result.bids.filter((bid) => bid.counted).map((bid) => bid.amountFen))).toBe(
      winning[0]!.amountFen,
    );
    await expectLedgerBalanced({ database: harness.database, clock: systemClock });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
