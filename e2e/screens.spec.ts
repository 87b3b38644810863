import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * Every screen, photographed at this project's viewport into test-results/screens, for a
 * person to look at; each also checks the screen's own content: the demo marketplace's
 * records (found by their own names, whatever other journeys add meanwhile), a table's
 * columns, a form's fields, or an empty state where the screen is legitimately empty.
 */

/** A demo lot and the demo company that sells it (apps/server/src/modules/demo). */
const DEMO_LOT = '重型废钢 HMS1 约 120 吨';
const DEMO_COMPANY = '江苏华东再生资源有限公司';
/** Every demo bulletin's title carries this, and nothing else's does. */
const DEMO_BULLETIN = /竞价公告（第\d+期）/;

const columns = (page: Page, ...names: string[]) =>
  Promise.all(
    names.map((name) => expect(page.getByRole('columnheader', { name, exact: true }).first()).toBeVisible()),
  );

/** Fills a list's search field, by its label, and runs the search. */
async function search(page: Page, label: string, text: string): Promise<void> {
  // By its label, not a column header of the same name (a sortable one carries it as aria-label).
  await page
    .locator('input')
    .and(page.getByLabel(label, { exact: true }))
    .fill(text);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
}

const PUBLIC_SCREENS: Array<
  [name: string, path: string, title: string, shows: (page: Page) => Promise<void>]
