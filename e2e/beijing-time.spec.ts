import { expect, test } from './support/test';
import { pickDateTime } from './support/form-controls';
import { inDatabase, signIn } from './support/helpers';
import { fillLot, minutesFromNow } from './support/publishing';

// A seller whose computer is set to UTC: every time they enter or read is still Beijing time.
test.use({ timezoneId: 'UTC' });

test('a seller in a UTC browser enters Beijing times, and the lot keeps and shows those Beijing times', async ({
  page,
}) => {
  test.slow();
  const title = `北京时间公告 ${Date.now()}`;
  const lotTitle = `北京时间标的 ${Date.now()}`;
  // Chosen in Beijing's terms; these also are the strings the pickers must show.
  const startsAt = minutesFromNow(24 * 60 + 30);
  const endsAt = minutesFromNow(24 * 60 + 150);

  await signIn(page, 'seller', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter/);
  // The browser really is in UTC.
  expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(0);

  await page.goto('/personalcenter/infoRelease');
  await page.getByRole('button', { name: '发布公告' }).first().click();
  await page.getByLabel('公告标题').fill(title);
  await page.locator('.rich-text-editor__content [contenteditable=true]').fill('时区测试公告。');
  const lot = page.locator('#lot-1');
  await fillLot(lot, page, { title: lotTitle, category: 'scrap_steel', images: 1 });
  await pickDateTime(page, lot.getByLabel('竞价开始时间'), startsAt);
  await pickDateTime(page, lot.getByLabel('竞价结束时间'), endsAt);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/已保存/).first()).toBeVisible();

  // Stored as the moment Beijing's clock names.
  const [stored] = await inDatabase<{ starts_at: Date; ends_at: Date }>(
    'SELECT starts_at, ends_at FROM lots WHERE title = $1',
    [lotTitle],
  );
  expect(stored!.starts_at.toISOString()).toBe(
    new Date(`${startsAt.replace(' ', 'T')}:00+08:00`).toISOString(),
  );
  expect(stored!.ends_at.toISOString()).toBe(new Date(`${endsAt.replace(' ', 'T')}:00+08:00`).toISOString());

  // Opened again, the editor shows the same Beijing times.
  await page.reload();
  await expect(page.getByLabel('公告标题')).toHaveValue(title);
  await expect(page.locator('#lot-1').getByLabel('竞价开始时间')).toHaveValue(startsAt);
  await expect(page.locator('#lot-1').getByLabel('竞价结束时间')).toHaveValue(endsAt);

  // And the bulletin's details read them in Beijing time too.
  await page.goto('/personalcenter/infoRelease');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.locator('.ant-drawer')).toContainText(`${startsAt} 至 ${endsAt}`);
});
