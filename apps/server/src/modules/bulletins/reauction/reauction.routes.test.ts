import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, publishBulletin, useAuctionApp } from '../../../../test/auction-fixtures';
import { errorOf } from '../../../../test/bulletin-fixtures';
import { payOrder, confirmPayment, soldOrder } from '../../../../test/order-fixtures';
import { addSeller } from '../../../../test/org-fixtures';
import { reauction, sellerLot, unsoldLot } from '../../../../test/reauction-fixtures';
import { files, operationLogs } from '../../../db/schema';
import { DAY_MS } from '../../../lib/clock';

const { t, tokens } = useAuctionApp();

describe('重新拍卖 of an unsold lot', () => {
  it('makes a draft copying goods, rules, viewings and pictures, the start 20 % lower', async () => {
    const original = await unsoldLot(t, tokens);
    const before = await sellerLot(t, tokens.seller, original.bulletinId);
    const answer = await reauction(t, tokens.seller, { lotId: original.lotId });
    expect(answer.json<{ msg: string }>().msg).toBe('已生成重新拍卖的草稿公告');
    const draft = dataOf<BulletinView>(answer);
    expect(draft).toMatchObject({ status: 'draft', title: '废钢 HMS1 一批（第二次拍卖）' });
    const lot = draft.lots[0]!;
    expect(lot).toMatchObject({
      title: before.title,
      quantity: before.quantity,
      unit: before.unit,
      biddingMode: 'ascending',
      startPriceFen: 80_000,
      incrementFen: 10_000,
      // The deposit was the default 10 %: it follows the new start.
      depositFen: 8_000,
      status: 'pending',
      extensionMinutes: before.extensionMinutes,
      paymentHours: before.paymentHours,
    });
    expect(lot.lineage).toMatchObject({ round: 2, previous: { lotId: original.lotId, round: 1 } });
    // The same viewing, moved forward with the sale by whole days.
    const shift = Date.parse(lot.startsAt) - Date.parse(before.startsAt);
    expect(shift % DAY_MS).toBe(0);
    expect(Date.parse(lot.startsAt)).toBeGreaterThan(t.clock.now().getTime() + DAY_MS);
    expect(lot.viewings).toHaveLength(1);
    expect(lot.viewings[0]).toMatchObject({ address: before.viewings[0]!.address, contactPerson: '张伟' });
    expect(Date.parse(lot.viewings[0]!.startsAt)).toBe(Date.parse(before.viewings[0]!.startsAt) + shift);
    // The picture is a copy of its own, with the original's bytes: the original keeps its file.
    expect(lot.imageFileIds).toHaveLength(1);
    expect(lot.imageFileIds[0]).not.toBe(original.imageId);
    const fileRow = async (id: string) => {
      const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
      return row!;
    };
    const [copy, kept] = [await fileRow(lot.imageFileIds[0]!), await fileRow(original.imageId)];
    expect(copy).toMatchObject({ businessType: 'lot_image', businessId: lot.id, sha256: kept.sha256 });
    expect(kept).toMatchObject({ businessType: 'lot_image', businessId: original.lotId });
    const preview = await t.call('GET', 'filePreview', { token: tokens.seller, params: { id: copy.id } });
    expect(preview.statusCode).toBe(200);
  });

  it('takes the price the seller typed, keeping the reserve on the new grid', async () => {
    const original = await unsoldLot(t, tokens, { reservePriceFen: 150_000, depositFen: 15_000 });
    const draft = dataOf<BulletinView>(
      await reauction(t, tokens.seller, { lotId: original.lotId, startPriceFen: 60_000 }),
    );
    // 60 % of the reserve's 500 yuan above the start, on the 100-yuan grid; the deposit the seller
    // chose (150 yuan) is more than 20 % of the new start, so it becomes the most allowed.
    expect(draft.lots[0]).toMatchObject({
      startPriceFen: 60_000,
      reservePriceFen: 90_000,
      depositFen: 12_000,
    });
  });

  it('links both lots in the seller’s views and records the re-auction in the operation log', async () => {
    const original = await unsoldLot(t, tokens);
    const draft = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId: original.lotId }));
    const newLot = draft.lots[0]!;
    const before = await sellerLot(t, tokens.seller, original.bulletinId);
    expect(before.lineage).toMatchObject({
      round: 1,
      previous: null,
      next: { lotId: newLot.id, round: 2, stateLabel: '草稿', isPublic: false },
      canReauction: false,
    });
    const [record] = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(eq(operationLogs.action, 'lot.reauction'), eq(operationLogs.targetId, String(original.lotId))),
      );
    expect(record).toMatchObject({
      targetType: 'lot',
      after: { lotId: newLot.id, startPriceFen: 80_000, round: 2 },
    });
    expect(record!.summary).toContain('第二次拍卖');
  });

  it('keeps the link and the copy when the seller edits the draft', async () => {
    const original = await unsoldLot(t, tokens);
    const draft = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId: original.lotId }));
    const lot = draft.lots[0]!;
    const edited = dataOf<BulletinView>(
      await t.call('POST', 'bulletinEdit', {
        token: tokens.seller,
        body: {
          id: draft.id,
          title: '废钢 HMS1 一批（第二次拍卖，降价）',
          bodyHtml: draft.bodyHtml,
          lots: [{ ...lotInput(t, { startPriceFen: 70_000 }), imageFileIds: lot.imageFileIds }],
        },
      }),
    );
    expect(edited.lots[0]).toMatchObject({ startPriceFen: 70_000, imageFileIds: lot.imageFileIds });
    expect(edited.lots[0]!.lineage.previous).toMatchObject({ lotId: original.lotId });
  });
});

