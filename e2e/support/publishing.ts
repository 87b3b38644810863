import { expect, type Locator, type Page } from '@playwright/test';
import { drawGoodsIllustration } from '../../apps/server/src/modules/demo/media';
import { pickCascader, pickDateTime, pickOption, uploadThrough } from './form-controls';

/** A seller's publishing in the browser: a bulletin's lots, pictures and document, sent for review. */

export const png = (name: string, category: string, view: number) => ({
  name,
  mimeType: 'image/png',
  buffer: drawGoodsIllustration(category, view),
});
export const TERMS_PDF = {
  name: '竞买须知.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** What the date pickers take, in the browser's time zone (China): minutes from now. */
export function minutesFromNow(minutes: number): string {
  // China keeps UTC+8 all year: shift, then read the UTC fields.
  const china = new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 16)}`;
}

export async function fillLot(
  lot: Locator,
  page: Page,
  values: { title: string; category: string; images: number },
) {
  await lot.getByLabel('标的名称').fill(values.title);
  await pickOption(
    page,
    lot.getByLabel('标的分类'),
    values.category === 'scrap_steel' ? '废钢' : '废有色金属',
  );
  await lot.getByLabel('数量').fill('120');
  await pickOption(page, lot.getByLabel('计量单位'), '吨');
  await pickCascader(page, lot.getByLabel('所在地区'), ['江苏省', '无锡市', '惠山区']);
  await lot.getByLabel('存放地点').fill('无锡市惠山区洛社镇工业园 18 号 2 号库');
  await lot.getByLabel('标的描述').fill('现货，按现状出售，买受人自行装运。');
  await uploadThrough(
    page,
    lot.getByRole('button', { name: '上传图片' }),
    Array.from({ length: values.images }, (_unused, view) =>
      png(`${values.title}-${view + 1}.png`, values.category, view),
    ),
  );
  await expect(lot.locator('.lyp-lot-images img')).toHaveCount(values.images);
  await lot.getByLabel('起拍价（元）').fill('10000');
  await lot.getByLabel('加价幅度（元）').fill('500');
  // An hour ahead: approval needs the start beyond the demo's 2-minute publication lead, and
  // filling in a bulletin on CI's loaded machines has taken over three minutes.
  await pickDateTime(page, lot.getByLabel('竞价开始时间'), minutesFromNow(60));
  await pickDateTime(page, lot.getByLabel('竞价结束时间'), minutesFromNow(120));
}

/** Writes a new bulletin with these lots (two pictures each), saves it and sends it for review. */
export async function publishBulletin(page: Page, title: string, lotTitles: string[]) {
  await page.goto('/personalcenter/infoRelease');
  await page.getByRole('button', { name: '发布公告' }).first().click();
  await expect(page).toHaveURL(/\/personalcenter\/components/);
  await page.getByLabel('公告标题').fill(title);
  await page
    .locator('.rich-text-editor__content [contenteditable=true]')
    .fill('公司对下列废旧物资进行网络竞价。');
  await uploadThrough(page, page.getByRole('button', { name: '上传附件' }), TERMS_PDF);
  // The upload list briefly holds the uploading entry beside the stored one.
  await expect(page.getByText('竞买须知.pdf').first()).toBeVisible();
  for (const [index, lotTitle] of lotTitles.entries()) {
    if (index > 0) await page.getByRole('button', { name: '添加标的' }).click();
    await fillLot(page.locator(`#lot-${index + 1}`), page, {
      title: lotTitle,
      category: index % 2 === 0 ? 'scrap_steel' : 'nonferrous_metal',
      images: 2,
    });
  }
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/已保存/).first()).toBeVisible();
  // 提交审核 asks nothing more: it saves, sends and goes back to the list.
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/personalcenter\/infoRelease/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('待审核');
}
