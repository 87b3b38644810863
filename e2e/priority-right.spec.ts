import { expect, test, type Page } from './support/test';
import { bidderPage } from './support/lot-page';
import { frozenDeposit, newBidder, openLot, tokenOf } from './support/auction-setup';
import { inDatabase } from './support/helpers';

/**
 * 优先购买权 as bidders meet it: the lot page tells everyone there is a holder, the holder is
 * told their order and may bid the price itself, wins the tie and is marked on the record.
 */
test.describe.configure({ mode: 'serial' });

async function bid(page: Page) {
  await page.getByRole('button', { name: /^出\s*价$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('大写');
  await dialog.getByRole('button', { name: '确认出价' }).click();
}

test('a holder of the priority purchase right matches the price in the browser and wins the tie', async ({
  browser,
}) => {
  const request = (await browser.newContext()).request;
  const [holder, other] = [await newBidder('优先权人'), await newBidder('竞买人丙')];
  const seller = await tokenOf(request, 'seller');
  const upload = await request.post('/lyp/api/file/upload', {
    headers: { authorization: `Bearer ${seller}` },
    multipart: {
      file: { name: '租赁合同.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  const proof = ((await upload.json()) as { data: { id: string } }).data;
  const { lotId } = await openLot(request, {
    title: '优先购买权测试厂房设备',
    endsInMs: 30 * 60_000,
    lot: { priorityHolders: [{ phone: holder.phone, proofFileIds: [proof.id] }] },
  });
  for (const bidder of [holder, other]) await frozenDeposit(request, bidder.phone, lotId);
  const [holderPage, otherPage] = [
    await bidderPage(browser, holder.phone, lotId),
    await bidderPage(browser, other.phone, lotId),
  ];

  await expect(otherPage.getByText('本标的设有 1 位优先购买权人')).toBeVisible();
  await bid(otherPage);
  await expect(otherPage.getByText('出价成功，您当前领先')).toBeVisible();

  await expect(holderPage.getByText('您是本标的第 1 顺位优先购买权人')).toBeVisible();
  // The holder's least bid is the price itself, ¥1,000, not ¥1,100.
  await expect(holderPage.getByLabel('出价金额（元）')).toHaveValue('1000.00');
  await bid(holderPage);
  await expect(holderPage.getByText('出价成功，您当前领先')).toBeVisible();

  // Both pages show the holder's bid marked, live; the other bidder must now go higher.
  for (const page of [holderPage, otherPage]) {
    await expect(page.locator('.lyp-bid-record tbody tr').first()).toContainText('优先购买权人');
  }
  await expect(otherPage.getByLabel('出价金额（元）')).toHaveValue('1100.00');

  await inDatabase(`UPDATE lots SET ends_at = now(), scheduled_ends_at = now() WHERE id = $1`, [lotId]);
  await expect(holderPage.getByText(/恭喜您中标！成交价 ¥1,000\.00/)).toBeVisible({ timeout: 15_000 });
});
