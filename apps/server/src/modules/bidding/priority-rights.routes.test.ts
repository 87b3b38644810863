import type { BidderInfo, PublicBid } from '@lyp/shared/auction/bid.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/answers';
import {
  addBidders,
  dataOf,
  demoBuyer,
  freezeDeposits,
  lotInput,
  openBidding,
  publishBulletin,
  useAuctionApp,
  type Bidder,
} from '../../../test/auction-fixtures';
import { bidCalls } from '../../../test/bidding-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { closeLot } from '../../../test/market-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { lots, orders } from '../../db/schema';

const { t, tokens } = useAuctionApp();
const { bid } = bidCalls(t);

/** A holder entry as the seller enters it, with a proof the seller uploaded. */
async function holder(entry: { phone: string } | { orgId: number }) {
  const proof = await uploadSample(t, tokens.seller, 'pdf', '法院裁定书.pdf');
  return { ...entry, proofFileIds: [proof.id] };
}

/** A published lot with these holders (in order) and every bidder's deposit frozen, open for bidding. */
async function lotWithHolders(bidders: Bidder[], holders: Array<{ phone: string } | { orgId: number }>) {
  t.clock.set(new Date());
  const priorityHolders = [];
  for (const entry of holders) priorityHolders.push(await holder(entry));
  const bulletin = await publishBulletin(t, tokens, [lotInput(t, { priorityHolders })]);
  const lot = bulletin.lots[0]!;
  await freezeDeposits(t, lot.id, bidders);
  openBidding(t, lot);
  return { bulletinId: bulletin.id, lot, lotId: lot.id };
}

const addDraft = (lot: Record<string, unknown>) =>
  t.call('POST', 'bulletinAdd', {
    token: tokens.seller,
    body: { title: '优先购买权测试公告', bodyHtml: '<p>详见附件</p>', lots: [lot] },
  });

describe('naming the holders of a priority purchase right', () => {
  it('shows them in order with their proofs to the seller and the auditor, and to the public only their number', async () => {
    const [first, second] = await addBidders(t, 2);
    const { bulletinId, lotId } = await lotWithHolders(
      [],
      [{ phone: second!.phone }, { phone: first!.phone }],
    );

    const audited = dataOf<BulletinView>(
      await t.call('GET', 'auditGet', { token: tokens.auditor, params: { id: bulletinId } }),
    );
    const holders = audited.lots[0]!.priorityHolders;
    expect(holders.map((entry) => [entry.rank, entry.userId])).toEqual([
      [1, second!.userId],
      [2, first!.userId],
    ]);
    expect(holders[0]!.proofFileIds).toHaveLength(1);

    const proofId = holders[0]!.proofFileIds[0]!;
    expect(
      (await t.call('GET', 'filePreview', { token: tokens.auditor, params: { id: proofId } })).statusCode,
    ).toBe(200);
    expect((await t.call('GET', 'filePreview', { params: { id: proofId } })).statusCode).not.toBe(200);
    expect(
      (await t.call('GET', 'filePreview', { token: first!.token, params: { id: proofId } })).statusCode,
    ).not.toBe(200);

    const detail = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId } }));
    expect(detail.priorityHolderCount).toBe(2);
    expect(JSON.stringify(detail)).not.toContain(second!.phone);
  });

  it('refuses an unregistered phone, naming its order and the lot field', async () => {
    const entry = await holder({ phone: '13900000000' });
    const refused = errorOf(await addDraft(lotInput(t, { priorityHolders: [entry] })));
    expect(refused.msg).toBe('第 1 顺位优先购买权人的手机号 13900000000 尚未注册，请核对后重试');
    expect(refused.fields?.map((entry) => entry.field)).toEqual(['lots.0.priorityHolders']);
  });

  it('refuses a holder without a proof, a holder named twice and holders on a descending lot sold at its accept', async () => {
    const [bidder] = await addBidders(t, 1);
    const noProof = errorOf(
      await addDraft(lotInput(t, { priorityHolders: [{ phone: bidder!.phone, proofFileIds: [] }] })),
    );
    expect(noProof.msg).toContain('请上传优先购买权的证明文件');

    const twice = [await holder({ phone: bidder!.phone }), await holder({ phone: bidder!.phone })];
    expect(errorOf(await addDraft(lotInput(t, { priorityHolders: twice }))).msg).toContain(
      '第 2 顺位的优先购买权人与前面的重复',
    );

    const descending = lotInput(t, {
      biddingMode: 'descending',
      decreaseStepFen: 5_000,
      decreaseIntervalMinutes: 5,
      floorPriceFen: 60_000,
      priorityHolders: [await holder({ phone: bidder!.phone })],
    });
    expect(errorOf(await addDraft(descending)).msg).toContain(
      '降价竞价须开启应价后转增价，方可设置优先购买权人',
    );
  });

  it('refuses the seller’s own company as a holder', async () => {
    const seller = await demoBuyer(t, tokens.seller);
    const refused = errorOf(
      await addDraft(lotInput(t, { priorityHolders: [await holder({ orgId: seller.orgId })] })),
    );
    expect(refused.msg).toBe('第 1 顺位优先购买权人不能是委托方本企业');
  });
});

describe('bidding with a priority purchase right', () => {
  it('lets the holder match the price, marks the bid for everyone and awards the holder the lot at the tie', async () => {
    const [holderBidder, other] = await addBidders(t, 2);
    const { lot, lotId } = await lotWithHolders([holderBidder!, other!], [{ phone: holderBidder!.phone }]);

    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: holderBidder!.token, params: { lotId } }),
    );
    expect(info.priorityRank).toBe(1);

    dataOf(await bid(other!, lotId, 100_000));
    const matched = dataOf<{ leading: boolean; placed: PublicBid }>(await bid(holderBidder!, lotId, 100_000));
    expect(matched).toMatchObject({ leading: true, placed: { amountFen: 100_000, priority: true } });
    expect(errorOf(await bid(other!, lotId, 100_000)).error).toBe('BID_TOO_LOW');

    const list = dataOf<{ records: PublicBid[] }>(await t.call('POST', 'bidList', { body: { lotId } }));
    expect(list.records.map((entry) => [entry.amountFen, entry.priority])).toEqual([
      [100_000, true],
      [100_000, false],
    ]);

    await closeLot(t, lot);
    const [closed] = await t.database.db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
    expect(closed!.status).toBe('sold');
    const [order] = await t.database.db
      .select({ buyerId: orders.buyerUserId })
      .from(orders)
      .where(eq(orders.lotId, lotId));
    expect(order!.buyerId).toBe(holderBidder!.userId);
  });

  it('gives every account of a holding company the company’s order', async () => {
    const company = await certifiedCompany(t, tokens.auditor);
    const [other] = await addBidders(t, 1);
    const { lotId } = await lotWithHolders([company.owner, other!], [{ orgId: company.orgId }]);
    const rankOf = async (who: Bidder) =>
      dataOf<BidderInfo>(await t.call('GET', 'bidUserInfo', { token: who.token, params: { lotId } }))
        .priorityRank;
    expect(await rankOf(company.owner)).toBe(1);
    expect(await rankOf(other!)).toBeNull();
  });
});
