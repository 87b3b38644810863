import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from './support/test';
import { call as api, DEMO_PASSWORD, tokenOf } from './support/auction-setup';
import { inDatabase, signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 重新拍卖 in the browser: the demo seller's cable lot went unsold (流拍); the seller puts it up
 * again from 信息发布, sees the new draft with the start 20 % lower and the pictures copied, and
 * once the platform approves it the two lot pages link to each other (原拍卖 / 第二次拍卖).
 */
const UNSOLD_LOT = '废旧电力电缆 约 15 吨';

/** The demo's unsold lot, its re-auctions of earlier runs taken back and deleted (the data outlives a run). */
async function freshUnsoldLot(request: APIRequestContext) {
  const [lot] = await inDatabase<{ id: number; bulletin_title: string }>(
    `SELECT l.id, b.title AS bulletin_title FROM lots l JOIN bulletins b ON b.id = l.bulletin_id
      WHERE l.title = $1 AND l.status = 'unsold' AND l.previous_lot_id IS NULL`,
    [UNSOLD_LOT],
  );
  const seller = await tokenOf(request, 'seller');
  const earlier = await inDatabase<{ id: number; status: string }>(
    `SELECT DISTINCT b.id, b.status FROM lots l JOIN bulletins b ON b.id = l.bulletin_id WHERE l.previous_lot_id = $1`,
    [lot!.id],
  );
  for (const bulletin of earlier) {
    if (bulletin.status === 'submitted' || bulletin.status === 'published')
      await api(request, seller, `/auction/bulletin/undo/${bulletin.id}`);
    await api(request, seller, `/auction/bulletin/delete/${bulletin.id}`);
  }
  return { lotId: lot!.id, bulletinTitle: lot!.bulletin_title, seller };
}

/** The page at desktop width and again at phone width (390 × 844), as it stands. */
async function photograph(page: Page, info: TestInfo, name: string, shown?: Locator) {
  // A drawer scrolls on its own: show the part that matters rather than the whole page.
  const fullPage = shown === undefined;
  await shown?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`${name}-1440.png`), fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await shown?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`${name}-390.png`), fullPage });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** 信息发布, the ended bulletin of that title opened in its drawer (查看). */
async function openBulletin(page: Page, title: string) {
  await page.goto(`/personalcenter/infoRelease?status=ended&keyword=${encodeURIComponent(title)}`);
  await page.getByRole('row').filter({ hasText: title }).getByText('查看').click();
}

test('a seller re-auctions an unsold lot: a draft 20 % lower with its pictures, and both lot pages link', async ({
  page,
}, info) => {
  test.setTimeout(120_000 * E2E_SLOWDOWN);
  const original = await freshUnsoldLot(page.request);

  await signIn(page, 'seller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto(
    `/personalcenter/infoRelease?status=ended&keyword=${encodeURIComponent(original.bulletinTitle)}`,
  );
  await page.getByRole('row').filter({ hasText: original.bulletinTitle }).getByText('查看').click();
  const drawer = page.getByRole('dialog').filter({ hasText: '公告详情' });
  const lotFacts = drawer.locator('.ant-descriptions').filter({ hasText: UNSOLD_LOT });
  await expect(lotFacts).toContainText('流拍');
  await lotFacts.getByRole('button', { name: '重新拍卖' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: `重新拍卖：${UNSOLD_LOT}` });
  await expect(dialog.getByLabel('起拍价降幅')).toHaveValue('20.0');
  await expect(dialog.getByLabel('新起拍价')).toHaveValue('120,000');
  await expect(dialog).toContainText('保证金¥12,000.00');
  await photograph(page, info, 'dialog');
  await dialog.getByRole('button', { name: '生成草稿' }).click();

  // The editor opens on the new draft: its price lowered, the pictures there as copies.
  await expect(page).toHaveURL(/\/personalcenter\/components\?id=\d+/);
  await expect(page.getByText(`「${UNSOLD_LOT}」为第二次拍卖`)).toBeVisible();
  await expect(page.getByLabel(/^起拍价/)).toHaveValue('120,000');
  await expect(page.getByRole('img', { name: /^标的图片 \d$/ })).toHaveCount(2);
  const [draft] = await inDatabase<{ id: number; bulletin_id: number }>(
    'SELECT id, bulletin_id FROM lots WHERE previous_lot_id = $1',
    [original.lotId],
  );
  await photograph(page, info, 'draft-editor');

  // The platform approves it; the original's public page points to the second sale, and back.
  await api(page.request, original.seller, `/auction/bulletin/commit/${draft!.bulletin_id}`);
  await api(page.request, await tokenOf(page.request, 'auditor'), '/auction/audit/add', {
    bulletinId: draft!.bulletin_id,
    approved: true,
  });
  // The seller's own view of the original names the second sale and where it stands.
  await openBulletin(page, original.bulletinTitle);
  const originalFacts = page
    .getByRole('dialog')
    .filter({ hasText: '公告详情' })
    .locator('.ant-descriptions')
    .filter({ hasText: UNSOLD_LOT });
  await expect(originalFacts).toContainText('第二次拍卖');
  await photograph(page, info, 'seller-lot-view', originalFacts.getByText('重新拍卖', { exact: true }));

  await page.goto(`/morebid/auction?id=${original.lotId}`);
  const forward = page.getByRole('navigation', { name: '拍卖轮次' });
  await expect(forward).toContainText('本标的已重新拍卖');
  await photograph(page, info, 'original-lot-page');
  await forward.getByRole('link', { name: /第二次拍卖/ }).click();
  await expect(page).toHaveURL(new RegExp(`id=${draft!.id}$`));
  const back = page.getByRole('navigation', { name: '拍卖轮次' });
  await expect(back).toContainText('本标的为第二次拍卖');
  await photograph(page, info, 'second-lot-page');
  await back.getByRole('link', { name: /原拍卖/ }).click();
  await expect(page).toHaveURL(new RegExp(`id=${original.lotId}$`));
});
