import { expect, test, type Page } from './support/test';
import { signIn } from './support/helpers';
import { DEMO_LOT, DEMO_COMPANY, DEMO_BULLETIN, photograph } from './support/screens';

/**
 * The public screens, photographed at this project's viewport into test-results/screens, for a
 * person to look at; each also checks the screen's own content: the demo marketplace's
 * records (found by their own names, whatever other journeys add meanwhile), a table's
 * columns, a form's fields, or an empty state where the screen is legitimately empty.
 */

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
  // The bid panel of the lot's format: open bids, an accept (降价), or a sealed bid (一次报价).
  await expect(page.getByText(/我的出价|暂不能出价|按当前价格应价|一次报价 · /).first()).toBeVisible();
  await photograph(page, 'auction-signed-in', testInfo.project.name);
  await page.goto(`/morebid/auction/margin?lotId=${lot.id}`);
  await expect(page.getByText('常见问题')).toBeVisible();
  await expect(page.getByText(lot.title).first()).toBeVisible();
  await photograph(page, 'margin', testInfo.project.name);
  await page.goto('/certify');
  await expect(page.getByText('您已完成实名认证')).toBeVisible();
  await photograph(page, 'certify', testInfo.project.name);
});
