import { API_PATHS } from '@lyp/shared/api/paths';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addBidders, clientBidId, freezeDeposits, type Bidder } from '../../../test/auction-fixtures';
import { useCrashHarness } from '../../../test/crash-harness';
import type { ServerProcess } from '../../../test/server-process';
import { systemClock } from '../../lib/clock';

/**
 * Outbid notices wait a moment in memory before they are written; a server killed with SIGKILL
 * then loses them, and the next start tells them from the committed bid log. Over several kills
 * at random moments of a bid storm, every bidder the log says was displaced (and does not lead
 * again) holds exactly the notice of their latest displacement, and no notice names a
 * displacement the log does not hold.
 */

const ROUNDS = 4;
const harness = useCrashHarness('outbid');
const { start, signIn, call } = harness;
const db = () => harness.database.db;

/** Two lots through the API, bidding now and for long after the test (no extensions). */
async function publishLots(server: ServerProcess): Promise<number[]> {
  const [seller, auditor] = [await signIn(server, 'seller'), await signIn(server, 'auditor')];
  const startsAt = new Date(Date.now() + 60_000);
  const lot = (title: string) => ({
    title,
    category: 'scrap_steel',
    quantity: 10,
    unit: 'ton',
    regionCode: '320205',
    location: '无锡',
    startPriceFen: 100_000,
    incrementFen: 1_000,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
  });
  const added = await call(server, API_PATHS.bulletinAdd, seller, {
    title: '出价被超越提醒崩溃测试公告',
    bodyHtml: '<p>测试</p>',
    lots: [lot('竞价风暴标的一'), lot('竞价风暴标的二')],
  });
  const bulletin = added.body.data as { id: number; lots: Array<{ id: number }> };
  await call(server, API_PATHS.bulletinCommit.replace(':id', String(bulletin.id)), seller, {});
  await call(server, API_PATHS.auditAdd, auditor, { bulletinId: bulletin.id, approved: true });
  const ids = bulletin.lots.map((entry) => entry.id);
  await db().execute(sql`
    update lots set starts_at = now() - interval '1 second',
                    ends_at = now() + interval '1 hour', scheduled_ends_at = now() + interval '1 hour'
     where id in (${sql.join(ids, sql`, `)})`);
  return ids;
}

/**
 * Bidders outbidding each other with manual bids on every lot until `stopped` says so; `placed`
 * counts the bids acknowledged.
 */
function bidStorm(
  server: ServerProcess,
  lots: number[],
  bidders: Bidder[],
  stopped: () => boolean,
  placed: () => void,
) {
  const minimum = new Map(lots.map((lotId) => [lotId, 100_000]));
  return bidders.map(async (bidder, index) => {
    for (let turn = index; !stopped(); turn += 1) {
      const lotId = lots[turn % lots.length]!;
      try {
        const answer = await call(server, API_PATHS.bidAdd, bidder.token, {
          lotId,
          amountFen: minimum.get(lotId)! + (index % 2) * 1_000,
          clientBidId: clientBidId(),
        });
        const result = (answer.body as { data?: BidResult }).data;
        if (result) {
          placed();
          minimum.set(lotId, Math.max(minimum.get(lotId)!, result.lot.nextMinimumFen));
        } else if ((answer.body as { error?: string }).error === 'BID_TOO_LOW') {
          minimum.set(lotId, minimum.get(lotId)! + 1_000);
        }
      } catch {
        return; // The connection died with the server.
      }
    }
  });
}

/** Statements a killed server sent may still commit or roll back a moment after the kill. */
async function deadSessionsGone() {
  const busy = async () =>
    Number(
      (
        await db().execute<{ busy: string }>(
          sql`select count(*) as busy from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid()
                 and backend_type = 'client backend' and state <> 'idle'`,
        )
      ).rows[0]!.busy,
    );
  await expect.poll(busy, { timeout: 15_000, interval: 100 }).toBe(0);
}

/**
 * What the committed log says, read independently of the server's own reading: with manual
 * bids only, each bid by someone else than the previous bid's placer displaced that placer, and
 * the engine names the notice by the bid's event number.
 */
