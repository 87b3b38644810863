import { expect, test } from './support/test';
import { signIn } from './support/helpers';
import {
  DEMO_LOT,
  DEMO_COMPANY,
  DEMO_BULLETIN,
  cardsOrColumns,
  columns,
  recordOf,
  search,
  photograph,
} from './support/screens';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * Every personal-centre screen, photographed at this project's viewport into test-results/screens, for a
 * person to look at; each also checks the screen's own content: the demo marketplace's
 * records (found by their own names, whatever other journeys add meanwhile), a table's
 * columns, a form's fields, or an empty state where the screen is legitimately empty.
 */

test('every personal-centre screen of the administrator renders', async ({ page }, testInfo) => {
  await signIn(page, 'admin', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
  await expect(page.getByText('您好，赵强')).toBeVisible();
  await expect(page.getByText('待审核公告', { exact: true })).toBeVisible();
  await expect(page.getByText('乐易拍平台运营中心').first()).toBeVisible();
  await photograph(page, 'center-home', testInfo.project.name);
  await page.goto('/personalcenter/dictionaryManage');
  await expect(page).toHaveTitle('字典管理 - 乐易拍');
  await expect(page.getByRole('row').filter({ hasText: 'goods_category' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增字典项' })).toBeVisible();
  await photograph(page, 'center-dictionary', testInfo.project.name);
  await page.goto('/personalcenter/bannerManage');
  await expect(page).toHaveTitle('轮播图管理 - 乐易拍');
  await expect(page.getByRole('button', { name: '新增轮播图' })).toBeVisible();
  await columns(page, '图片', '标题', '链接', '排序', '展示时段', '状态');
  await photograph(page, 'center-banner', testInfo.project.name);
  await page.goto('/personalcenter/menuManage');
  await expect(page).toHaveTitle('菜单管理 - 乐易拍');
  await expect(page.getByRole('button', { name: '新增菜单' })).toBeVisible();
  await columns(page, '名称', '编码', '类型', '路由地址');
  await expect(page.getByRole('row').filter({ hasText: '系统管理' }).first()).toBeVisible();
  await photograph(page, 'center-menus', testInfo.project.name);

  // The seeded roles and accounts, found with the lists' own search (journeys add their own).
  await page.goto('/personalcenter/rolemanage');
  await expect(page).toHaveTitle('角色管理 - 乐易拍');
  await expect(page.getByRole('button', { name: '新增角色' })).toBeVisible();
  await columns(page, '角色名称', '角色编码', '用户数');
  await search(page, '角色名称', '审核员');
  await expect(page.getByRole('row').filter({ hasText: 'auditor' })).toContainText('审核员');
  await photograph(page, 'center-roles', testInfo.project.name);

  await page.goto('/personalcenter/usermanage');
  await expect(page).toHaveTitle('用户管理 - 乐易拍');
  await expect(page.getByRole('button', { name: '新增用户' })).toBeVisible();
  await columns(page, '用户名', '姓名', '手机号', '所属组织', '角色');
  await search(page, '用户名/姓名', '王芳');
  const auditor = page.getByRole('row').filter({ hasText: '13800000003' });
  await expect(auditor).toContainText('审核员');
  await expect(auditor).toContainText('乐易拍平台运营中心');
  await photograph(page, 'center-users', testInfo.project.name);

  await page.goto('/personalcenter/components/commission');
  await expect(page).toHaveTitle('佣金设置 - 乐易拍');
  await expect(page.getByText('平台默认佣金', { exact: true })).toBeVisible();
  await expect(page.getByText('第 1 档')).toBeVisible();
  await columns(page, '委托方', '统一社会信用代码', '佣金设置');
  await search(page, '委托方', DEMO_COMPANY);
  await expect(page.getByRole('row').filter({ hasText: DEMO_COMPANY })).toContainText('91320200MA1HD00219');
  await photograph(page, 'center-commission', testInfo.project.name);
  await page.goto('/personalcenter/feeContract');
  await expect(page).toHaveTitle('费用合同 - 乐易拍');
  await expect(page.getByRole('tab', { name: '买受人合同' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '委托方合同' })).toBeVisible();
  await columns(page, '合同编号', '标的', '当事人', '成交价', '签署状态');
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
  await expect(page.getByText('您好，张伟')).toBeVisible();
  await expect(page.getByText('已认证').first()).toBeVisible();
  await expect(page.getByText(DEMO_COMPANY).first()).toBeVisible();
  await photograph(page, 'seller-home', project);

  await page.goto('/personalcenter/infoRelease');
  await expect(page).toHaveTitle('信息发布 - 乐易拍');
  // The demo's own bulletins, whatever other journeys have added.
  await page.getByRole('searchbox', { name: '搜索公告' }).fill('竞价公告（第');
  await page.getByRole('searchbox', { name: '搜索公告' }).press('Enter');
  await columns(page, '公告编号', '公告标题', '标的数', '竞价时间', '状态');
  const published = page.getByRole('row').filter({ hasText: DEMO_BULLETIN }).first();
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
  for (const field of [
    '公告标题',
    '竞价开始时间',
    '竞价结束时间',
    '标的名称',
    '起拍价（元）',
    '保证金（元）',
  ])
    await expect(page.getByLabel(field, { exact: true }).first()).toBeVisible();
  await photograph(page, 'seller-notice-editor', project);

  await page.goto('/personalcenter/ordermanage');
  await expect(page).toHaveTitle('订单管理 - 乐易拍');
  await columns(page, '标的', '买受人', '成交价', '佣金', '应结算');
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
  await columns(page, '姓名', '手机号', '状态', '权限');
  await photograph(page, 'seller-sub-accounts', project);

  await page.goto('/certify?tab=company');
  await expect(page.getByText('企业已认证')).toBeVisible();
  await expect(page.getByText(DEMO_COMPANY).first()).toBeVisible();
  await photograph(page, 'seller-certify-company', project);
});

test('every screen of the buyer centre renders with the demo buyer’s data', async ({ page }, testInfo) => {
  test.setTimeout(120_000 * E2E_SLOWDOWN);
  const project = testInfo.project.name;
  await signIn(page, 'buyer', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);

  await page.goto('/personalcenter/myOrder');
  await expect(page).toHaveTitle('我的订单 - 乐易拍');
  await cardsOrColumns(page, project, '标的', '成交价', '应付货款', '状态', '付款期限');
  // The lot 李明 won in the demo's closed round.
  const order = recordOf(page, 'CK6150');
  await expect(order).toBeVisible();
  await photograph(page, 'buyer-my-order', project);
  // A card's button (on a phone) spaces its two characters: 查 看.
  await order.getByRole('button', { name: /^查\s*看$/ }).click();
  await expect(page.getByText('成交确认书').first()).toBeVisible();
  await photograph(page, 'buyer-order-detail', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/myMargin');
  await expect(page).toHaveTitle('我的保证金 - 乐易拍');
  await cardsOrColumns(page, project, '标的', '金额', '状态', '缴纳时间');
  await expect(recordOf(page, DEMO_LOT)).toBeVisible();
  await photograph(page, 'buyer-my-margin', project);

  await page.goto('/personalcenter/mybid');
  await expect(page).toHaveTitle('我的竞价 - 乐易拍');
  await cardsOrColumns(page, project, '标的', '状态', '当前价', '出价次数');
  await expect(recordOf(page, DEMO_LOT)).toBeVisible();
  await photograph(page, 'buyer-my-bid', project);

  await page.goto('/personalcenter/myAttention');
  await expect(page).toHaveTitle('我的关注 - 乐易拍');
  // Whether the buyer follows anything depends on the other journeys (phone-lists.spec.ts does).
  if (project !== 'phone') await columns(page, '标的', '状态', '当前价', '出价次数', '保证金', '开拍提醒');
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

  // Whether anything waits or was turned down depends on the other journeys: the lists' columns.
  for (const [name, path, title, column] of [
    ['audit-notice-todo', '/personalcenter/noticetodo', '待审核公告', '提交时间'],
    ['audit-notice-rejected', '/personalcenter/noticeno', '未通过公告', '审核人 / 时间'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - 乐易拍`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await columns(page, '公告编号', '公告标题', '委托方', '竞价时间', column);
    await photograph(page, name, project);
  }
  await page.goto('/personalcenter/noticeyes');
  await expect(page).toHaveTitle('已发布公告 - 乐易拍');
  await expect(page.getByRole('heading', { name: '已发布公告' })).toBeVisible();
  await columns(page, '公告编号', '公告标题', '委托方', '竞价时间', '状态');
  await search(page, '关键字', '竞价公告（第');
  // Both demo sellers' bulletins match, in whatever order the other journeys left them.
  await expect(
    page.getByRole('row').filter({ hasText: DEMO_BULLETIN }).filter({ hasText: DEMO_COMPANY }).first(),
  ).toBeVisible();
  await photograph(page, 'audit-notice-published', project);

  await page.goto('/personalcenter/noticeapproved');
  await expect(page).toHaveTitle('已通过公告 - 乐易拍');
  // The demo's own bulletins, whatever other journeys have added.
  await search(page, '关键字', '竞价公告（第');
  const approved = page.getByRole('row').filter({ hasText: DEMO_BULLETIN }).first();
  await expect(approved).toContainText('王芳');
  await photograph(page, 'audit-notice-approved', project);
  await approved.getByRole('button', { name: '查看' }).click();
  await expect(page.getByText('审核记录')).toBeVisible();
  await photograph(page, 'audit-notice-show', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/marginmanage');
  await expect(page).toHaveTitle('保证金管理 - 乐易拍');
  const review = page.getByRole('tabpanel', { name: '保证金审核' });
  await expect(review.getByLabel('状态', { exact: true })).toBeVisible();
  await columns(page, '标的', '竞买人', '金额', '状态', '提交时间');
  await photograph(page, 'audit-margin-review', project);
  await page.getByRole('tab', { name: '待退还' }).click();
  // The demo's closed round: 陈静's deposit for the lathe 李明 won is to be returned.
  const returns = page.getByRole('tabpanel', { name: '待退还' });
  await returns.getByLabel('标的', { exact: true }).fill('CK6150');
  await returns.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(returns.getByRole('row').filter({ hasText: 'CK6150' }).first()).toContainText('陈静');
  await expect(returns.getByRole('columnheader', { name: '应退金额' })).toBeVisible();
  await photograph(page, 'audit-margin-returns', project);

  await page.goto('/personalcenter/registerReview');
  await expect(page).toHaveTitle('注册审核 - 乐易拍');
  const personal = page.getByRole('tabpanel', { name: '个人认证' });
  for (const name of ['申请人', '身份证号', '提交时间', '状态'])
    await expect(personal.getByRole('columnheader', { name, exact: true })).toBeVisible();
  await photograph(page, 'audit-register-personal', project);
  await page.getByRole('tab', { name: '企业认证' }).click();
  const company = page.getByRole('tabpanel', { name: '企业认证' });
  for (const name of ['企业', '申请人', '提交时间', '状态'])
    await expect(company.getByRole('columnheader', { name, exact: true })).toBeVisible();
  await photograph(page, 'audit-register-company', project);

  await page.goto('/personalcenter/registermember');
  await expect(page).toHaveTitle('注册会员 - 乐易拍');
  await columns(page, '姓名', '手机号', '会员类型', '认证状态', '注册时间');
  await search(page, '姓名', '李明');
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
  await search(page, '关键字', 'CK6150');
  const order = page.getByRole('row').filter({ hasText: 'CK6150' }).first();
  await expect(order).toBeVisible();
  await photograph(page, 'audit-bid-orders', project);
  await order.getByRole('button', { name: '详情' }).click();
  await expect(page.getByText('成交确认书').first()).toBeVisible();
  await photograph(page, 'audit-bid-order-detail', project);
});
