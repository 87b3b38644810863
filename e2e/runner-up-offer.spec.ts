import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO_PASSWORD, frozenDeposit, newBidder, openLot, tokenOf } from './support/auction-setup';
import { inDatabase, signIn } from './support/helpers';
import { photograph } from './support/screens';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 悔拍递补: the winner of a lot whose bulletin keeps the runner-up's deposit lets the payment
 * deadline pass (moved in the database); the seller offers the lot to the runner-up in 订单管理,
 * the runner-up sees the offer on the lot page and in 我的订单, accepts it and pays the new order.
 */

const VOUCHER = {
  name: '递补货款回单.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

const lotStatus = async (request: APIRequestContext, lotId: number) =>
  ((await (await request.get(`/lyp/api/bid/state/${lotId}`)).json()) as { data: { status: string } }).data
    .status;

const orderStatuses = async (lotId: number) =>
  (
    await inDatabase<{ status: string }>(`SELECT status FROM orders WHERE lot_id = $1 ORDER BY id`, [lotId])
  ).map((row) => row.status);

async function bid(request: APIRequestContext, phone: string, lotId: number, amountFen: number) {
  const response = await request.post('/lyp/api/bid/add', {
    headers: { authorization: `Bearer ${await tokenOf(request, phone)}` },
    data: { lotId, amountFen, clientBidId: crypto.randomUUID() },
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

/** Desktop and phone photographs of the screen as it is now. */
async function photographBoth(page: Page, name: string) {
  await photograph(page, name, 'desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await photograph(page, name, 'phone');
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A sold lot (runner-up ¥1,000, winner ¥1,100) whose winner defaulted; its deposit kept for the runner-up. */
async function defaultedLot(request: APIRequestContext, title: string) {
  const { lotId } = await openLot(request, { title, endsInMs: 30 * 60_000 });
  await inDatabase(
    `UPDATE bulletins SET keep_runner_up_deposit = true WHERE id = (SELECT bulletin_id FROM lots WHERE id = $1)`,
    [lotId],
  );
  const runnerUp = await newBidder('竞买人递');
  const defaulter = await newBidder('竞买人悔');
  await frozenDeposit(request, runnerUp.phone, lotId);
  await frozenDeposit(request, defaulter.phone, lotId);
  await bid(request, runnerUp.phone, lotId, 100_000);
  await bid(request, defaulter.phone, lotId, 110_000);
  await inDatabase(`UPDATE lots SET ends_at = now() + interval '1 second' WHERE id = $1`, [lotId]);
  await expect.poll(() => lotStatus(request, lotId), { timeout: 30_000 }).toBe('sold');
  // The winner does not pay: their deadline is moved into the past and the sweeper defaults them.
  await inDatabase(`UPDATE orders SET payment_deadline_at = now() - interval '1 second' WHERE lot_id = $1`, [
    lotId,
  ]);
  await expect.poll(() => orderStatuses(lotId), { timeout: 30_000 }).toEqual(['defaulted']);
  return { lotId, runnerUp };
}

test('a runner-up accepts the offer of a defaulted lot and pays for it', async ({ page, browser }) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const title = `递补废钢 ${Date.now().toString(36).slice(-5)}`;
  const { lotId, runnerUp } = await defaultedLot(page.request, title);

  // The seller offers the lot to the next bidder in 订单管理.
  await signIn(page, 'seller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto('/personalcenter/ordermanage');
  const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: '已违约（悔拍）' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '悔拍递补' }).click();
  const dialog = page.getByRole('dialog', { name: '悔拍递补' });
  await expect(dialog).toContainText('尚未发起递补');
  await dialog.getByRole('button', { name: '递补给下一位竞买人' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: '¥1,000.00' })).toContainText('待答复');
  await expect(dialog).toContainText('保证金保留');
  await photographBoth(page, 'runner-up-seller-chain');

  // The runner-up sees the offer on the lot page, with the amount and the deadline counting down.
  const bidder = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(bidder, runnerUp.phone, DEMO_PASSWORD);
  await expect(bidder).toHaveURL(/\/personalcenter/);
  await bidder.goto(`/morebid/auction?id=${lotId}`);
  const banner = bidder.locator('.lyp-runner-up');
  await expect(banner).toContainText('您可按您的最高出价 ¥1,000.00 购买');
  await expect(banner).toContainText(/剩余 \d{2}:\d{2}:\d{2}/);
  await expect(banner).toContainText('您的保证金仍冻结，接受后立即生成订单');
  await photographBoth(bidder, 'runner-up-lot-banner');

  // In 我的订单 the same offer waits under 递补邀请; accepting makes the order at once.
  await bidder.goto('/personalcenter/myOrder');
  const invitation = bidder.locator('.lyp-runner-up-offers');
  await expect(invitation).toContainText(title);
  await photographBoth(bidder, 'runner-up-my-orders-offer');
  await invitation.getByRole('button', { name: '接受递补' }).click();
  await expect(invitation).toContainText('已按 ¥1,000.00 递补成交');
  const mine = bidder.getByRole('row').filter({ hasText: title });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('递补成交');
  await expect(mine).toContainText('待付款');

  // The runner-up pays the new order's balance (price less the deposit) with a voucher.
  await mine.getByRole('button', { name: '去付款' }).click();
  await expect(bidder).toHaveTitle('货款支付 - 乐易拍');
  await bidder.locator('input[type=file]').setInputFiles(VOUCHER);
  await expect(bidder.locator('.ant-upload-list-item-done').getByText(VOUCHER.name)).toBeVisible();
  await bidder.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(bidder.getByText('付款凭证已提交，正在确认到账。')).toBeVisible();

  // The seller sees the defaulted order taken and the new order marked 递补成交, awaiting the platform.
  await page.reload();
  await expect(row).toContainText('已递补成交');
  const taken = page.getByRole('row').filter({ hasText: title }).filter({ hasText: '付款待确认' });
  await expect(taken).toContainText('递补成交');
  await photographBoth(page, 'runner-up-seller-orders');
  expect(await orderStatuses(lotId)).toEqual(['defaulted', 'payment_submitted']);
});
