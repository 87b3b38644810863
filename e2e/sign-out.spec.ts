import { expect, test } from './support/test';
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
  // And the browser is signed out: the personal centre asks to sign in first.
  await page.goto('/personalcenter');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonalcenter$/);
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
  // The other tab notices, reloads, and the guard asks to sign in, to come back to its page.
  await expect(second).toHaveURL(/\/login\?redirect=%2Fpersonalcenter%2Fmybid$/);
});

test('a session ended on the server sends a protected page to sign in, and back to it afterwards', async ({
  page,
}) => {
  const tokenResponse = page.waitForResponse((response) => response.url().includes('/lyp/api/oauth/token'));
  await signIn(page, 'buyer', 'Demo@2026');
  const token = ((await (await tokenResponse).json()) as { access_token: string }).access_token;
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
  await page.goto('/personalcenter/mybid?page=1');
  await expect(page.getByRole('table')).toBeVisible();

  // Signed out elsewhere (or expired): the page's next requests are refused with 401.
  const revoked = await page.request.get('/lyp/api/auth/oauth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonalcenter%2Fmybid%3Fpage%3D1$/);
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();

  await page.getByPlaceholder('用户名或手机号').fill('buyer');
  await page.getByPlaceholder('请输入密码').fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/personalcenter\/mybid\?page=1$/);
});
