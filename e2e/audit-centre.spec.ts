import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auction-setup';
import { approveBulletin, auditorPage, openWaitingBulletin, twoCharacters } from './support/audit-centre';
import { signIn } from './support/helpers';
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
  await page.goto(`/morebid?keyword=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole('link', { name: lotTitle })).toBeVisible();
});
