import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { describe, expect, it } from 'vitest';
import { clientBidId, dataOf, openBidding, useAuctionApp } from '../../../../test/auction-fixtures';
import { errorOf } from '../../../../test/bulletin-fixtures';
import { frozenDeposit, payDeposit } from '../../../../test/deposit-fixtures';
import { defaultedLot, reauction, sellerLot } from '../../../../test/reauction-fixtures';
import { uploadSample } from '../../../../test/upload-fixtures';

const { t, tokens } = useAuctionApp();

const BARRED_MESSAGE = '您在本标的的原拍卖中悔拍，不得参与本次拍卖';

/** The seller submits the draft and the platform approves it: the re-auction is public. */
async function publish(bulletinId: number) {
  dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletinId } }));
  dataOf(await t.call('POST', 'auditAdd', { token: tokens.auditor, body: { bulletinId, approved: true } }));
}

const publicLot = async (lotId: number) =>
  dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId } }));

describe('重新拍卖 of a defaulted lot', () => {
  it('bars the defaulter from the deposit and from bidding, and lets the others in', async () => {
    const { lotId, buyer, loser } = await defaultedLot(t, tokens);
    const draft = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId }));
    const newLot = draft.lots[0]!;
    expect(newLot.lineage.barredUsers).toEqual([
      expect.objectContaining({ userId: buyer.userId, sourceLotNo: expect.any(String) }),
    ]);
    // The phone shows masked: enough to tell defaulters apart.
    expect(newLot.lineage.barredUsers[0]!.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    await publish(draft.id);

    const voucher = await uploadSample(t, buyer.token, 'jpg', '转账凭证.jpg');
    expect(errorOf(await payDeposit(t, buyer.token, newLot.id, voucher.id))).toMatchObject({
      status: 409,
      error: 'LOT_BARRED_DEFAULTER',
      msg: BARRED_MESSAGE,
    });
    await frozenDeposit(t, tokens.auditor, loser.token, newLot.id);

    openBidding(t, newLot);
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: buyer.token, params: { lotId: newLot.id } }),
    );
    expect(info).toMatchObject({ canBid: false, blockedBy: 'lot_barred', blockedReason: BARRED_MESSAGE });
    const bid = (token: string) =>
      t.call('POST', 'bidAdd', {
        token,
        body: { lotId: newLot.id, amountFen: newLot.startPriceFen, clientBidId: clientBidId() },
      });
    expect(errorOf(await bid(buyer.token))).toMatchObject({
      error: 'LOT_BARRED_DEFAULTER',
      msg: BARRED_MESSAGE,
    });
    expect((await bid(loser.token)).statusCode).toBe(200);
  });

  it('links the lots on the public pages once the re-auction is published, and counts the line', async () => {
    const { lotId, buyer } = await defaultedLot(t, tokens);
    const draft = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId }));
    const second = draft.lots[0]!;
    // A draft is nobody's business but the seller's: the public page does not point at it.
    expect((await publicLot(lotId)).lineage).toEqual({ round: 1, previous: null, next: null });
    await publish(draft.id);
    // Public pages are held in memory a moment: the link shows once the page is read again.
    await expect
      .poll(async () => (await publicLot(lotId)).lineage.next, { timeout: 5000, interval: 500 })
      .toEqual({ lotId: second.id, lotNo: second.lotNo, title: second.title, round: 2 });
    expect((await publicLot(second.id)).lineage).toMatchObject({
      round: 2,
      previous: { lotId, round: 1 },
      next: null,
    });

    // Nobody bids on the second sale: it goes unsold, and may go again, its defaulter still barred.
    t.clock.set(new Date(Date.parse(second.endsAt) + 2000));
    await t.services.closing.sweepOnce();
    expect((await sellerLot(t, tokens.seller, draft.id)).lineage.canReauction).toBe(true);
    const third = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId: second.id }));
    expect(third.title).toContain('第三次拍卖');
    expect(third.lots[0]!.lineage).toMatchObject({
      round: 3,
      previous: { lotId: second.id, round: 2, stateLabel: '流拍' },
      barredUsers: [expect.objectContaining({ userId: buyer.userId })],
    });
  });

  it('lets the auditor see the link and who is barred', async () => {
    const { lotId, buyer } = await defaultedLot(t, tokens);
    const draft = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId }));
    dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: draft.id } }));
    const audited = dataOf<BulletinView>(
      await t.call('GET', 'auditGet', { token: tokens.auditor, params: { id: draft.id } }),
    );
    expect(audited.lots[0]!.lineage).toMatchObject({
      round: 2,
      previous: { lotId, stateLabel: '悔拍' },
      barredUsers: [expect.objectContaining({ userId: buyer.userId })],
    });
  });
});
