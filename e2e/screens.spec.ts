import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * Every screen, photographed at this project's viewport into test-results/screens, for a
 * person to look at; each also checks that the screen shows its own heading or title.
 */
const PUBLIC_SCREENS: Array<[name: string, path: string, title: string]> = [
  ['home', '/', '首页 - 乐易拍'],
  ['about', '/about', '关于我们 - 乐易拍'],
  ['morebid', '/morebid', '更多竞价 - 乐易拍'],
  ['morebid-filtered', '/morebid?status=bidding&region=32&sort=endsAt', '更多竞价 - 乐易拍'],
  ['more-notice', '/moreNotice', '更多公告 - 乐易拍'],
  ['login', '/login', '登录 - 乐易拍'],
  ['signup', '/signup', '注册 - 乐易拍'],
  ['forget-password', '/forgetPassword', '忘记密码 - 乐易拍'],
  ['agreement', '/signup/components/agreement', '用户注册协议 - 乐易拍'],
  ['not-found', '/no/such/page', '页面不存在 - 乐易拍'],
];

async function photograph(page: Page, name: string, project: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `test-results/screens/${project}-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

test('every public screen renders its page', async ({ page }, testInfo) => {
  for (const [name, path, title] of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await photograph(page, name, testInfo.project.name);
  }
});

test('a lot, its bulletin and its deposit page render with the demo marketplace’s data', async ({
  page,
}, testInfo) => {
  const lots = (await (
    await page.request.post('/lyp/api/market/lots/search', {
      data: { status: 'bidding', sort: 'endsAt', order: 'desc' },
    })
  ).json()) as { data: { records: Array<{ id: number; bulletinId: number }> } };
  const lot = lots.data.records[0]!;
  await page.goto(`/morebid/auction?id=${lot.id}`);
  await expect(page).toHaveTitle('竞拍详情 - 乐易拍');
  await expect(page.getByText('登录后即可出价')).toBeVisible();
  await photograph(page, 'auction', testInfo.project.name);
  await page.goto(`/moreNotice/noticeDetails?id=${lot.bulletinId}`);
  await expect(page.getByText(/公告标的（\d+）/)).toBeVisible();
  await photograph(page, 'notice-details', testInfo.project.name);

  await signIn(page, 'buyer', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto(`/morebid/auction?id=${lot.id}`);
  await expect(page.getByText(/我的出价|暂不能出价/)).toBeVisible();
  await photograph(page, 'auction-signed-in', testInfo.project.name);
  await page.goto(`/morebid/auction/margin?lotId=${lot.id}`);
  await expect(page.getByText('常见问题')).toBeVisible();
  await photograph(page, 'margin', testInfo.project.name);
  await page.goto('/certify');
  await expect(page.getByText('您已完成实名认证')).toBeVisible();
  await photograph(page, 'certify', testInfo.project.name);
});

test('every personal-centre screen of the administrator renders', async ({ page }, testInfo) => {
  await signIn(page, 'admin', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
  await photograph(page, 'center-home', testInfo.project.name);
  await page.goto('/personalcenter/dictionaryManage');
  await expect(page).toHaveTitle('字典管理 - 乐易拍');
  await expect(page.getByRole('row').filter({ hasText: 'goods_category' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增字典项' })).toBeVisible();
  await photograph(page, 'center-dictionary', testInfo.project.name);
  await page.goto('/personalcenter/bannerManage');
  await expect(page).toHaveTitle('轮播图管理 - 乐易拍');
  await expect(page.getByRole('button', { name: '新增轮播图' })).toBeVisible();
  await photograph(page, 'center-banner', testInfo.project.name);
  for (const [name, path, title, shows] of [
    ['center-menus', '/personalcenter/menuManage', '菜单管理', '新增菜单'],
    ['center-roles', '/personalcenter/rolemanage', '角色管理', '新增角色'],
    ['center-users', '/personalcenter/usermanage', '用户管理', '新增用户'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - 乐易拍`);
    await expect(page.getByRole('button', { name: shows })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await photograph(page, name, testInfo.project.name);
  }
  await page.goto('/personalcenter/components/commission');
  await expect(page).toHaveTitle('佣金设置 - 乐易拍');
  await expect(page.getByText('平台默认佣金')).toBeVisible();
  await photograph(page, 'center-commission', testInfo.project.name);
  await page.goto('/personalcenter/feeContract');
  await expect(page).toHaveTitle('费用合同 - 乐易拍');
  await expect(page.getByRole('tab', { name: '委托方合同' })).toBeVisible();
  await photograph(page, 'center-fee-contract', testInfo.project.name);
  if (testInfo.project.name === 'phone') {
    await page.getByLabel('打开菜单').click();
    await expect(page.locator('.lyp-center__drawer').getByText('系统管理')).toBeVisible();
    await photograph(page, 'center-drawer', testInfo.project.name);
  } else {
    await page.getByLabel('账号菜单').click();
    await page.getByText('切换为平铺菜单').click();
    await expect(page.locator('.lyp-center__tiles')).toBeVisible();
    await photograph(page, 'center-tiling', testInfo.project.name);
  }
});

