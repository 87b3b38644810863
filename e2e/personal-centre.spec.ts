import { expect, test } from './support/test';
import { freshPhone, outboxCode, signIn, signUp, skipSmsResendInterval } from './support/helpers';

test.describe('the personal centre', () => {
  test('a user stars a page, finds it under 我的收藏, and it stays after signing in again', async ({
    page,
  }) => {
    const phone = freshPhone();
    await signUp(page, phone, 'Starred2026');
    await signIn(page, phone, 'Starred2026');
    // A new page closes the groups opened by hand: open one only once sign-in has landed.
    await expect(page).toHaveURL(/\/personalcenter\/home$/);
    const menu = page.locator('.lyp-center__sider');
    await menu.getByText('买受人中心').click();
    await menu.getByRole('menuitem', { name: /我的订单/ }).hover();
    await menu.getByLabel('收藏我的订单').click();
    await expect(page.getByText('已收藏')).toBeVisible();

    await page.getByRole('button', { name: '我的收藏' }).click();
    await page.locator('.ant-dropdown').getByRole('menuitem', { name: '我的订单' }).click();
    await expect(page).toHaveURL(/\/personalcenter\/myOrder$/);
    await expect(page.locator('.lyp-recent').getByText('我的订单')).toBeVisible();

    await page.reload();
    await page.getByRole('link', { name: '乐易拍首页' }).first().click();
    await page.goto('/personalcenter/home');
    await expect(
      page.locator('.ant-card').filter({ hasText: '我的收藏' }).getByRole('button', { name: '我的订单' }),
    ).toBeVisible();
  });

  test('a user sets a username, signs in with it, and moves to a new phone', async ({ page }) => {
    const phone = freshPhone();
    const username = `u${phone.slice(3)}`;
    await signUp(page, phone, 'Settings2026');
    await signIn(page, phone, 'Settings2026');

    await page.getByRole('button', { name: '修改用户名' }).click();
    const nameDialog = page.getByRole('dialog', { name: '修改用户名' });
    await nameDialog.getByLabel('用户名').fill(username);
    await nameDialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('用户名已修改')).toBeVisible();
    await expect(page.locator('.ant-descriptions').getByText(username)).toBeVisible();

    const newPhone = freshPhone().replace(/^139/, '137');
    await page.getByRole('button', { name: '更换手机号' }).click();
    const phoneDialog = page.getByRole('dialog', { name: '更换手机号' });
    await phoneDialog.getByLabel('新手机号').fill(newPhone);
    await phoneDialog.getByRole('button', { name: '获取验证码' }).click();
    await phoneDialog
      .getByPlaceholder('6 位验证码')
      .fill(await outboxCode(page.request, newPhone, 'change_phone'));
    await phoneDialog.getByLabel('当前密码').fill('Settings2026');
    await phoneDialog.getByRole('button', { name: /确认更换/ }).click();
    await expect(page.getByText('手机号已更换')).toBeVisible();
    await expect(
      page.locator('.ant-descriptions').getByText(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`),
    ).toBeVisible();

    await page.getByLabel('账号菜单').click();
    await page.getByText('退出登录').click();
    await signIn(page, username, 'Settings2026');
    await expect(page).toHaveURL(/\/personalcenter\/home$/);
  });

  test('a registered user signs in with an SMS code', async ({ page }) => {
    const phone = freshPhone();
    await signUp(page, phone, 'Mobile2026');
    await skipSmsResendInterval(phone);
    await page.getByRole('tab', { name: '手机登录' }).click();
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('6 位验证码').fill(await outboxCode(page.request, phone, 'login'));
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /登\s*录/ })
      .click();
    await expect(page).toHaveURL(/\/personalcenter\/home$/);
  });
});

test('a page whose code cannot be loaded asks for a refresh in the 温馨提示 dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '公开透明的在线竞价平台' })).toBeVisible();
  // The heading comes drawn from the server: the page's own scripts are running once all is loaded.
  await page.waitForLoadState('networkidle');
  // A new release replaced the chunks this page knows about.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.getByRole('button', { name: '免费注册' }).click();
  const dialog = page.getByRole('dialog', { name: '温馨提示' });
  await expect(dialog.getByText('系统已升级，请刷新页面后继续使用。')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await dialog.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
});
