import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addBidders, clientBidId, dataOf, openBidding, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { frozenDeposit, payDeposit, publishedLot } from '../../../test/deposit-fixtures';
import { beijingDay, holdQualification, requireQualifications } from '../../../test/qualification-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { bidderQualifications } from '../../db/schema';

const { t, tokens } = useAuctionApp();

const HAZARDOUS = 'hazardous_waste_licence';
const TRANSPORT = 'road_transport_licence';

/** A published lot requiring the given qualifications, and one certified bidder. */
async function restrictedLot(typeCodes: string[]) {
  const { lot, lotId } = await publishedLot(t, tokens);
  await requireQualifications(t, lotId, typeCodes);
  const [bidder] = await addBidders(t, 1);
  return { lot, lotId, bidder: bidder! };
}

const bid = (token: string, lotId: number, amountFen: number) =>
  t.call('POST', 'bidAdd', { token, body: { lotId, amountFen, clientBidId: clientBidId() } });

const bidderInfo = async (token: string, lotId: number) =>
  dataOf<BidderInfo>(await t.call('GET', 'bidUserInfo', { token, params: { lotId } }));

describe('a lot that requires bidder qualifications (竞买人资质)', () => {
  it('refuses the deposit of a bidder lacking them, naming each missing one', async () => {
    const { lotId, bidder } = await restrictedLot([HAZARDOUS, TRANSPORT]);
    await holdQualification(t, bidder, TRANSPORT, { validUntil: beijingDay(t, 365) });

    const voucher = await uploadSample(t, bidder.token, 'jpg', '转账凭证.jpg');
    const refused = errorOf(await payDeposit(t, bidder.token, lotId, voucher.id));
    expect(refused).toMatchObject({ status: 409, error: 'QUALIFICATION_REQUIRED' });
    expect(refused.msg).toContain('危险废物经营许可证');
    expect(refused.msg).not.toContain('道路运输许可证');
  });

  it('does not count a licence still in review or rejected', async () => {
    const { lotId, bidder } = await restrictedLot([HAZARDOUS]);
    const voucher = await uploadSample(t, bidder.token, 'jpg', '转账凭证.jpg');
    for (const status of ['submitted', 'rejected'] as const) {
      await holdQualification(t, bidder, HAZARDOUS, { validUntil: beijingDay(t, 365), status });
      expect(errorOf(await payDeposit(t, bidder.token, lotId, voucher.id))).toMatchObject({
        error: 'QUALIFICATION_REQUIRED',
      });
    }
  });

  it('takes the deposit and the bid once the licence is approved and valid', async () => {
    const { lot, lotId, bidder } = await restrictedLot([HAZARDOUS]);
    await holdQualification(t, bidder, HAZARDOUS, { validUntil: beijingDay(t, 365) });
    await frozenDeposit(t, tokens.auditor, bidder.token, lotId);

    openBidding(t, lot);
    expect(await bidderInfo(bidder.token, lotId)).toMatchObject({ canBid: true, blockedBy: null });
    const answer = await bid(bidder.token, lotId, lot.startPriceFen);
    expect(answer.statusCode).toBe(200);
  });

  it('refuses bids once the licence has expired, though the deposit was paid while it was valid', async () => {
    const { lot, lotId, bidder } = await restrictedLot([HAZARDOUS]);
    // Valid through today in Beijing; bidding opens 25 hours from now, on a later day.
    await holdQualification(t, bidder, HAZARDOUS, { validUntil: beijingDay(t, 0) });
    await frozenDeposit(t, tokens.auditor, bidder.token, lotId);

    openBidding(t, lot);
    const info = await bidderInfo(bidder.token, lotId);
    expect(info).toMatchObject({ canBid: false, blockedBy: 'qualification' });
    expect(info.blockedReason).toContain('危险废物经营许可证');
    expect(errorOf(await bid(bidder.token, lotId, lot.startPriceFen))).toMatchObject({
      status: 409,
      error: 'QUALIFICATION_REQUIRED',
    });
  });

  it('refuses the next bid of a bidder whose licence was rejected after they began bidding', async () => {
    const { lot, lotId, bidder } = await restrictedLot([HAZARDOUS]);
    await holdQualification(t, bidder, HAZARDOUS, { validUntil: beijingDay(t, 365) });
    await frozenDeposit(t, tokens.auditor, bidder.token, lotId);
    openBidding(t, lot);
    expect((await bid(bidder.token, lotId, lot.startPriceFen)).statusCode).toBe(200);

    // The auditor withdraws the approval: the engine judges the bidder again under the lot's lock.
    await t.database.db
      .update(bidderQualifications)
      .set({ status: 'rejected', rejectReason: '许可证已被吊销' })
      .where(eq(bidderQualifications.orgId, bidder.orgId));
    expect(errorOf(await bid(bidder.token, lotId, lot.startPriceFen + lot.incrementFen))).toMatchObject({
      error: 'QUALIFICATION_REQUIRED',
    });
  });

  it('asks nothing more of bidders on a lot that requires no qualification', async () => {
    const { lot, lotId } = await publishedLot(t, tokens);
    const [bidder] = await addBidders(t, 1);
    await frozenDeposit(t, tokens.auditor, bidder!.token, lotId);
    openBidding(t, lot);
    expect((await bid(bidder!.token, lotId, lot.startPriceFen)).statusCode).toBe(200);
  });
});
