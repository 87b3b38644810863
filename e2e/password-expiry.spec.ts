import { expect, test } from './support/test';
import { agePassword, freshPhone, signIn, signUp } from './support/helpers';

test('an account whose password is over 90 days old gets the expiry dialog and is not signed in', async ({
  page,
}) => {
  const phone = freshPhone();
  await signUp(page, phone, 'Ageing2026');
  await agePassword(phone, 91);

  await signIn(page, phone, 'Ageing2026');
  const dialog = page.getByRole('dialog', { name: '您的密码已超过90天未修改' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /取\s*消/ })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in was discarded: no token is stored.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('TOKEN')))).toEqual(
    [],
  );

  // 前往修改 opens the change form with the account filled in; the old password replaces itself.
  await dialog.getByRole('button', { name: '前往修改' }).click();
  await expect(page).toHaveURL(/\/forgetPassword\?mode=change/);
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
  await expect(page.getByLabel('账号', { exact: true })).toHaveValue(phone);
  await page.getByLabel('当前密码', { exact: true }).fill('Ageing2026');
  await page.getByLabel('新密码', { exact: true }).fill('Renewed2027');
  await page.getByLabel('确认新密码').fill('Renewed2027');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('用户名或手机号')).toHaveValue(phone);
  await signIn(page, phone, 'Renewed2027');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
});
