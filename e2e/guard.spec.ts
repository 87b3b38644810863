import { expect, test } from './support/test';

test.describe('the navigation guard', () => {
  test('sends a visitor opening the personal centre to sign in first', async ({ page }) => {
    await page.goto('/personalcenter');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonalcenter$/);
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await expect(page).toHaveTitle('登录 - 乐易拍');
  });

  test('sends a visitor opening a deep personal-centre page to sign in too, whatever its spelling', async ({
    page,
  }) => {
    for (const path of [
      '/personalcenter/mybid',
      '/PersonalCenter/home',
      '/personalcenter/%68ome',
      '/Certify',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?redirect=/);
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
