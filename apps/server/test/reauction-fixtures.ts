import type { BulletinView, LotView } from '@lyp/shared/auction/bulletin.schemas';
import { HOUR_MS } from '../src/lib/clock';
import { dataOf, lotInput, openBidding, publishBulletin } from './auction-fixtures';
import { soldOrder } from './order-fixtures';
import type { TestApp } from './test-app';
import { uploadSample } from './upload-fixtures';

/** 重新拍卖 in API tests: lots that went unsold or defaulted, put up again through the real calls. */

type Tokens = { seller: string; auditor: string };

/** A viewing (看货) a day before the lot's bidding opens. */
export function viewingBefore(startsAt: string) {
  const start = Date.parse(startsAt);
  return {
    startsAt: new Date(start - 24 * HOUR_MS).toISOString(),
    endsAt: new Date(start - 21 * HOUR_MS).toISOString(),
    address: '无锡市锡山区东港镇仓库 2 号门',
    contactPerson: '张伟',
    contactPhone: '0510-82801234',
  };
}

/** A published lot with a picture and a viewing that nobody bid on, closed unsold (流拍). */
export async function unsoldLot(t: TestApp, tokens: Tokens, overrides: Record<string, unknown> = {}) {
  const image = await uploadSample(t, tokens.seller, 'png', '废钢堆场.png');
  const input = lotInput(t, { imageFileIds: [image.id], ...overrides });
  const bulletin = await publishBulletin(t, tokens, [
    { viewings: [viewingBefore(input.startsAt)], ...input },
  ]);
  const lot = bulletin.lots[0]!;
  openBidding(t, lot);
  t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
  await t.services.closing.sweepOnce();
  return { bulletinId: bulletin.id, lotId: lot.id, imageId: image.id };
}

/** A lot sold to a bidder who never paid: the order defaulted (悔拍). */
export async function defaultedLot(t: TestApp, tokens: Tokens) {
  const { order, buyer, loser } = await soldOrder(t, tokens);
  t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) + HOUR_MS));
  await t.services.closing.sweepOnce();
  return { lotId: order.lotId, bulletinId: order.bulletinId, order, buyer, loser };
}

export const reauction = (t: TestApp, token: string, body: { lotId: number; startPriceFen?: number }) =>
  t.call('POST', 'lotReauction', { token, body });

/** The seller's view of one of their lots. */
export async function sellerLot(t: TestApp, token: string, bulletinId: number): Promise<LotView> {
  const bulletin = dataOf<BulletinView>(
    await t.call('GET', 'bulletinGet', { token, params: { id: bulletinId } }),
  );
  return bulletin.lots[0]!;
}
