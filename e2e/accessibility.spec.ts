import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signIn } from './support/helpers';

/**
 * axe (WCAG 2.1 A and AA) finds no serious or critical violation (contrast, names of controls,
 * links told apart, ARIA) on the public pages and each role's main screens at desktop size, and
 * on the pages a buyer uses at phone size. Each test signs in once and checks several pages; a
 * failure lists every page's violations, element by element.
 */

interface Lot {
  id: number;
  title: string;
}

async function firstLot(request: APIRequestContext, status: 'bidding' | 'ended'): Promise<Lot> {
  const answer = await request.post('/lyp/api/market/lots/search', { data: { status } });
  const lots = ((await answer.json()) as { data: { records: Lot[] } }).data.records;
  expect(lots.length, `the demo marketplace has a lot ${status}`).toBeGreaterThan(0);
  return lots[0]!;
}

/** Signs in as a demo account and waits for its personal centre. */
async function signInAs(page: Page, username: string): Promise<void> {
  await signIn(page, username, 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);
}

/** Opens a personal-centre screen, waits for its title, and runs axe on it once drawn. */
async function checkCentreScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveTitle(`${title} - 乐易拍`);
  await expectAccessible(page, title);
}

const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, backOffice: true },
  // The back office is worked at a desk: a phone checks the buyer's pages only, to stay quick.
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    backOffice: false,
  },
];

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use(size.use);

    test('the public pages have no serious accessibility violation', async ({ page }) => {
      const [bidding, ended] = await Promise.all([
        firstLot(page.request, 'bidding'),
        firstLot(page.request, 'ended'),
      ]);

      await page.goto('/');
      await expect(page.getByRole('region', { name: '平台数据' })).toContainText('注册用户');
      await expectAccessible(page, '首页');

      await page.goto('/morebid');
      await expect(page.getByText(/^共 [1-9]\d* 个标的$/)).toBeVisible();
      await expectAccessible(page, '更多竞价');

      await page.goto(`/morebid/auction?id=${bidding.id}`);
      await expect(page.getByRole('heading', { name: bidding.title })).toBeVisible();
      await expectAccessible(page, '竞拍详情（竞价中）');

      await page.goto(`/morebid/auction/verify?lotId=${ended.id}`);
      await expect(page.getByRole('status').filter({ hasText: '核验' })).toContainText(/核验(未)?通过/);
      await expectAccessible(page, '竞价记录核验');

      await page.goto('/verify');
      await expect(page.getByLabel('验证码')).toBeVisible();
      await expectAccessible(page, '单据核验');

      await page.goto('/login');
      await expect(page.getByPlaceholder('用户名或手机号')).toBeVisible();
      await expectAccessible(page, '登录');

      await page.goto('/signup');
      await expect(page.getByLabel('手机号')).toBeVisible();
      await expectAccessible(page, '注册');
    });

    test('the buyer’s personal centre has no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'buyer');
      await expect(page.getByText(/您好，/)).toBeVisible();
      await expectAccessible(page, '个人首页（买受人）');
      await checkCentreScreen(page, '/personalcenter/mybid', '我的竞价');
      await checkCentreScreen(page, '/personalcenter/myOrder', '我的订单');
    });

    if (!size.backOffice) return;

    test('the seller’s centre has no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'seller');
      await expect(page.getByText(/您好，/)).toBeVisible();
      await expectAccessible(page, '个人首页（委托方）');
      await checkCentreScreen(page, '/personalcenter/infoRelease', '信息发布');
    });

    test('the auditor’s review screens have no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'auditor');
      await expect(page.getByText(/您好，/)).toBeVisible();
      await expectAccessible(page, '个人首页（审核员）');
      await checkCentreScreen(page, '/personalcenter/noticetodo', '待审核公告');
      await checkCentreScreen(page, '/personalcenter/marginmanage', '保证金管理');
    });

    test('the administrator’s system screens have no serious accessibility violation', async ({ page }) => {
      await signInAs(page, 'admin');
      await expect(page.getByText(/您好，/)).toBeVisible();
      await expectAccessible(page, '个人首页（管理员）');
      await checkCentreScreen(page, '/personalcenter/usermanage', '用户管理');
      await checkCentreScreen(page, '/personalcenter/rolemanage', '角色管理');
    });
  });
}
