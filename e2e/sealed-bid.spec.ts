import { expect, test, type Page } from './support/test';
import { bidderPage } from './support/lot-page';
import { frozenDeposit, newBidder, openLot } from './support/auction-setup';
import { inDatabase } from './support/helpers';

/**
 * 一次报价 as two bidders use it: each seals a bid in their own browser and sees nothing of the
 * other's; when the lot ends, the result lists every bid and each checks their receipt there.
 */
test.describe.configure({ mode: 'serial' });

async function seal(page: Page, yuan: number, button: '提交报价' | '提高报价' = '提交报价') {
  await page.getByLabel('报价金额（元）').fill(String(yuan));
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('只可提高');
  await dialog.getByRole('button', { name: '确认报价' }).click();
  // A first submission's message may still show beside a raise's.
  await expect(page.getByText('报价已提交，请保存回执').last()).toBeVisible();
  await expect(page.getByText(`您当前的报价：¥${yuan.toLocaleString('en-US')}.00`)).toBeVisible();
}

test('two bidders seal bids, the lot ends, and each checks their receipt on the result page', async ({
  browser,
}) => {
  const request = (await browser.newContext()).request;
  const [a, b] = [await newBidder('报价人甲'), await newBidder('报价人乙')];
  const { lotId } = await openLot(request, {
    title: '一次报价测试废铝',
    endsInMs: 30 * 60_000,
    lot: { biddingMode: 'sealed' },
  });
  for (const bidder of [a, b]) await frozenDeposit(request, bidder.phone, lotId);
  const [pageA, pageB] = [
    await bidderPage(browser, a.phone, lotId),
    await bidderPage(browser, b.phone, lotId),
  ];

  await seal(pageA, 1500);
  await seal(pageB, 1800);
  await seal(pageA, 1700, '提高报价');
  await expect(pageA.getByText('承诺值')).toBeVisible();
  // Neither sees the other's amount; both see how many bids there are, live.
  await expect(pageB.getByText(/已有 3 次报价/)).toBeVisible();
  await expect(pageB.getByText('¥1,700.00')).toHaveCount(0);

  await inDatabase(`UPDATE lots SET ends_at = now(), scheduled_ends_at = now() WHERE id = $1`, [lotId]);
  for (const page of [pageA, pageB]) {
    const result = page.getByRole('region', { name: '报价结果' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result.getByRole('row')).toHaveCount(4);
    await result.getByRole('button', { name: '核验我的最后一次报价' }).click();
    await expect(result.getByText('核验通过：回执与公布的报价一致')).toBeVisible();
  }
  await expect(
    pageB.getByRole('region', { name: '报价结果' }).getByRole('row', { name: /¥1,800\.00/ }),
  ).toContainText('成交');
});
