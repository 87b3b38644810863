import { expect, test } from '@playwright/test';

test.describe('the navigation guard', () => {
  test('sends a visitor opening the personal centre to the home page', async ({ page }) => {
    await page.goto('/personalcenter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '公开透明的在线竞价平台' })).toBeVisible();
    await expect(page).toHaveTitle('首页 - 乐易拍');
  });

  test('sends a visitor opening a deep personal-centre page to the home page too, whatever its spelling', async ({
    page,
  }) => {
    for (const path of [
      '/personalcenter/mybid',
      '/PersonalCenter/home',
      '/personalcenter/%68ome',
      '/Certify',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/localhost:\d+\/$/);
    }
  });

  test('lets a visitor open the public pages, and shows 404 for unknown ones', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 乐易拍');
  });
});
