import { expect, test, type Locator, type Page } from './support/test';
import { freshPhone, signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

const ADMIN_PASSWORD = 'Demo@2026';

/**
 * Picks an option of an antd searchable select: opens it, types the option to filter (the
 * organisations are searched on the server, the roles load after the dialog opens), waits
 * for the option itself in the open dropdown, and clicks it once.
 */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  const select = field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await field.click();
  await field.fill(option);
  const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
  await expect(item).toBeVisible();
  await item.click();
  await expect(select).toContainText(option);
  // A multiple select stays open over the dialog's buttons: click elsewhere to close it.
  await page.locator('.ant-modal-title:visible').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The permission tree's nodes (antd adds a hidden one of its own to measure rows). */
const treeNodes = (drawer: Locator) => drawer.locator('.ant-tree-treenode:not([aria-hidden])');

/** Ticks or unticks one node of the role's permission tree. */
async function toggleNode(drawer: Locator, name: string): Promise<void> {
  await treeNodes(drawer).filter({ hasText: name }).locator('.ant-tree-checkbox').click();
}

/** The role's row, found with the list's own search (the browser tests' data outlives a run). */
async function roleRow(page: Page, roleName: string): Promise<Locator> {
  await page.goto('/personalcenter/rolemanage');
  await page.getByPlaceholder('请输入角色名称').fill(roleName);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toBeVisible();
  return row;
}

async function openRoleResources(page: Page, roleName: string): Promise<Locator> {
  await (await roleRow(page, roleName)).getByRole('button', { name: '分配权限' }).click();
  const drawer = page.getByRole('dialog', { name: `分配权限：${roleName}` });
  await expect(treeNodes(drawer).first()).toBeVisible();
  return drawer;
}

async function saveResources(page: Page, drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('权限已分配，用户下次请求时生效')).toBeVisible();
}

async function apiToken(page: Page, username: string, password: string): Promise<string> {
  const answer = await page.request.post('/lyp/api/oauth/token', {
    params: { grant_type: 'password', username, password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

test('an admin builds a role from chosen menus and buttons; its user sees exactly those, and loses a button at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const suffix = String(Date.now()).slice(-6);
  const roleName = `字典维护${suffix}`;
  const phone = freshPhone();
  const userName = `维护员${suffix}`;
  const newPassword = `Keeper${suffix}x`;

  // The admin creates the role and gives it the dictionary screen with two of its buttons.
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
  await page.goto('/personalcenter/rolemanage');
  await page.getByRole('button', { name: '新增角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新增角色' });
  await roleDialog.getByLabel('角色名称').fill(roleName);
  await roleDialog.getByLabel('角色编码').fill(`dict_keeper_${suffix}`);
  await roleDialog.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  await expect(roleDialog).toBeHidden();
  await roleRow(page, roleName);

  let drawer = await openRoleResources(page, roleName);
  await toggleNode(drawer, '查看字典');
  await toggleNode(drawer, '新增字典');
  await expect(
    treeNodes(drawer)
      .filter({ hasText: /^字典管理$/ })
      .locator('.ant-tree-checkbox'),
  ).toHaveClass(/indeterminate/);
  await saveResources(page, drawer);

  // The admin creates a user holding that role and reads the one-time password.
  await page.goto('/personalcenter/usermanage');
  await page.getByRole('button', { name: '新增用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新增用户' });
  await userDialog.getByLabel('姓名').fill(userName);
  await userDialog.getByLabel('手机号').fill(phone);
  await choose(page, userDialog.getByLabel('所属组织'), '乐易拍平台运营中心');
  await choose(page, userDialog.getByLabel('角色'), roleName);
  await userDialog.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  const temporaryPassword = (await page.getByLabel('临时密码').textContent())!.trim();
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);

  // The user must replace the temporary password before signing in.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, phone, temporaryPassword);
  const resetDialog = userPage.getByRole('dialog', { name: '您的密码已被管理员重置' });
  await expect(resetDialog).toBeVisible();
  await resetDialog.getByRole('button', { name: '前往修改' }).click();
  await expect(userPage).toHaveURL(/\/forgetPassword\?mode=change/);
  // The URL changes before the page's chunk has drawn it: the login form is still there a moment.
  await expect(userPage.getByRole('heading', { name: '修改密码' })).toBeVisible();
  await expect(userPage.getByLabel('账号', { exact: true })).toHaveValue(phone);
  await userPage.getByLabel('临时密码', { exact: true }).fill(temporaryPassword);
  await userPage.getByLabel('新密码', { exact: true }).fill(newPassword);
  await userPage.getByLabel('确认新密码').fill(newPassword);
  await userPage.getByRole('button', { name: '修改密码' }).click();
  await expect(userPage).toHaveURL(/\/login$/);
  await signIn(userPage, phone, newPassword);
  await expect(userPage).toHaveURL(/\/personalcenter\/home$/);

  // Exactly the granted menus: 系统管理 holding 字典管理, nothing else.
  const sider = userPage.locator('.lyp-center__sider');
  await expect(sider.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
  await expect(sider.locator('.ant-menu-submenu-title')).toHaveText([/系统管理/]);
  await sider.getByRole('menuitem', { name: /系统管理/ }).click();
  await expect(sider.locator('.ant-menu-sub .ant-menu-item')).toHaveText([/字典管理/]);
  await sider.getByRole('menuitem', { name: /字典管理/ }).click();
  await expect(userPage).toHaveURL(/\/personalcenter\/dictionaryManage(\?.*)?$/);
  await expect(userPage.getByRole('button', { name: /新增类型/ })).toBeVisible();

  // The admin takes 新增字典 away: the button goes at the user's next profile fetch,
  // and the server refuses the call from the user's very next request.
  drawer = await openRoleResources(page, roleName);
  await toggleNode(drawer, '新增字典');
  await saveResources(page, drawer);

  const token = await apiToken(userPage, phone, newPassword);
  const refused = await userPage.request.post('/lyp/api/admin/sysDict/addDictType', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: `refused_${suffix}`, name: '不应新增' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toContain('新增字典');

  await userPage.reload();
  await expect(userPage.getByText('字典类型')).toBeVisible();
  await expect(userPage.getByRole('button', { name: /新增类型/ })).toHaveCount(0);
  await userContext.close();
});
