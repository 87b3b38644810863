import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, tokensOf } from '../../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Outbid notices read back from the bid log (what a killed process left untold) carry the keys
 * the engine gives them, so the two never tell one displacement twice.
 */

describe('outbid notices recovered from the bid log', () => {
  const { t } = useTestApp();
  const { bid, setMax } = bidCalls(t);

  const outbidKeys = async (lotId: number) =>
    (
      await t.database.db.execute<{ user_id: number; dedupe_key: string }>(sql`
        select user_id, dedupe_key from messages
         where kind = 'outbid' and dedupe_key like ${`outbid:lot:${lotId}:%`}
         order by user_id, dedupe_key`)
    ).rows.map((row) => `${row.user_id} ${row.dedupe_key}`);

  it('tell exactly what the engine told, through maximums, automatic answers and an extension', async () => {
    const live = await liveLot(t, await tokensOf(t), 4);
    const { lotId } = live;
    const [a, b, c, d] = live.bidders as [(typeof live.bidders)[0], ...typeof live.bidders];
    dataOf(await bid(a, lotId, 100_000));
    // B's maximum takes the lead from A.
    dataOf(await setMax(b!, lotId, 150_000));
    // C's bid is answered by B's maximum at once: nobody is displaced.
    dataOf(await bid(c!, lotId, 120_000));
    // D's higher maximum takes the lead from B (after B's maximum is used up).
    dataOf(await setMax(d!, lotId, 200_000));
    // In the last minute, A outbids D's maximum: the lot is extended with the displacement.
    t.clock.set(new Date(Date.parse(live.lot.endsAt) - 30_000));
    dataOf(await bid(a, lotId, 210_000));
    await t.services.flushOutbidNotices();
    // Told together: A leads again by then, so B and D (the extension's displacement) are told.
    const told = await outbidKeys(lotId);
    expect(told.length).toBe(2);

    // Lost with a killed process: the first round after a start reads them back from the log,
    // under the same keys, once.
    await t.database.db.execute(sql`delete from messages where kind = 'outbid'`);
    t.clock.advance(5_000);
    await t.services.messages.recoverOutbid();
    expect(await outbidKeys(lotId)).toEqual(told);
    await t.services.messages.recoverOutbid();
    expect(await outbidKeys(lotId)).toEqual(told);
  });

  it('leave the newest bids to the process that placed them, and skip whoever leads again', async () => {
    const live = await liveLot(t, await tokensOf(t), 2);
    const { lotId } = live;
    const [a, b] = live.bidders;
    dataOf(await bid(a!, lotId, 100_000));
    dataOf(await bid(b!, lotId, 110_000));
    expect(await t.services.messages.recoverOutbid()).toBe(0);
    // Later than a round looks back: B's bid is read only to know who led before A's.
    t.clock.advance(3 * 60_000);
    dataOf(await bid(a!, lotId, 120_000));
    t.clock.advance(5_000);
    // A leads again; only B, displaced last, is owed a notice.
    await t.database.db.execute(
      sql`delete from messages where kind = 'outbid' and user_id in (${a!.userId}, ${b!.userId})`,
    );
    await t.services.messages.recoverOutbid();
    expect(await outbidKeys(lotId)).toEqual([`${b!.userId} outbid:lot:${lotId}:4`]);
  });
});
