import { expect, test, type APIRequestContext } from './support/test';
import { call, DEMO_PASSWORD, soldLot, tokenOf } from './support/auction-setup';
import { signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 发票 as both sides meet it: a paid sale waits for the buyer's invoice details; the buyer fills
 * them in from 我的订单, the seller records the invoice it issued (number, date, amount, PDF) in
 * 订单管理, and the buyer sees it issued and opens it. The sale up to the paid order goes through
 * the API (its screens are other journeys').
 */

const PDF = {
  name: '增值税专用发票.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

/** A lot of the demo seller's sold to a new bidder, its goods payment confirmed by the platform. */
async function paidSale(request: APIRequestContext, title: string): Promise<{ phone: string }> {
  const { phone } = await soldLot(request, title);
  const buyer = await tokenOf(request, phone);
  const [order] = (await call<{ records: Array<{ id: number }> }>(request, buyer, '/order/my/list', {}))
    .records;
  const upload = await request.post('/lyp/api/file/upload', {
    headers: { authorization: `Bearer ${buyer}` },
    multipart: { file: { ...PDF, name: '货款凭证.pdf' } },
  });
  const voucher = ((await upload.json()) as { data: { id: string } }).data;
  await call(request, buyer, '/order/pay', { orderId: order!.id, voucherFileId: voucher.id });
  const auditor = await tokenOf(request, 'auditor');
  await call(request, auditor, '/order/platform/paymentAudit', { orderId: order!.id, approved: true });
  return { phone };
}

test('the buyer fills in the invoice details, the seller records the invoice and the buyer sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const lotTitle = `开票测试废铜 ${Date.now().toString(36).slice(-5)}`;
  const { phone } = await paidSale(page.request, lotTitle);

  // The buyer's order waits for their details; they fill them in from the order's drawer.
  const buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, phone, DEMO_PASSWORD);
  await expect(buyer).toHaveURL(/\/personalcenter/);
  await buyer.goto('/personalcenter/myOrder');
  const mine = buyer.locator('.ant-table-row').filter({ hasText: lotTitle });
  await expect(mine).toContainText('待填开票信息');
  await mine.getByRole('button', { name: '查看' }).click();
  const drawer = buyer.locator('.ant-drawer');
  await expect(drawer).toContainText('成交价为含税价（增值税税率 13%）');
  await drawer.getByRole('button', { name: '填写开票信息' }).click();
  const profile = buyer.getByRole('dialog', { name: '开票信息' });
  await profile.getByLabel('发票抬头（名称）').fill('上海再生金属回收有限公司');
  await profile.getByLabel('纳税人识别号').fill('91310000MA1FL0XX1Q');
  await profile.getByLabel('地址、电话').fill('上海市宝山区长江路 88 号 021-56781234');
  await profile.getByRole('button', { name: /保\s*存/ }).click();
  // A 专票 needs the bank line: the form says so under the field before anything is sent.
  await expect(profile).toContainText('开户行及账号');
  await expect(profile.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await profile.getByLabel('开户行及账号').fill('中国工商银行上海宝山支行 1001 2345 6789 0123 456');
  await profile.getByRole('button', { name: /保\s*存/ }).click();
  await expect(profile).toBeHidden();
  await expect(drawer).toContainText('91310000MA1FL0XX1Q');
  await expect(mine).toContainText('待开票');

  // The seller records the invoice it issued to those details.
  await signIn(page, 'seller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto('/personalcenter/ordermanage');
  const row = page.getByRole('row').filter({ hasText: lotTitle });
  await expect(row).toContainText('待开票');
  await row.getByRole('button', { name: '登记发票' }).click();
  const record = page.getByRole('dialog', { name: '登记发票' });
  await expect(record).toContainText(
    '开具增值税专用发票（专票）：上海再生金属回收有限公司（91310000MA1FL0XX1Q）',
  );
  await expect(record).toContainText('应开票金额（价税合计）¥1,000.00');
  await record.getByLabel('发票号码').fill('26312000000012345678');
  await record.locator('input[type=file]').setInputFiles(PDF);
  await expect(record.locator('.ant-upload-list-item-done').getByText(PDF.name)).toBeVisible();
  await record.getByRole('button', { name: '保存发票' }).click();
  await expect(record).toBeHidden();
  await expect(row).toContainText('已开票');

  // The buyer sees it issued (live, without reloading), with its number, and opens the PDF.
  await expect(mine).toContainText('已开票');
  await expect(drawer).toContainText('26312000000012345678');
  await expect(drawer.locator('iframe[title="发票"]')).toHaveAttribute('src', /^blob:/);
  await expect(drawer.getByRole('button', { name: '填写开票信息' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /修改开票信息/ })).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: /^消息，\d+ 条未读$/ })).toBeVisible();
});