async function displacementsInLog(lots: number[]) {
  const bids = await db().execute<{ lot_id: number; user_id: number; kind: string; event_seq: string }>(sql`
    select lot_id, user_id, kind, event_seq from bids
     where lot_id in (${sql.join(lots, sql`, `)}) order by lot_id, event_seq`);
  const leaders = await db().execute<{ id: number; leader_user_id: number | null }>(
    sql`select id, leader_user_id from lots where id in (${sql.join(lots, sql`, `)})`,
  );
  const leaderOf = new Map(leaders.rows.map((row) => [row.id, row.leader_user_id]));
  const all = new Set<string>();
  const latest = new Map<string, string>();
  let previous: { lotId: number; userId: number } | undefined;
  for (const row of bids.rows) {
    expect(row.kind).toBe('manual');
    if (previous?.lotId === row.lot_id && previous.userId !== row.user_id) {
      const key = `${previous.userId} outbid:lot:${row.lot_id}:${Number(row.event_seq)}`;
      all.add(key);
      latest.set(`${row.lot_id}:${previous.userId}`, key);
    }
    previous = { lotId: row.lot_id, userId: row.user_id };
  }
  // Owed: each bidder's latest displacement on a lot, unless they lead it again.
  const owed = [...latest]
    .filter(([lotAndUser]) => {
      const [lotId, userId] = lotAndUser.split(':').map(Number) as [number, number];
      return leaderOf.get(lotId) !== userId;
    })
    .map(([, key]) => key);
  return { all, owed, bidCount: bids.rows.length };
}

async function outbidMessages(lots: number[]) {
  const rows = await db().execute<{ user_id: number; dedupe_key: string }>(sql`
    select user_id, dedupe_key from messages
     where kind = 'outbid' and split_part(dedupe_key, ':', 3)::int in (${sql.join(lots, sql`, `)})`);
  return rows.rows.map((row) => `${row.user_id} ${row.dedupe_key}`);
}

const missing = (owed: string[], told: string[]) => owed.filter((key) => !told.includes(key));

describe('outbid notices across servers killed with SIGKILL during bid storms', () => {
  it('are all told after the restarts: none lost, none told twice, none invented', async () => {
    let server = await start();
    const lots = await publishLots(server);
    const context = { database: harness.database, clock: systemClock };
    const bidders = await addBidders(context, 8);
    for (const lotId of lots) await freezeDeposits(context, lotId, bidders);

    let lostAtKills = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) server = await start();
      let killed = false;
      let placed = 0;
      const storm = bidStorm(
        server,
        lots,
        bidders,
        () => killed,
        () => (placed += 1),
      );
      // Killed at a random moment of a storm well under way, with notices waiting in memory.
      await expect.poll(() => placed, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(10);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      server.child.kill('SIGKILL');
      killed = true;
      await server.exited;
      await Promise.all(storm);
      await deadSessionsGone();
      const { owed } = await displacementsInLog(lots);
      lostAtKills += missing(owed, await outbidMessages(lots)).length;
    }

    // The last start reads back what the last kill left untold.
    const last = await start();
    await expect
      .poll(async () => missing((await displacementsInLog(lots)).owed, await outbidMessages(lots)), {
        timeout: 20_000,
        interval: 250,
      })
      .toEqual([]);
    const { all, owed, bidCount } = await displacementsInLog(lots);
    const told = await outbidMessages(lots);
    expect(new Set(told).size).toBe(told.length);
    expect(told.filter((key) => !all.has(key))).toEqual([]);
    expect(missing(owed, told)).toEqual([]);
    // The kills did catch notices in memory, so the start-up reading was what told them.
    expect(lostAtKills).toBeGreaterThan(0);
    console.info(
      `出价被超越提醒崩溃测试：${ROUNDS} 次强杀，${bidCount} 笔出价，${all.size} 次被超越，` +
        `${owed.length} 条应有提醒，强杀时缺 ${lostAtKills} 条，重启后全部补齐`,
    );

    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
  }, 180_000);
});
