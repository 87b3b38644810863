import { expect, test } from './support/test';
import { DEMO_PASSWORD, frozenDeposit, newBidder, openLot, TINY_PNG } from './support/auction-setup';
import { applyForPersonalCertification } from './support/certification';
import { approveBulletin, auditorPage, openWaitingBulletin, twoCharacters } from './support/audit-centre';
import { freshPhone, signIn, signUp } from './support/helpers';
import { publishBulletin } from './support/publishing';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 审核中心 in the browser: every review a lot's life needs, by the demo auditor, with nothing
 * sent to the API by hand.
 */
test('a rejected bulletin shows its reason to the seller; sent again, it is approved and shows on /morebid', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const stamp = Date.now().toString(36).slice(-5);
  const title = `华东再生废钢竞价公告${stamp}`;
  const lotTitle = `废钢边角料 120 吨 ${stamp}`;

  await signIn(page, 'seller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await publishBulletin(page, title, [lotTitle]);

  // The auditor reads it as the public would see it, and sends it back with a reason.
  const auditor = await auditorPage(browser);
  const drawer = await openWaitingBulletin(auditor, title);
  await expect(drawer.getByText(lotTitle)).toBeVisible();
  await drawer.getByRole('button', { name: twoCharacters('预览') }).click();
  const preview = auditor.locator('.lyp-preview-modal');
  await expect(preview.getByText('以下为审核通过后公众将看到的公告页与标的页。')).toBeVisible();
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await preview.getByRole('button', { name: '关闭预览' }).click();
  await drawer.getByRole('button', { name: twoCharacters('驳回') }).click();
  const reasons = auditor.locator('.ant-modal').filter({ hasText: `驳回公告“${title}”` });
  await reasons.getByRole('button', { name: '缺少看货时间、地址或联系人' }).click();
  await reasons.getByRole('textbox').pressSequentially('，请补充');
  await reasons.getByRole('button', { name: twoCharacters('驳回') }).click();
  await expect(auditor.getByText('公告已驳回')).toBeVisible();

  // 未通过公告 keeps it, with who rejected it.
  await auditor.goto('/personalcenter/noticeno');
  const rejectedRow = auditor.getByRole('row').filter({ hasText: title });
  await expect(rejectedRow).toContainText('驳回原因：缺少看货时间、地址或联系人，请补充');
  await expect(rejectedRow).toContainText('王芳');

  // The seller reads why, and sends it again.
  await page.goto('/personalcenter/infoRelease');
  const sellerRow = page.getByRole('row').filter({ hasText: title });
  await expect(sellerRow).toContainText('驳回原因：缺少看货时间、地址或联系人，请补充');
  await sellerRow.getByRole('button', { name: '提交审核' }).click();
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: twoCharacters('确定') })
    .click();
  await expect(sellerRow).toContainText('待审核');

  // Approved from 待审核公告, it is public at once, under 已通过公告 and on /morebid.
  await approveBulletin(auditor, title);
  await auditor.goto('/personalcenter/noticeapproved');
  await expect(auditor.getByRole('row').filter({ hasText: title })).toContainText('已发布');
  await page.goto(`/morebid?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole('link', { name: lotTitle })).toBeVisible();
});

test('a new user reaches a first bid in the browser alone: certified in 注册审核, deposit confirmed in 保证金管理', async ({
  browser,
}) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  // The lot is the one fixture made through the API: a seller's lot already bidding, as the
  // clock cannot be moved forward to a newly approved lot's start.
  const { lotId } = await openLot((await browser.newContext()).request, {
    title: '新用户首拍废钢',
    endsInMs: 30 * 60_000,
  });

  const page = await (await browser.newContext()).newPage();
  const phone = freshPhone();
  await signUp(page, phone, 'Firstbid@2026');
  await signIn(page, phone, 'Firstbid@2026');
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto(`/morebid/auction?id=${lotId}`);
  await expect(page.getByText('请先完成实名认证')).toBeVisible();
  await page.getByRole('button', { name: '去认证' }).click();
  await applyForPersonalCertification(page, '孙首拍');

  // 注册审核: the auditor finds the application by phone, looks at the ID card, approves.
  const auditor = await auditorPage(browser);
  await auditor.goto('/personalcenter/registerReview');
  await expect(auditor).toHaveTitle('注册审核 - 乐易拍');
  await auditor.getByLabel('关键字').first().fill(phone);
  await auditor
    .getByRole('button', { name: twoCharacters('查询') })
    .first()
    .click();
  const application = auditor.getByRole('row').filter({ hasText: '孙首拍' });
  await application.getByRole('button', { name: twoCharacters('详情') }).click();
  const details = auditor.locator('.ant-drawer').filter({ hasText: '实名认证详情' });
  await expect(details.getByText('身份证人像面')).toBeVisible();
  await details.getByRole('button', { name: twoCharacters('通过') }).click();
  await auditor
    .locator('.ant-modal')
    .filter({ hasText: '确认通过“孙首拍”的实名认证吗？' })
    .getByRole('button', { name: twoCharacters('通过') })
    .click();
  await expect(auditor.getByText('已通过实名认证')).toBeVisible();

  // The user pays the deposit by transfer and uploads the voucher.
  await page.goto(`/morebid/auction/margin?lotId=${lotId}`);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();

  // 保证金管理: the auditor sees the voucher beside the amount and confirms it.
  await auditor.goto('/personalcenter/marginmanage');
  await expect(auditor).toHaveTitle('保证金管理 - 乐易拍');
  await auditor.getByLabel('竞买人').first().fill(phone);
  await auditor
    .getByRole('button', { name: twoCharacters('查询') })
    .first()
    .click();
  const deposit = auditor.getByRole('row').filter({ hasText: '孙首拍' });
  await expect(deposit).toContainText('待审核');
  await deposit.getByRole('button', { name: twoCharacters('审核') }).click();
  const review = auditor.locator('.ant-drawer').filter({ hasText: '审核保证金缴纳' });
  await expect(review.getByText('缴款凭证').first()).toBeVisible();
  await review.getByLabel('款项已到账，确认冻结').check();
  await review.getByRole('button', { name: '提交审核' }).click();
  await expect(auditor.getByText('已确认到账，保证金已冻结')).toBeVisible();

  // And the user bids, in the lead.
  await page.goto(`/morebid/auction?id=${lotId}`);
  await page.getByRole('button', { name: /^出\s*价$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认出价' }).click();
  await expect(page.getByText('出价成功，您当前领先')).toBeVisible();
});

test('a bulletin taken down during bidding stops the lot on the bidder’s open page, with the reason', async ({
  browser,
}) => {
  const request = (await browser.newContext()).request;
  const title = `驳回测试废钢${Date.now().toString(36)}`;
  const bidder = await newBidder('驳回测试竞买人');
  const { lotId } = await openLot(request, { title, endsInMs: 30 * 60_000 });
  await frozenDeposit(request, bidder.phone, lotId);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, bidder.phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto(`/morebid/auction?id=${lotId}`);
  await expect(page.getByText('实时更新中')).toBeVisible();
  await page.getByRole('button', { name: /^出\s*价$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认出价' }).click();
  await expect(page.getByText('出价成功，您当前领先')).toBeVisible();

  // 已发布公告: the auditor takes it down while it is bidding, with a common reason.
  const auditor = await auditorPage(browser);
  await auditor.goto('/personalcenter/noticeyes');
  await expect(auditor).toHaveTitle('已发布公告 - 乐易拍');
  await auditor.getByLabel('关键字').first().fill(title);
  await auditor
    .getByRole('button', { name: twoCharacters('查询') })
    .first()
    .click();
  const row = auditor.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('竞价中');
  await row.getByRole('button', { name: '发布后驳回' }).click();
  const modal = auditor.locator('.ant-modal').filter({ hasText: `发布后驳回公告“${title}竞价公告”` });
  await modal.getByRole('button', { name: '标的权属存在争议' }).click();
  await modal.getByRole('button', { name: '驳回并下架' }).click();
  await expect(auditor.getByText('已发布公告已驳回')).toBeVisible();

  // The bidder's page, still open, stops at once and says why.
  await expect(page.getByText('本标的已停止竞价')).toBeVisible();
  await expect(page.getByText(/所属公告已被平台驳回（标的权属存在争议）/)).toBeVisible();
});
