import { expect, test, type Page } from './support/test';
import { inDatabase, signIn } from './support/helpers';

/** A 1×1 PNG: the server checks an image by its bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
}

/**
 * Moves to another page inside the running app, as its own links do: the query cache
 * survives, so a stale filter would show here, where a reload would hide it.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The page may add its own state to the query (the dictionary page selects a type).
  const escaped = path.replace(/[?]/g, '\\?');
  await expect(page).toHaveURL(new RegExp(path.includes('?') ? `${escaped}$` : `${escaped}(\\?.*)?$`));
}

/** The category filter of /morebid, opened. */
async function openCategoryFilter(page: Page) {
  await navigateInApp(page, '/morebid');
  await page.getByLabel('标的分类').click();
  await expect(page.locator('.ant-select-dropdown')).toBeVisible();
}

test.describe('系统管理', () => {
  test('an option added to the goods categories shows at once in /morebid’s category filter, and leaves it when disabled', async ({
    page,
  }) => {
    // The browser tests' database outlives a run: options of earlier runs go first.
    await inDatabase(
      `DELETE FROM dict_items WHERE value LIKE 'e2e_%'
         AND type_id = (SELECT id FROM dict_types WHERE code = 'goods_category')`,
      [],
    );
    const stamp = Date.now().toString(36);
    const label = `E2E分类${stamp}`;
    await signInAsAdmin(page);
    // The filter's categories are read (and cached) before the option exists.
    await openCategoryFilter(page);
    await expect(page.locator('.ant-select-item-option').first()).toBeVisible();

    await navigateInApp(page, '/personalcenter/dictionaryManage');
    await expect(page).toHaveTitle('字典管理 - 乐易拍');
    const types = page.locator('.ant-card').filter({ hasText: '字典类型' });
    const search = async (text: string) => {
      await types.getByPlaceholder('字典名称或编码').fill(text);
      await types.getByPlaceholder('字典名称或编码').press('Enter');
      return types.getByRole('row').filter({ hasText: text });
    };
    // A dictionary the application reads is marked 系统 and offers no 删除.
    const menuType = await search('menu_type');
    await expect(menuType.getByText('系统')).toBeVisible();
    await expect(menuType.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

    const goodsCategory = await search('goods_category');
    await goodsCategory.getByText('goods_category').click();
    await expect(page).toHaveURL(/typeId=\d+/);
    await page.getByRole('button', { name: '新增字典项' }).click();
    const dialog = page.getByRole('dialog', { name: /^新增字典项（/ });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('请输入字典标签')).toBeVisible();
    await dialog.getByLabel('字典标签').fill(label);
    await dialog.getByLabel('字典值').fill(`e2e_${stamp}`);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('row').filter({ hasText: label });
    await expect(item).toBeVisible();

    await openCategoryFilter(page);
    const option = page.locator('.ant-select-item-option').filter({ hasText: label });
    await expect(option).toBeVisible();

    // Disabled in the list, it is gone from the filter on the next visit.
    await page.goBack();
    await page.getByRole('switch', { name: `停用字典项 ${label}` }).click();
    await expect(page.getByText('已停用')).toBeVisible();
    await openCategoryFilter(page);
    await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
    await expect(option).toHaveCount(0);
  });

  test('a banner added with an uploaded image shows on the home page and links inside the site', async ({
    page,
  }) => {
    await inDatabase(`DELETE FROM banners WHERE title LIKE 'E2E轮播%'`, []);
    const title = `E2E轮播${Date.now().toString(36)}`;
    await signInAsAdmin(page);

    await page.goto('/personalcenter/bannerManage');
    await expect(page).toHaveTitle('轮播图管理 - 乐易拍');
    await page.getByRole('button', { name: '新增轮播图' }).click();
    const dialog = page.getByRole('dialog', { name: '新增轮播图' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('请上传轮播图片')).toBeVisible();

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '专场.png', mimeType: 'image/png', buffer: PNG });
    await expect(
      dialog
        .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
        .first(),
    ).toBeVisible();
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('链接地址').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('链接地址须为以 / 开头的站内路径或以 https:// 开头的网址')).toBeVisible();
    await dialog.getByLabel('链接地址').fill('/morebid?status=bidding');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('展示中')).toBeVisible();

    await page.goto('/');
    const dot = page.getByRole('button', { name: new RegExp(`：${title}$`) });
    await dot.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const image = page.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    // The image is public once the banner is saved: a visitor's browser loads it.
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await image.click();
    await expect(page).toHaveURL(/\/morebid\?status=bidding$/);

    // Removed, it leaves the home page.
    await page.goto('/personalcenter/bannerManage');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: title })).toHaveCount(0);
  });
});
