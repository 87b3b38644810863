import { expect, test } from './support/test';
import { soldLot } from './support/auction-setup';
import { inDatabase } from './support/helpers';

/**
 * 核验竞价记录 as a visitor uses it: no account, a closed lot's page, its chain head and the
 * link to the record, which their own browser recomputes; then a bid altered in the database
 * behind the platform's back, and the same page names that record.
 */
test.describe.configure({ mode: 'serial' });

test('a visitor verifies a closed lot’s record, and sees the exact record a later edit broke', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const { lotId } = await soldLot(context.request, '可核验记录测试废铜');
  const page = await context.newPage();

  await page.goto(`/morebid/auction?id=${lotId}`);
  const head = page.getByLabel('竞价记录链头');
  await expect(head).toBeVisible();
  await expect(head.locator('code')).toHaveText(/^[0-9a-f]{16}…$/);
  const fullHead = await head.locator('code').getAttribute('title');
  await head.getByRole('link', { name: '核验竞价记录' }).click();

  await expect(page).toHaveURL(new RegExp(`/morebid/auction/verify\\?lotId=${lotId}$`));
  await expect(page.getByRole('heading', { name: '竞价记录核验' })).toBeVisible();
  const verdict = page.getByRole('status').filter({ hasText: '核验' });
  await expect(verdict).toContainText('核验通过');
  await expect(verdict).toContainText(`链式记录完整，共 2 条，链头 ${fullHead!.slice(0, 16)}…`);
  await expect(page.getByText(fullHead!)).toBeVisible();
  const rows = page.locator('.lyp-record-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('¥1,000.00');
  await expect(rows.nth(1)).toContainText('竞价结束');
  await expect(page.getByRole('cell', { name: '一致' })).toHaveCount(2);

  // Someone with database access lowers the winning bid afterwards.
  await inDatabase(`UPDATE bids SET amount_fen = 90000 WHERE lot_id = $1 AND chain_seq = 1`, [lotId]);
  await page.reload();
  await expect(verdict).toContainText('核验未通过');
  await expect(verdict).toContainText(/第 1 条记录（出价 ¥900\.00 竞买人[0-9A-F]{4}）内容与链上哈希不符/);
  await expect(page.getByRole('cell', { name: '内容与哈希不符' })).toHaveCount(1);

  // And deletes it: the record shows the gap.
  await inDatabase(`DELETE FROM bids WHERE lot_id = $1 AND chain_seq = 1`, [lotId]);
  await page.reload();
  await expect(verdict).toContainText('第 1 条记录缺失');
  await context.close();
});

test('the record of a lot still bidding is refused with a clear message', async ({ page }) => {
  const [running] = await inDatabase<{ id: number }>(
    `SELECT id FROM lots WHERE status = 'bidding' ORDER BY id LIMIT 1`,
    [],
  );
  // The demo always keeps lots bidding now.
  expect(running).toBeDefined();
  await page.goto(`/morebid/auction/verify?lotId=${running!.id}`);
  await expect(page.getByText('竞价结束后方可查看完整记录')).toBeVisible();
});