describe('重新拍卖 refused', () => {
  it('while the lot can still be bid on', async () => {
    const bulletin = await publishBulletin(t, tokens);
    const refusal = errorOf(await reauction(t, tokens.seller, { lotId: bulletin.lots[0]!.id }));
    expect(refusal).toMatchObject({
      status: 409,
      error: 'REAUCTION_LOT_OPEN',
      msg: '标的「废钢 HMS1 一批」尚未结束竞价，结束后流拍或买受人悔拍才能重新拍卖',
    });
  });

  it('once the lot is sold to a buyer who pays', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    dataOf(await payOrder(t, buyer.token, order.id));
    await confirmPayment(t, tokens.auditor, order.id);
    expect(errorOf(await reauction(t, tokens.seller, { lotId: order.lotId }))).toMatchObject({
      status: 409,
      error: 'REAUCTION_LOT_SOLD',
      msg: '标的「废钢 HMS1 一批」已成交（订单已付款），只有流拍或买受人悔拍的标的才能重新拍卖',
    });
  });

  it('while an earlier re-auction of it is not itself unsold or defaulted', async () => {
    const original = await unsoldLot(t, tokens);
    const draft = dataOf<BulletinView>(await reauction(t, tokens.seller, { lotId: original.lotId }));
    expect(errorOf(await reauction(t, tokens.seller, { lotId: original.lotId }))).toMatchObject({
      status: 409,
      error: 'REAUCTION_LIVE_SUCCESSOR',
      msg: `标的「废钢 HMS1 一批」已重新拍卖（${draft.lots[0]!.lotNo}，草稿），该次拍卖流拍或悔拍后才能再次重新拍卖`,
    });
    // Deleting the draft frees the lot again.
    dataOf(await t.call('POST', 'bulletinDelete', { token: tokens.seller, params: { id: draft.id } }));
    expect((await reauction(t, tokens.seller, { lotId: original.lotId })).statusCode).toBe(200);
  });

  it('above the original start', async () => {
    const original = await unsoldLot(t, tokens);
    expect(
      errorOf(await reauction(t, tokens.seller, { lotId: original.lotId, startPriceFen: 100_100 })),
    ).toMatchObject({
      status: 400,
      error: 'REAUCTION_START_TOO_HIGH',
      msg: '重新拍卖的起拍价不能高于原起拍价 ¥1,000.00',
    });
  });

  it('for another seller’s lot, which answers like a missing one, and for a buyer', async () => {
    const original = await unsoldLot(t, tokens);
    const other = await addSeller(t);
    expect(errorOf(await reauction(t, other.token, { lotId: original.lotId }))).toMatchObject({
      status: 404,
      error: 'LOT_NOT_FOUND',
    });
    expect(errorOf(await reauction(t, tokens.buyer, { lotId: original.lotId }))).toMatchObject({
      status: 403,
      error: 'PERMISSION_DENIED',
    });
  });
});
