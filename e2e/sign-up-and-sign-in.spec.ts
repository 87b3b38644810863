import { expect, test } from './support/test';
import { freshPhone, signIn, signUp } from './support/helpers';

test.describe('signing up and signing in', () => {
  test('a new user signs up with the code from the demo outbox and sees the buyer’s menu', async ({
    page,
  }) => {
    const phone = freshPhone();
    await signUp(page, phone, 'Journey2026');
    // The login page is prefilled with the new phone.
    await expect(page.getByPlaceholder('用户名或手机号')).toHaveValue(phone);
    await signIn(page, phone, 'Journey2026');

    await expect(page).toHaveURL(/\/personalcenter\/home$/);
    await expect(page).toHaveTitle('个人首页 - 乐易拍');
    const menu = page.locator('.lyp-center__sider');
    for (const entry of ['工作台', '买受人中心', '合同中心'])
      await expect(menu.getByText(entry, { exact: true })).toBeVisible();
    for (const absent of ['委托方中心', '审核中心', '系统管理'])
      await expect(menu.getByText(absent)).toHaveCount(0);
    await menu.getByText('买受人中心').click();
    await expect(menu.getByText('我的竞价')).toBeVisible();
    await expect(page.getByText(`个人用户 ${phone.slice(0, 3)}****${phone.slice(7)}`).first()).toBeVisible();
  });

  test('a seller sees the seller centre and can switch between their organisations', async ({ page }) => {
    await signIn(page, 'seller', 'Demo@2026');
    await expect(page).toHaveURL(/\/personalcenter\/home$/);
    const menu = page.locator('.lyp-center__sider');
    await expect(menu.getByText('委托方中心')).toBeVisible();
    await expect(menu.getByText('买受人中心')).toHaveCount(0);

    await page.getByLabel('切换组织').click();
    await page.getByTitle('上海浦江物资回收有限公司').click();
    await expect(page.getByText('已切换到 上海浦江物资回收有限公司')).toBeVisible();
    await expect(
      page.locator('.ant-descriptions').getByText('上海浦江物资回收有限公司', { exact: true }),
    ).toBeVisible();
  });

  test('a wrong password is refused with a notice titled 提示', async ({ page }) => {
    await signIn(page, 'buyer', 'WrongPassword1');
    const notice = page.locator('.ant-notification-notice');
    await expect(notice.getByText('提示')).toBeVisible();
    await expect(notice.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up explains each mistake in Chinese before sending anything', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await expect(page.getByText('请阅读并勾选同意《用户注册协议》')).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill('letters-only');
    await expect(page.getByText(/密码须包含数字/)).toBeVisible();
  });
});