test('every screen of the seller centre renders with the demo company’s data', async ({ page }, testInfo) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const project = testInfo.project.name;
  await signIn(page, 'seller', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
  await expect(page.getByText('已认证').first()).toBeVisible();
  await photograph(page, 'seller-home', project);

  await page.goto('/personalcenter/infoRelease');
  await expect(page).toHaveTitle('信息发布 - 乐易拍');
  // The demo's own bulletins, whatever other journeys have added.
  await page.getByRole('searchbox', { name: '搜索公告' }).fill('竞价公告（第');
  await page.getByRole('searchbox', { name: '搜索公告' }).press('Enter');
  const published = page.getByRole('row').filter({ hasText: '竞价公告（第' }).first();
  await expect(published).toBeVisible();
  await photograph(page, 'seller-info-release', project);
  await published.getByRole('button', { name: '查看' }).click();
  await expect(page.getByText('审核记录').or(page.getByText('审核历史')).first()).toBeVisible();
  await photograph(page, 'seller-bulletin-show', project);
  await page.keyboard.press('Escape');
  await published.getByRole('button', { name: '预览' }).click();
  await expect(page.getByRole('dialog').getByText(/公告标的（\d+）/)).toBeVisible();
  await photograph(page, 'seller-bulletin-preview', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/components');
  await expect(page).toHaveTitle('公告编辑 - 乐易拍');
  await expect(page.getByLabel('公告标题')).toBeVisible();
  await photograph(page, 'seller-notice-editor', project);

  await page.goto('/personalcenter/ordermanage');
  await expect(page).toHaveTitle('订单管理 - 乐易拍');
  const order = page.getByRole('row').filter({ hasText: 'DD' }).first();
  await expect(order).toBeVisible();
  await photograph(page, 'seller-order-manage', project);
  await order.getByRole('button', { name: '详情' }).click();
  await expect(page.getByText('成交确认书').first()).toBeVisible();
  await photograph(page, 'seller-order-detail', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/subAccount');
  await expect(page).toHaveTitle('子账号管理 - 乐易拍');
  await expect(page.getByRole('button', { name: '新增子账号' })).toBeVisible();
  await photograph(page, 'seller-sub-accounts', project);

  await page.goto('/certify?tab=company');
  await expect(page.getByText('企业已认证')).toBeVisible();
  await photograph(page, 'seller-certify-company', project);
});

test('every screen of the buyer centre renders with the demo buyer’s data', async ({ page }, testInfo) => {
  test.setTimeout(120_000 * E2E_SLOWDOWN);
  const project = testInfo.project.name;
  await signIn(page, 'buyer', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);

  await page.goto('/personalcenter/myOrder');
  await expect(page).toHaveTitle('我的订单 - 乐易拍');
  const order = page.getByRole('row').filter({ hasText: 'DD' }).first();
  await expect(order).toBeVisible();
  await photograph(page, 'buyer-my-order', project);
  await order.getByRole('button', { name: '查看' }).click();
  await expect(page.getByText('成交确认书').first()).toBeVisible();
  await photograph(page, 'buyer-order-detail', project);
  await page.keyboard.press('Escape');

  for (const [name, path, title, shows] of [
    ['buyer-my-margin', '/personalcenter/myMargin', '我的保证金', 'GG'],
    ['buyer-my-bid', '/personalcenter/mybid', '我的竞价', '竞买人'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - 乐易拍`);
    await expect(page.getByRole('row').filter({ hasText: shows }).first()).toBeVisible();
    await photograph(page, name, project);
  }
  await page.goto('/personalcenter/myAttention');
  await expect(page).toHaveTitle('我的关注 - 乐易拍');
  await expect(page.getByRole('table')).toBeVisible();
  await photograph(page, 'buyer-my-attention', project);

  await page.goto('/personalcenter/reminderSettings');
  await expect(page).toHaveTitle('提醒设置 - 乐易拍');
  await expect(page.getByRole('switch', { name: '货款付款期限剩 2 小时：短信' })).toBeChecked();
  await photograph(page, 'buyer-reminder-settings', project);

  await page.getByRole('button', { name: /^消息/ }).click();
  await expect(page.getByRole('dialog').getByText('全部已读')).toBeVisible();
  await photograph(page, 'buyer-messages', project);
});

test('every screen of the audit centre renders with the demo marketplace’s data', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const project = testInfo.project.name;
  await signIn(page, 'auditor', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);

  for (const [name, path, title] of [
    ['audit-notice-todo', '/personalcenter/noticetodo', '待审核公告'],
    ['audit-notice-rejected', '/personalcenter/noticeno', '未通过公告'],
    ['audit-notice-published', '/personalcenter/noticeyes', '已发布公告'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - 乐易拍`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await photograph(page, name, project);
  }

  await page.goto('/personalcenter/noticeapproved');
  await expect(page).toHaveTitle('已通过公告 - 乐易拍');
  // The demo's own bulletins, whatever other journeys have added.
  await page.getByLabel('关键字').fill('竞价公告（第');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const approved = page.getByRole('row').filter({ hasText: '竞价公告（第' }).first();
  await expect(approved).toContainText('王芳');
  await photograph(page, 'audit-notice-approved', project);
  await approved.getByRole('button', { name: '查看' }).click();
  await expect(page.getByText('审核记录')).toBeVisible();
  await photograph(page, 'audit-notice-show', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/marginmanage');
  await expect(page).toHaveTitle('保证金管理 - 乐易拍');
  await photograph(page, 'audit-margin-review', project);
  await page.getByRole('tab', { name: '待退还' }).click();
  await photograph(page, 'audit-margin-returns', project);

  await page.goto('/personalcenter/registerReview');
  await expect(page).toHaveTitle('注册审核 - 乐易拍');
  await photograph(page, 'audit-register-personal', project);
  await page.getByRole('tab', { name: '企业认证' }).click();
  await photograph(page, 'audit-register-company', project);

  await page.goto('/personalcenter/registermember');
  await expect(page).toHaveTitle('注册会员 - 乐易拍');
  await page.getByLabel('姓名').fill('李明');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const member = page.getByRole('row').filter({ hasText: '李明' }).first();
  await expect(member).toBeVisible();
  await photograph(page, 'audit-members', project);
  await member.getByRole('button', { name: '详情' }).click();
  await expect(page.locator('.ant-drawer').getByText('李明').first()).toBeVisible();
  await photograph(page, 'audit-member-detail', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/bidOrderManage');
  await expect(page).toHaveTitle('竞价订单管理 - 乐易拍');
  // A demo order: a journey's order shows its test PDF in a frame, which never goes quiet.
  await page.getByLabel('关键字').fill('CK6150');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const order = page.getByRole('row').filter({ hasText: 'DD' }).first();
  await expect(order).toBeVisible();
  await photograph(page, 'audit-bid-orders', project);
  await order.getByRole('button', { name: '详情' }).click();
  await expect(page.getByText('成交确认书').first()).toBeVisible();
  await photograph(page, 'audit-bid-order-detail', project);
});
