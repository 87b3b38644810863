import { expect, test } from './support/test';
import { bidderPage } from './support/lot-page';
import { frozenDeposit, newBidder, openLot } from './support/auction-setup';

/**
 * A descending lot (降价) in two browsers: both bidders accept at the same price at the same
 * moment; the server's first commit wins, the other is told so, and both pages show the sale.
 */
test('two browsers accept a descending lot at once: one buys it, the other is told it lost', async ({
  browser,
}) => {
  const request = (await browser.newContext()).request;
  const [a, b] = [await newBidder('应价人甲'), await newBidder('应价人乙')];
  const { lotId } = await openLot(request, {
    title: '降价抢拍测试叉车',
    endsInMs: 30 * 60_000,
    lot: {
      biddingMode: 'descending',
      decreaseStepFen: 5_000,
      decreaseIntervalMinutes: 5,
      floorPriceFen: 80_000,
    },
  });
  for (const bidder of [a, b]) await frozenDeposit(request, bidder.phone, lotId);
  const pages = [await bidderPage(browser, a.phone, lotId), await bidderPage(browser, b.phone, lotId)];

  for (const page of pages) {
    await expect(page.getByTestId('current-price')).toHaveText('¥1,000.00');
    await expect(page.getByTestId('descending-now')).toContainText('距下次降价');
    await expect(page.getByTestId('descending-now')).toContainText('最低价 ¥800.00');
    await page.getByRole('button', { name: '应价 ¥1,000.00' }).click();
    await expect(page.getByRole('dialog')).toContainText('壹仟元整');
  }
  // Both confirm at the same moment; each page's answer decides which toast it shows.
  const answers = pages.map((page) =>
    page.waitForResponse((response) => response.url().includes('/bid/decrease')),
  );
  await Promise.all(
    pages.map((page) => page.getByRole('dialog').getByRole('button', { name: '确认应价' }).click()),
  );
  const bodies = await Promise.all(
    answers.map(async (answer) => (await (await answer).json()) as { code: number; msg: string }),
  );
  expect(bodies.map((body) => body.code === 0).sort()).toEqual([false, true]);
  // A toast lasts 3 s: both pages are watched at once.
  await Promise.all(
    pages.map((page, index) =>
      expect(
        bodies[index]!.code === 0
          ? page.getByText('应价成功，本标的由您按当前价格成交')
          : page.getByText(/很遗憾，其他竞买人已于 .* 以 ¥1,000\.00 先应价/),
      ).toBeVisible(),
    ),
  );
  // The sweeper closes the lot within a second or two; both pages hear it live.
  for (const page of pages) {
    await expect(
      page.getByText('已成交：¥1,000.00').or(page.getByText('恭喜您中标！成交价 ¥1,000.00')),
    ).toBeVisible({
      timeout: 10_000,
    });
  }
});