> = [
  [
    'home',
    '/',
    '首页 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('region', { name: '平台数据' })).toContainText('注册用户');
      // The demo keeps lots bidding: the shelf shows their cards, each named by its lot.
      const bidding = page.getByRole('region', { name: '正在竞价' });
      await expect(bidding.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: '即将开始' })).toBeVisible();
    },
  ],
  [
    'about',
    '/about',
    '关于我们 - 乐易拍',
    async (page) => {
      for (const heading of ['关于我们', '交易保障', '竞买流程', '联系我们'])
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByText('客服热线：400-820-1234')).toBeVisible();
    },
  ],
  [
    'morebid',
    '/morebid',
    '更多竞价 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('search', { name: '筛选标的' })).toBeVisible();
      await expect(page.getByText(/^共 [1-9]\d* 个标的$/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    },
  ],
  [
    'morebid-filtered',
    '/morebid?status=bidding&region=32&sort=endsAt',
    '更多竞价 - 乐易拍',
    async (page) => {
      const filters = page.getByRole('search', { name: '筛选标的' });
      await expect(filters.getByRole('radio', { name: '竞价中' })).toBeChecked();
      await expect(filters.locator('.ant-select').filter({ hasText: '江苏省' })).toBeVisible();
      await expect(page.getByText(/^共 \d+ 个标的$/)).toBeVisible();
    },
  ],
  [
    'morebid-search',
    `/morebid?q=${encodeURIComponent(DEMO_LOT)}`,
    '更多竞价 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('searchbox', { name: '搜索标的' })).toHaveValue(DEMO_LOT);
      await expect(page.getByRole('link', { name: DEMO_LOT }).first()).toBeVisible();
    },
  ],
  [
    'more-notice',
    '/moreNotice',
    '更多公告 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('searchbox', { name: '搜索公告' })).toBeVisible();
      await expect(page.getByRole('listitem').getByRole('link').first()).toBeVisible();
    },
  ],
  [
    'more-notice-search',
    // The demo's own bulletins by their title: other journeys publish for the demo company too,
    // and would push its bulletins off the first page of a search by the company's name.
    `/moreNotice?q=${encodeURIComponent('竞价公告（第')}`,
    '更多公告 - 乐易拍',
    async (page) => {
      const demo = page.getByRole('listitem').filter({ hasText: DEMO_COMPANY });
      await expect(demo.getByRole('link', { name: DEMO_BULLETIN }).first()).toBeVisible();
    },
  ],
  [
    'login',
    '/login',
    '登录 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
      await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
    },
  ],
  [
    'signup',
    '/signup',
    '注册 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();
      for (const field of ['手机号', '验证码', '密码', '确认密码'])
        await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
      await expect(page.getByRole('button', { name: /^注\s*册$/ })).toBeVisible();
    },
  ],
  [
    'forget-password',
    '/forgetPassword',
    '忘记密码 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
      for (const field of ['手机号', '验证码', '新密码', '确认新密码'])
        await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '重置密码' })).toBeVisible();
    },
  ],
  [
    'agreement',
    '/signup/components/agreement',
    '用户注册协议 - 乐易拍',
    async (page) => {
      await expect(page.getByRole('heading', { name: '乐易拍用户注册协议' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '一、协议的接受' })).toBeVisible();
    },
  ],
  [
    'not-found',
    '/no/such/page',
    '页面不存在 - 乐易拍',
    async (page) => {
      await expect(page.getByText('抱歉，您访问的页面不存在或已被移除')).toBeVisible();
      await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
    },
  ],
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
  for (const [name, path, title, shows] of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await shows(page);
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
  ).json()) as { data: { records: Array<{ id: number; bulletinId: number; title: string }> } };
  const lot = lots.data.records[0]!;
  await page.goto(`/morebid/auction?id=${lot.id}`);
  await expect(page).toHaveTitle('竞拍详情 - 乐易拍');
  await expect(page.getByRole('heading', { name: lot.title })).toBeVisible();
  await expect(page.getByText('登录后即可出价')).toBeVisible();
  await photograph(page, 'auction', testInfo.project.name);
  await page.goto(`/moreNotice/noticeDetails?id=${lot.bulletinId}`);
  await expect(page.getByText(/公告标的（\d+）/)).toBeVisible();
  await expect(page.getByText(lot.title).first()).toBeVisible();
  await photograph(page, 'notice-details', testInfo.project.name);

  await signIn(page, 'buyer', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto(`/morebid/auction?id=${lot.id}`);
  await expect(page.getByText(/我的出价|暂不能出价/)).toBeVisible();
  await photograph(page, 'auction-signed-in', testInfo.project.name);
  await page.goto(`/morebid/auction/margin?lotId=${lot.id}`);
  await expect(page.getByText('常见问题')).toBeVisible();
  await expect(page.getByText(lot.title).first()).toBeVisible();
  await photograph(page, 'margin', testInfo.project.name);
  await page.goto('/certify');
  await expect(page.getByText('您已完成实名认证')).toBeVisible();
  await photograph(page, 'certify', testInfo.project.name);
});

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
  await columns(page, '标的', '成交价', '应付货款', '状态', '付款期限');
  // The lot 李明 won in the demo's closed round.
  const order = page.getByRole('row').filter({ hasText: 'CK6150' }).first();
  await expect(order).toBeVisible();
  await photograph(page, 'buyer-my-order', project);
  await order.getByRole('button', { name: '查看' }).click();
  await expect(page.getByText('成交确认书').first()).toBeVisible();
  await photograph(page, 'buyer-order-detail', project);
  await page.keyboard.press('Escape');

  await page.goto('/personalcenter/myMargin');
  await expect(page).toHaveTitle('我的保证金 - 乐易拍');
  await columns(page, '标的', '金额', '状态', '缴纳时间');
  await expect(page.getByRole('row').filter({ hasText: DEMO_LOT }).first()).toBeVisible();
  await photograph(page, 'buyer-my-margin', project);

  await page.goto('/personalcenter/mybid');
  await expect(page).toHaveTitle('我的竞价 - 乐易拍');
  await columns(page, '标的', '状态', '当前价', '出价次数');
  await expect(page.getByRole('row').filter({ hasText: DEMO_LOT }).first()).toBeVisible();
  await photograph(page, 'buyer-my-bid', project);

  await page.goto('/personalcenter/myAttention');
  await expect(page).toHaveTitle('我的关注 - 乐易拍');
  await columns(page, '标的', '状态', '当前价', '出价次数', '保证金', '开拍提醒');
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
  await expect(page.getByRole('row').filter({ hasText: DEMO_BULLETIN }).first()).toContainText(DEMO_COMPANY);
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
