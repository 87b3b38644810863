import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dataOf,
  expectLedgerBalanced,
  lotInput,
  publishBulletin,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bidCalls, useLotEvents, lotOpenForBidding } from '../../../test/bidding-fixtures';
import { errorOf, storedBulletin } from '../../../test/bulletin-fixtures';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();
const events = useLotEvents(t);

const { bid, setMax } = bidCalls(t);
const revoke = (bulletinId: number, reason: string) =>
  t.call('POST', 'auditRevoke', { token: tokens.auditor, body: { bulletinId, reason } });
const rowsOf = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

/** A published bulletin with one lot open for bidding and two bidders whose deposits are frozen. */
async function biddingBulletin() {
  const { bulletin, lot, bidders } = await lotOpenForBidding(t, tokens);
  return { bulletinId: bulletin.id, lot, bidders };
}

describe('rejecting a bulletin while its lots are bidding (发布后驳回)', () => {
  it('voids the bids, resets the lot, frees the deposits and tells the watchers, all at once', async () => {
    const { bulletinId, lot, bidders } = await biddingBulletin();
    dataOf(await bid(bidders[0], lot.id, 100_000));
    dataOf(await setMax(bidders[1], lot.id, 150_000));
    const [before] = await rowsOf<{ event_seq: string }>(
      sql`select event_seq from lots where id = ${lot.id}`,
    );
    events.length = 0;

    const view = dataOf<BulletinView>(await revoke(bulletinId, '标的权属存在争议'));
    expect(view).toMatchObject({ status: 'rejected', rejectReason: '标的权属存在争议', publishedAt: null });

    const [stored] = await rowsOf(sql`
      select status, current_price_fen, leader_user_id, bid_count, bidder_count, extension_count,
             ends_at = scheduled_ends_at as end_restored
        from lots where id = ${lot.id}`);
    expect(stored).toEqual({
      status: 'pending',
      current_price_fen: null,
      leader_user_id: null,
      bid_count: 0,
      bidder_count: 0,
      extension_count: 0,
      end_restored: true,
    });
    expect(await rowsOf(sql`select 1 from bids where lot_id = ${lot.id}`)).toEqual([]);
    expect(await rowsOf(sql`select 1 from proxy_bids where lot_id = ${lot.id}`)).toEqual([]);
    expect(await rowsOf(sql`select 1 from lot_bidders where lot_id = ${lot.id}`)).toEqual([]);
    // The voided bids are kept for the record: the manual one and the maximum's reply.
    const voided = await rowsOf<{ user_id: number; amount_fen: string }>(
      sql`select user_id, amount_fen from revoked_bids where lot_id = ${lot.id} order by id`,
    );
    expect(voided.map((row) => [row.user_id, Number(row.amount_fen)])).toEqual([
      [bidders[0].userId, 100_000],
      [bidders[1].userId, 110_000],
    ]);

    const deposits = await rowsOf<{ status: string }>(
      sql`select status from deposits where lot_id = ${lot.id} order by id`,
    );
    expect(deposits.map((row) => row.status)).toEqual(['returning', 'returning']);
    await expectLedgerBalanced(t);

    expect(events).toEqual([
      expect.objectContaining({
        type: 'lot_revoked',
        lotId: lot.id,
        seq: Number(before!.event_seq) + 1,
        reason: '标的权属存在争议',
      }),
    ]);
  });

  it('leaves nothing for bidders or the closing sweep afterwards', async () => {
    const { bulletinId, lot, bidders } = await biddingBulletin();
    dataOf(await bid(bidders[0], lot.id, 100_000));
    dataOf(await revoke(bulletinId, '委托方撤销委托'));

    // The lot is no longer public: to a bidder it is as absent as to anyone else.
    expect(errorOf(await bid(bidders[1], lot.id, 110_000))).toMatchObject({
      status: 404,
      error: 'LOT_NOT_FOUND',
    });
    t.clock.set(new Date(Date.parse(lot.endsAt) + HOUR_MS));
    await t.services.closing.sweepOnce();
    expect(await storedBulletin(t, bulletinId)).toMatchObject({
      status: 'rejected',
      lot_statuses: ['pending'],
    });
    expect(await rowsOf(sql`select 1 from orders where lot_id = ${lot.id}`)).toEqual([]);
    expect(errorOf(await t.call('GET', 'bidLiveState', { params: { lotId: lot.id } })).status).toBe(404);
  });

  it('refuses once any lot of the bulletin has ended, and changes nothing', async () => {
    t.clock.set(new Date());
    const first = lotInput(t);
    const startsAt = Date.parse(first.startsAt);
    const bulletin = await publishBulletin(t, tokens, [
      first,
      lotInput(t, { endsAt: new Date(startsAt + 3 * HOUR_MS).toISOString() }),
    ]);
    const [shortLot] = bulletin.lots;
    t.clock.set(new Date(Date.parse(shortLot!.endsAt) + MINUTE_MS));
    await t.services.closing.sweepOnce();
    expect(await storedBulletin(t, bulletin.id)).toMatchObject({
      status: 'bidding',
      lot_statuses: ['unsold', 'bidding'],
    });

    expect(errorOf(await revoke(bulletin.id, '太晚了'))).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「竞价中」，其中已有标的竞价结束，不能再驳回',
    });
    expect(await storedBulletin(t, bulletin.id)).toMatchObject({
      status: 'bidding',
      lot_statuses: ['unsold', 'bidding'],
    });
  });

  it('refuses a lot past its end that waits for the close, naming the bulletin’s state', async () => {
    const { bulletinId, lot } = await biddingBulletin();
    t.clock.set(new Date(Date.parse(lot.endsAt) + 1000));
    expect(errorOf(await revoke(bulletinId, '太晚了')).msg).toBe(
      '公告当前为「已发布」，其中已有标的竞价结束，不能再驳回',
    );
    expect(await storedBulletin(t, bulletinId)).toMatchObject({
      status: 'published',
      lot_statuses: ['scheduled'],
    });
  });
});
