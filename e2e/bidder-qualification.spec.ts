import { expect, test } from './support/test';
import { DEMO_PASSWORD, approveDeposits, newCompanyBidder, openLot } from './support/auction-setup';
import { signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 竞买人资质 end to end: a lot that requires a hazardous-waste licence turns a company away until
 * it sends its licence, an auditor approves it, and then takes its deposit and its bid.
 */
const PDF = {
  name: '危险废物经营许可证.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

test('a company sends its licence, the auditor approves it, and the company bids on a lot requiring it', async ({
  browser,
}) => {
  test.setTimeout(120_000 * E2E_SLOWDOWN);
  const request = (await browser.newContext()).request;
  const company = await newCompanyBidder(`苏州危废处置有限公司${Date.now() % 100_000}`, '周强');
  const { lotId } = await openLot(request, {
    title: '废铅酸蓄电池约 10 吨',
    endsInMs: 30 * 60_000,
    lot: { requiredQualifications: ['hazardous_waste_licence'] },
  });

  // The lot says what it needs, and why the company may not bid yet.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, company.phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto(`/morebid/auction?id=${lotId}`);
  const notice = page.locator('.lyp-qualification-notice');
  await expect(notice).toContainText('本标的要求竞买人具备以下资质');
  await expect(notice).toContainText('危险废物经营许可证');
  await expect(page.getByText(/该标的要求竞买人具备以下资质：危险废物经营许可证/)).toBeVisible();
  await page.getByRole('button', { name: '上传资质' }).click();

  // It sends the licence: number, last valid day (next year, picked in the calendar) and a scan.
  await expect(page).toHaveURL(/\/certify\?tab=qualification$/);
  const row = page.locator('.ant-list-item', { hasText: '危险废物经营许可证' });
  await row.getByRole('button', { name: '上传资质' }).click();
  const dialog = page.getByRole('dialog', { name: /上传资质：危险废物经营许可证/ });
  await dialog.getByLabel('证书编号').fill('JS3205000123');
  await dialog.getByLabel('有效期至').click();
  await page.locator('.ant-picker-header-super-next-btn').click();
  await page.locator('.ant-picker-cell-in-view').nth(14).click();
  await dialog.locator('input[type=file]').setInputFiles(PDF);
  await expect(dialog.getByText(PDF.name)).toBeVisible();
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(row.getByText('审核中')).toBeVisible();

  // The auditor reads it beside its scan and approves it.
  const auditor = await (await browser.newContext()).newPage();
  await signIn(auditor, 'auditor', DEMO_PASSWORD);
  await expect(auditor).toHaveURL(/\/personalcenter/);
  await auditor.goto('/personalcenter/registerReview?tab=qualification');
  const waiting = auditor.locator('tr', { hasText: 'JS3205000123' });
  await waiting.getByRole('button', { name: '详情' }).click();
  const drawer = auditor.getByRole('dialog', { name: '竞买人资质详情' });
  await expect(drawer.locator('iframe[title^="危险废物经营许可证扫描件"]')).toBeVisible();
  await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
  await auditor
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /^通\s*过$/ })
    .click();
  await expect(auditor.getByText('已通过资质审核')).toBeVisible();

  // Approved: the company pays the deposit and bids.
  await page.reload();
  await expect(row.getByText('已通过')).toBeVisible();
  await page.goto(`/morebid/auction/margin?lotId=${lotId}`);
  await page.locator('input[type=file]').setInputFiles({ ...PDF, name: '转账回单.pdf' });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  await approveDeposits(request, lotId);
  await page.goto(`/morebid/auction?id=${lotId}`);
  await page.getByRole('button', { name: /^出\s*价$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认出价' }).click();
  await expect(page.getByText('出价成功，您当前领先')).toBeVisible();
});
