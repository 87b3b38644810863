import { API_PATHS } from '@lyp/shared/api/paths';
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
import { createDepositsRepository } from '../deposits';
import { createOrdersRepository } from '../orders';
import { createRunnerUpOffersRepository, createRunnerUpOffersService } from '.';

/**
 * The offers' deadline sweep killed with SIGKILL while it passes lapsed offers on, then a
 * restarted server and a second sweeper racing on the same database: every lot has at most one live offer at every moment,
 * each bidder is offered a lot once, in order, and every chain ends with no taker, the kept
 * deposits released and the ledger balanced.
 */

const harness = useCrashHarness('runner_up_crash');
const { start, signIn, call } = harness;
const LOTS = 12;
const BIDS = [100_000, 110_000, 120_000, 130_000];

/** `(1, 2, 3)`: the test's own lots, beside the demo's. */
const listOf = (ids: number[]) => sql`(${sql.join(ids, sql`, `)})`;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await harness.database.db.execute<T>(query)).rows;

/** A bulletin of LOTS lots keeping the runner-up's deposit, bidding open now; answers the lot ids. */
async function publishLots(server: ServerProcess): Promise<number[]> {
  const [seller, auditor] = [await signIn(server, 'seller'), await signIn(server, 'auditor')];
  const startsAt = new Date(Date.now() + 60_000);
  const lot = (index: number) => ({
    title: `递补崩溃测试标的 ${index + 1}`,
    category: 'scrap_steel',
    quantity: 10,
    unit: 'ton',
    regionCode: '320205',
    location: '无锡',
    startPriceFen: 100_000,
    incrementFen: 10_000,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 20 * 60_000).toISOString(),
  });
  const added = await call(server, API_PATHS.bulletinAdd, seller, {
    title: '悔拍递补崩溃恢复测试公告',
    bodyHtml: '<p>测试</p>',
    keepRunnerUpDeposit: true,
    lots: Array.from({ length: LOTS }, (_, index) => lot(index)),
  });
  const bulletin = added.body.data as { id: number; lots: Array<{ id: number }> };
  await call(server, API_PATHS.bulletinCommit.replace(':id', String(bulletin.id)), seller, {});
  await call(server, API_PATHS.auditAdd, auditor, { bulletinId: bulletin.id, approved: true });
  await harness.database.db.execute(sql`
    update lots set starts_at = now() - interval '1 second', status = 'bidding',
                    ends_at = now() + interval '10 minutes', scheduled_ends_at = now() + interval '10 minutes'
     where bulletin_id = ${bulletin.id}`);
  return bulletin.lots.map((entry) => entry.id);
}

/** Every lot sold to its last bidder, who then defaults; the seller offers each lot once. */
async function defaultedAndOffered(server: ServerProcess, lotIds: number[]) {
  const context = { database: harness.database, clock: systemClock };
  const bidders = await addBidders(context, BIDS.length);
  for (const lotId of lotIds) {
    await freezeDeposits(context, lotId, bidders);
    for (const [index, amountFen] of BIDS.entries()) {
      const answer = await call(server, API_PATHS.bidAdd, bidders[index]!.token, {
        lotId,
        amountFen,
        clientBidId: clientBidId(),
      });
      expect(answer.status).toBe(200);
    }
  }
  await harness.database.db.execute(sql`update lots set ends_at = now() where id in ${listOf(lotIds)}`);
  const count = async (status: string) =>
    Number(
      (
        await rows<{ n: string }>(
          sql`select count(*) as n from orders where status = ${status} and lot_id in ${listOf(lotIds)}`,
        )
      )[0]!.n,
    );
  await expect.poll(() => count('awaiting_payment'), { timeout: 20_000, interval: 200 }).toBe(LOTS);
  await harness.database.db.execute(
    sql`update orders set payment_deadline_at = now() - interval '1 second' where lot_id in ${listOf(lotIds)}`,
  );
  await expect.poll(() => count('defaulted'), { timeout: 20_000, interval: 200 }).toBe(LOTS);
  const seller = await signIn(server, 'seller');
  const orders = await rows<{ id: number }>(
    sql`select id from orders where lot_id in ${listOf(lotIds)} order by id`,
  );
  for (const order of orders) {
    const answer = await call(server, API_PATHS.sellerRunnerUpOffer, seller, { orderId: order.id, hours: 1 });
    expect(answer.status).toBe(200);
  }
}

