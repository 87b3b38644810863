import { expect, test, type APIRequestContext, type Page } from './support/test';
import { drawGoodsIllustration } from '../apps/server/src/modules/demo/media';
import { DEMO_PASSWORD, frozenDeposit, newBidder, tokenOf } from './support/auction-setup';
import { freshCreditCode, pickCascader, uploadThrough } from './support/form-controls';
import { freshPhone, inDatabase, signIn, signUp } from './support/helpers';
import { publishBulletin, TERMS_PDF } from './support/publishing';
import { approveBulletin, auditorPage } from './support/audit-centre';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * The seller's whole job in the browser: a new person certifies a company, publishes a
 * bulletin of two lots with pictures and a document, sends it for review; once approved its
 * lots show on /morebid with their pictures; a buyer wins one, the platform confirms the
 * payment and the seller records the pickup. The auditor approves the bulletin in 待审核公告; the company's certification and the
 * buyer's deposit and payment go through the API (their screens are other journeys').
 */
test.describe.configure({ mode: 'serial' });

async function api<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const response = await request.post(`/lyp/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok() || answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

async function certifyCompany(page: Page, companyName: string) {
  await page.goto('/certify?tab=company');
  await expect(page.getByRole('tab', { name: '企业认证', selected: true })).toBeVisible();
  await page.getByLabel('企业名称').fill(companyName);
  await page.getByLabel('统一社会信用代码').fill(freshCreditCode());
  await page.getByLabel('法定代表人').fill('周建华');
  await uploadThrough(page, page.getByRole('button', { name: '上传营业执照' }), {
    name: '营业执照.png',
    mimeType: 'image/png',
    buffer: drawGoodsIllustration('other', 0),
  });
  await expect(page.getByRole('button', { name: '重新上传' })).toBeVisible();
  await page.getByLabel('联系人', { exact: true }).fill('钱晓燕');
  await page.getByLabel('联系人手机').fill('13912345678');
  await page.getByLabel('联系邮箱').fill('qianxy@huida-metal.example');
  await pickCascader(page, page.getByLabel('所在地区'), ['江苏省', '无锡市', '惠山区']);
  await page.getByLabel('详细地址').fill('洛社镇工业园 18 号');
  await page.getByLabel('开户行').fill('中国农业银行无锡惠山支行');
  await page.getByLabel('银行账号').fill('6228 4801 2345 6789 012');
  await page.getByLabel('联行号').fill('103302012345');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('企业认证审核中')).toBeVisible();
}

async function approveCompany(request: APIRequestContext, companyName: string) {
  const auditor = await tokenOf(request, 'auditor');
  const waiting = await api<{ records: Array<{ id: number }> }>(
    request,
    auditor,
    '/company/selectCompanyAuth',
    {
      status: 'submitted',
      keyword: companyName,
    },
  );
  expect(waiting.records).toHaveLength(1);
  await api(request, auditor, '/company/reviewCompanyAuth', { id: waiting.records[0]!.id, approved: true });
}

test('a new company certifies, publishes two lots with pictures and a document, sells one, sees the payment confirmed and records the pickup, all in the browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000 * E2E_SLOWDOWN);
  const stamp = Date.now().toString(36).slice(-5);
  const companyName = `无锡惠达再生金属有限公司${stamp}`;
  const bulletinTitle = `惠达再生金属废钢及废铜竞价公告${stamp}`;
  const lotTitles: [string, string] = [`重型废钢 120 吨 ${stamp}`, `废铜线 8 吨 ${stamp}`];
  const phone = freshPhone();
  const password = 'Seller2026go';

  // A new person signs up and certifies a company; the auditor approves it.
  await signUp(page, phone, password);
  await signIn(page, phone, password);
  await expect(page).toHaveURL(/\/personalcenter/);
  await certifyCompany(page, companyName);
  await approveCompany(page.request, companyName);
  await page.reload();
  await expect(page.getByText('企业已认证')).toBeVisible();
  await page.getByRole('button', { name: '切换到该企业' }).click();
  await expect(page.getByRole('link', { name: '发布公告' })).toBeVisible();

  // The company publishes its bulletin, in the browser, and sends it for review.
  await publishBulletin(page, bulletinTitle, lotTitles);

  // The auditor reviews it in 待审核公告 and approves; bidding opens now (times moved, as the
  // clock cannot be).
  await approveBulletin(await auditorPage(browser), bulletinTitle);
  const [bulletin] = await inDatabase<{ id: number }>('SELECT id FROM bulletins WHERE title = $1', [
    bulletinTitle,
  ]);
  await inDatabase(
    `UPDATE lots SET starts_at = now() - interval '1 minute', ends_at = now() + interval '10 minutes',
                     scheduled_ends_at = now() + interval '10 minutes'
      WHERE bulletin_id = $1`,
    [bulletin!.id],
  );

  // Both lots show on /morebid with their cover pictures.
  await page.goto(`/morebid?q=${encodeURIComponent(stamp)}`);
  for (const title of lotTitles) {
    const card = page.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    await expect(card.locator('img.lyp-lot-card__cover')).toHaveJSProperty('complete', true);
    // A card downloads a copy sized for it, not the 960-pixel upload.
    const cover = await card
      .locator('img.lyp-lot-card__cover')
      .evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(cover.src).toMatch(/\/file\/preview\/[^?]+\?w=\d+$/);
    expect(cover.width).toBeGreaterThan(0);
    expect(cover.width).toBeLessThan(960);
  }
  const [lot] = await inDatabase<{ id: number }>('SELECT id FROM lots WHERE title = $1', [lotTitles[0]]);
  const lotId = lot!.id;

  // A buyer pays the deposit and bids in the browser, and wins at the close.
  const bidder = await newBidder('竞买人戊');
  await frozenDeposit(page.request, bidder.phone, lotId);
  let buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, bidder.phone, DEMO_PASSWORD);
  await expect(buyer).toHaveURL(/\/personalcenter/);
  await buyer.goto(`/morebid/auction?id=${lotId}`);
  await buyer.getByLabel('出价金额（元）').fill('10000');
  await buyer.getByRole('button', { name: /^出\s*价$/ }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '确认出价' }).click();
  await expect(buyer.getByText('出价成功，您当前领先')).toBeVisible();
  // Meanwhile the buyer's other tab is on 我的竞价, in the personal centre with its bell.
  const centre = await buyer.context().newPage();
  await centre.goto('/personalcenter/mybid');
  await expect(centre.getByRole('row').filter({ hasText: lotTitles[0] })).toContainText('领先');
  await inDatabase(`UPDATE lots SET ends_at = now() + interval '2 seconds' WHERE id = $1`, [lotId]);
  // At the close the other tab receives the message live and follows it to 我的订单 (checked
  // first: a pop-up closes by itself after a few seconds).
  const won = centre.getByRole('alert').filter({ hasText: '恭喜您中标' });
  await expect(won).toContainText('¥10,000.00', { timeout: 20_000 * E2E_SLOWDOWN });
  await won.getByRole('button', { name: '去处理' }).click({ timeout: 10_000 * E2E_SLOWDOWN });
  // The lot page, open all along, congratulates the winner too, with the way to the order.
  await expect(buyer.getByText(/^恭喜您中标！成交价 ¥10,000\.00$/)).toBeVisible();
  await expect(buyer.getByRole('link', { name: '前往我的订单付款' })).toBeVisible();

  // The buyer finds the order in 我的订单, transfers the amount due and uploads the voucher.
  await buyer.close();
  buyer = centre;
  await expect(buyer).toHaveTitle('我的订单 - 乐易拍');
  const mine = buyer.getByRole('row').filter({ hasText: lotTitles[0] });
  await expect(mine).toContainText('待付款');
  // DD, the close's time to the second and the lot's id in six digits (the close date follows it).
  const orderNo = /DD\d{20}/.exec((await mine.textContent()) ?? '')![0];
  await mine.getByRole('button', { name: '去付款' }).click();
  await expect(buyer).toHaveTitle('货款支付 - 乐易拍');
  await expect(buyer.getByText(`货款 ${orderNo}`)).toBeVisible();
  await buyer.locator('input[type=file]').setInputFiles(TERMS_PDF);
  // Listed at once, the file counts only when its upload is done: a click before that finds
  // the form's voucher still empty.
  await expect(buyer.locator('.ant-upload-list-item-done').getByText(TERMS_PDF.name)).toBeVisible();
  await buyer.getByLabel('备注').fill('工行网银转账');
  await buyer.getByRole('button', { name: '提交付款凭证' }).click();
  await expect(buyer.getByText('付款凭证已提交，正在确认到账。')).toBeVisible();

  // The seller sees the voucher waiting, but the money went to the platform's account: only the
  // platform confirms it, in 竞价订单管理.
  await page.goto('/personalcenter/ordermanage');
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('付款待确认');
  await expect(row.getByRole('button', { name: /确认收款|确认货款/ })).toHaveCount(0);
  const auditor = await auditorPage(browser);
  await auditor.goto('/personalcenter/bidOrderManage');
  const platformRow = auditor.getByRole('row').filter({ hasText: orderNo });
  await platformRow.getByRole('button', { name: '确认货款' }).click();
  const review = auditor.getByRole('dialog', { name: '确认货款' });
  await expect(review).toContainText('应付货款');
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(platformRow).toContainText('已付款');
  await page.reload();
  await expect(row).toContainText('已付款');
  // The list as filtered goes out as a spreadsheet.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^订单管理-\d{8}\.xlsx$/);
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByText('壹万元整').first()).toBeVisible();

  // The buyer sees the payment confirmed and the bill of lading to show at pickup.
  await buyer.goto('/personalcenter/myOrder');
  await expect(mine).toContainText('已付款');
  await mine.getByRole('button', { name: '提货单' }).click();
  await expect(buyer.getByRole('dialog', { name: '提货单' })).toContainText(`TH${orderNo.slice(2)}`);
  await expect(buyer.getByRole('dialog', { name: '提货单' })).toContainText('待提货');

  // The buyer collects the goods; the seller records the day and the weighbridge's figure.
  // From the order's details, still open.
  await page.locator('.ant-drawer').getByRole('button', { name: '确认提货' }).click();
  const pickup = page.getByRole('dialog', { name: '确认提货' });
  await pickup.getByLabel('过磅数量').fill('7.86');
  await pickup.getByRole('button', { name: /确认提货/ }).click();
  await expect(row).toContainText('已完成');
  await buyer.reload();
  await mine.getByRole('button', { name: '提货单' }).click();
  await expect(buyer.getByRole('dialog', { name: '提货单' })).toContainText(
    /已于 \d{4}-\d{2}-\d{2} 提货，过磅 7\.86/,
  );
});
