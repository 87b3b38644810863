import { expect, test } from '@playwright/test';
import { signIn } from './support/helpers';

test('signing out lands on /login and the old token is refused afterwards', async ({ page }) => {
  const tokenResponse = page.waitForResponse((response) => response.url().includes('/lyp/api/oauth/token'));
  await signIn(page, 'auditor', 'Demo@2026');
  const token = ((await (await tokenResponse).json()) as { access_token: string }).access_token;
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
  await expect(page.locator('.lyp-center__sider').getByText('审核中心')).toBeVisible();

  await page.getByLabel('账号菜单').click();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/login$/);

  const answer = await page.request.post('/lyp/api/admin/sysPermission/getPermissionList', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(answer.status()).toBe(401);
  // And the browser is signed out: the personal centre sends it home.
  await page.goto('/personalcenter');
  await expect(page).toHaveURL(/\/$/);
});

test('signing out in one tab signs out the others', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'buyer', 'Demo@2026');
  await expect(first).toHaveURL(/\/personalcenter\/home$/);
  const second = await context.newPage();
  await second.goto('/personalcenter/mybid');
  await expect(second).toHaveTitle('我的竞价 - 乐易拍');
  await expect(second.getByRole('table')).toBeVisible();

  await first.getByLabel('账号菜单').click();
  await first.getByText('退出登录').click();
  await expect(first).toHaveURL(/\/login$/);
  // The other tab notices, reloads, and the guard sends it home.
  await expect(second).toHaveURL(/localhost:\d+\/$/);
});