describe('a server killed with SIGKILL while runner-up offers lapse', () => {
  it('never holds two live offers on a lot, and after restarts every chain runs out once', async () => {
    const first = await start();
    const lotIds = await publishLots(first);
    await defaultedAndOffered(first, lotIds);

    // Every open offer's deadline is pulled into the past, again and again: the sweeps pass them on.
    let chaos = true;
    const doubles: number[] = [];
    const pressure = (async () => {
      while (chaos) {
        await harness.database.db.execute(
          sql`update runner_up_offers set deadline_at = now() - interval '1 second' where status = 'open'`,
        );
        const twice = await rows<{ lot_id: number }>(
          sql`select lot_id from runner_up_offers where status = 'open' group by lot_id having count(*) > 1`,
        );
        doubles.push(...twice.map((row) => row.lot_id));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const expired = async () =>
      Number(
        (
          await rows<{ n: string }>(sql`select count(*) as n from runner_up_offers where status = 'expired'`)
        )[0]!.n,
      );
    await expect.poll(expired, { timeout: 20_000, interval: 10 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await expired()).toBeLessThan(LOTS * (BIDS.length - 1));

    // A restarted server and a second sweeper (this process, as another instance) race on the same database.
    const second = await start();
    const { db } = harness.database;
    const rival = createRunnerUpOffersService({
      offers: createRunnerUpOffersRepository(db, createDepositsRepository(db), async () => []),
      orders: createOrdersRepository(db),
      clock: systemClock,
      deliver: async () => {},
      log: { error: () => {} },
    });
    let racing = true;
    const racer = (async () => {
      while (racing) await rival.sweepOnce();
    })();
    const ended = async () =>
      Number(
        (
          await rows<{ n: string }>(
            sql`select count(*) as n from orders where runner_up_ended_at is not null and lot_id in ${listOf(lotIds)}`,
          )
        )[0]!.n,
      );
    await expect.poll(ended, { timeout: 60_000, interval: 250 }).toBe(LOTS);
    chaos = false;
    racing = false;
    await Promise.all([pressure, racer]);
    expect(doubles).toEqual([]);

    // Each lot's chain: the three runner-ups once each, highest bid first, all lapsed.
    const chains = await rows<{ lot_id: number; bids: string; statuses: string; users: string }>(sql`
      select lot_id, string_agg(bid_fen::text, ',' order by id) as bids,
             string_agg(status, ',' order by id) as statuses, count(distinct user_id)::text as users
        from runner_up_offers group by lot_id order by lot_id`);
    expect(chains).toHaveLength(LOTS);
    for (const chain of chains) {
      expect(chain).toMatchObject({
        bids: '120000,110000,100000',
        statuses: 'expired,expired,expired',
        users: '3',
      });
    }
    const logs = await rows<{ action: string; n: string }>(sql`
      select action, count(*)::text as n from operation_logs where action like 'runner_up.%' group by action order by action`);
    expect(logs).toEqual([
      { action: 'runner_up.expire', n: String(LOTS * 3) },
      { action: 'runner_up.no_taker', n: String(LOTS) },
      { action: 'runner_up.offer', n: String(LOTS * 3) },
    ]);
    // The kept deposits went back with their offers; nothing stays frozen on the lots.
    const frozen = await rows(
      sql`select id from deposits where status = 'frozen' and lot_id in ${listOf(lotIds)}`,
    );
    expect(frozen).toEqual([]);
    await expectLedgerBalanced({ database: harness.database, clock: systemClock });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
