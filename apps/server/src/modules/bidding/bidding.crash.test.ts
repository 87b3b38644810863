import { API_PATHS } from '@lyp/shared/api/paths';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  expectLedgerBalanced,
  freezeDeposits,
  type Bidder,
} from '../../../test/auction-fixtures';
import { storedChain } from '../../../test/chain-fixtures';
import { useCrashHarness } from '../../../test/crash-harness';
import type { ServerProcess } from '../../../test/server-process';
import { systemClock } from '../../lib/clock';

/**
 * The server process killed with SIGKILL in the middle of a bid storm, then started again on
 * the same database: what it acknowledged is there, and what fell due while it was down
 * closes exactly once. Runs on the suite's PostgreSQL (embedded, or the machine's in CI).
 */

const harness = useCrashHarness('crash');
const { start, signIn, call } = harness;

/** Publishes two lots through the API, then moves their times in the database: one bidding now, one about to end. */
async function publishLots(server: ServerProcess) {
  const [seller, auditor] = [await signIn(server, 'seller'), await signIn(server, 'auditor')];
  const startsAt = new Date(Date.now() + 60_000);
  const lot = (title: string, extra: Record<string, unknown>) => ({
    title,
    category: 'scrap_steel',
    quantity: 10,
    unit: 'ton',
    regionCode: '320205',
    location: '无锡',
    startPriceFen: 100_000,
    incrementFen: 1_000,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 20 * 60_000).toISOString(),
    ...extra,
  });
  const added = await call(server, API_PATHS.bulletinAdd, seller, {
    title: '崩溃恢复测试公告',
    bodyHtml: '<p>测试</p>',
    lots: [lot('竞价风暴标的', {}), lot('停机期间到期的标的', { maxExtensions: 0 })],
  });
  const bulletin = added.body.data as { id: number; lots: Array<{ id: number }> };
  await call(server, API_PATHS.bulletinCommit.replace(':id', String(bulletin.id)), seller, {});
  await call(server, API_PATHS.auditAdd, auditor, { bulletinId: bulletin.id, approved: true });
  const [storm, expiring] = bulletin.lots.map((entry) => entry.id) as [number, number];
  await harness.database.db.execute(sql`
    update lots set starts_at = now() - interval '1 second',
                    ends_at = now() + interval '10 minutes', scheduled_ends_at = now() + interval '10 minutes'
     where id = ${storm}`);
  await harness.database.db.execute(sql`
    update lots set starts_at = now() - interval '1 second',
                    ends_at = now() + interval '6 seconds', scheduled_ends_at = now() + interval '6 seconds'
     where id = ${expiring}`);
  return { storm, expiring };
}

describe('a server killed with SIGKILL during a bid storm', () => {
  it('keeps every acknowledged bid, and after a restart closes the lots that fell due exactly once', async () => {
    const first = await start();
    const { storm, expiring } = await publishLots(first);
    const context = { database: harness.database, clock: systemClock };
    const bidders = await addBidders(context, 24);
    await freezeDeposits(context, storm, bidders);
    await freezeDeposits(context, expiring, bidders.slice(0, 2));

    // The lot that will fall due while the server is down gets its bids first.
    for (const [index, bidder] of bidders.slice(0, 2).entries()) {
      const answer = await call(first, API_PATHS.bidAdd, bidder.token, {
        lotId: expiring,
        amountFen: 100_000 + index * 1_000,
        clientBidId: clientBidId(),
      });
      expect(answer.status).toBe(200);
    }

    const acknowledged: Array<{ key: string; bidder: Bidder; amountFen: number; result: BidResult }> = [];
    let killed = false;
    let minimum = 100_000;
    const storms = bidders.map(async (bidder, index) => {
      while (!killed) {
        const key = clientBidId();
        const amountFen = minimum + (index % 3) * 1_000;
        try {
          const answer = await call(first, API_PATHS.bidAdd, bidder.token, {
            lotId: storm,
            amountFen,
            clientBidId: key,
          });
          const result = (answer.body as { data?: BidResult }).data;
          if (answer.status === 200 && result) {
            acknowledged.push({ key, bidder, amountFen, result });
            minimum = Math.max(minimum, result.lot.nextMinimumFen);
          } else if ((answer.body as { error?: string }).error === 'BID_TOO_LOW') {
            minimum += 1_000;
          }
        } catch {
          return; // The connection died with the server.
        }
      }
    });
    // Killed in the middle of a storm that has had bids acknowledged.
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 50 }).toBeGreaterThan(10);
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(storms);
    expect(acknowledged.length).toBeGreaterThan(10);
    // The killed server's last statements may still be running in PostgreSQL: a batch sent just
    // before the kill commits (unacknowledged) or rolls back a moment later, and its sessions end
    // then. Seen in CI under load: four such bids landed after the snapshot below.
    const deadServerSessions = async () =>
      Number(
        (
          await harness.database.db.execute<{ busy: string }>(
            sql`select count(*) as busy from pg_stat_activity
                 where datname = current_database() and pid <> pg_backend_pid()
                   and backend_type = 'client backend' and state <> 'idle'`,
          )
        ).rows[0]!.busy,
      );
    await expect.poll(deadServerSessions, { timeout: 15_000, interval: 100 }).toBe(0);

    const stored = async () =>
      (
        await harness.database.db.execute<{ amount_fen: string; event_seq: string }>(
          sql`select amount_fen, event_seq from bids where lot_id = ${storm} order by id`,
        )
      ).rows.map((row) => ({ amountFen: Number(row.amount_fen), seq: Number(row.event_seq) }));
    const afterCrash = await stored();
    for (const { result } of acknowledged) {
      expect(afterCrash).toContainEqual({ amountFen: result.placed!.amountFen, seq: result.placed!.seq });
    }
    for (let index = 1; index < afterCrash.length; index += 1) {
      expect(afterCrash[index]!.amountFen).toBeGreaterThan(afterCrash[index - 1]!.amountFen);
    }
    // Killed mid-batch, the chain still holds exactly the committed bids, gap-free to its head.
    const chain = await storedChain(harness.database.db, storm);
    expect(chain.verdict.problems).toEqual([]);
    expect(chain.record.length).toBe(afterCrash.length);

    // Down past the other lot's deadline, then up again: the sweeper closes it, once.
    const expiringEnd = await harness.database.db.execute<{ ends_at: Date }>(
      sql`select ends_at from lots where id = ${expiring}`,
    );
    const waitMs = new Date(expiringEnd.rows[0]!.ends_at).getTime() + 500 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const second = await start();
    await expect
      .poll(
        async () =>
          (
            await harness.database.db.execute<{ status: string }>(
              sql`select status from lots where id = ${expiring}`,
            )
          ).rows[0]!.status,
        { timeout: 15_000, interval: 250 },
      )
      .toBe('sold');
    const orders = await harness.database.db.execute<{ count: string }>(
      sql`select count(*) from orders where lot_id = ${expiring}`,
    );
    expect(Number(orders.rows[0]!.count)).toBe(1);
    expect((await storedChain(harness.database.db, expiring)).verdict.intact).toBe(true);

    // A bidder who never saw the answer retries with the same id: the first answer comes back.
    const retried = acknowledged.at(-1)!;
    const replay = await call(second, API_PATHS.bidAdd, retried.bidder.token, {
      lotId: storm,
      amountFen: retried.amountFen,
      clientBidId: retried.key,
    });
    expect((replay.body as { data: BidResult }).data.placed).toEqual(retried.result.placed);
    expect(await stored()).toEqual(afterCrash);
    await expectLedgerBalanced({ database: harness.database, clock: systemClock });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
