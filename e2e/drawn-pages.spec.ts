import { expect, test, type Page } from './support/test';
import { signIn } from './support/helpers';

/**
 * The home page and a lot's page come drawn from the server (apps/web/src/ssr): a visitor
 * sees them before any script has run, and the scripts then take the drawn page over
 * (hydration) instead of drawing it again.
 */

// Taken over, not drawn afresh: that is for browsers that allow motion (see apps/web's main.tsx).
test.use({ reducedMotion: 'no-preference' });

interface LotCard {
  id: number;
  title: string;
}

async function aBiddingLot(page: Page): Promise<LotCard> {
  const answer = await page.request.post('/lyp/api/market/lots/search', {
    data: { status: 'bidding', sort: 'endsAt', order: 'asc', current: 1, size: 1 },
  });
  return ((await answer.json()) as { data: { records: LotCard[] } }).data.records[0]!;
}

test('a visitor without scripts still sees the home page and a lot’s page with their data', async ({
  browser,
  page,
}) => {
  const lot = await aBiddingLot(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await context.newPage();
  try {
    await withoutScripts.goto('/');
    await expect(withoutScripts).toHaveTitle('首页 - 乐易拍');
    await expect(withoutScripts.getByRole('heading', { name: '公开透明的在线竞价平台' })).toBeVisible();
    await expect(withoutScripts.getByText(lot.title).first()).toBeVisible();

    await withoutScripts.goto(`/morebid/auction?id=${lot.id}`);
    await expect(withoutScripts).toHaveTitle('竞拍详情 - 乐易拍');
    await expect(withoutScripts.getByRole('heading', { name: lot.title })).toBeVisible();
    await expect(withoutScripts.getByTestId('current-price')).toHaveText(/^¥[\d,]+\.\d{2}$/);
  } finally {
    await context.close();
  }
});

test('the drawn lot page comes alive without being drawn again, and without errors', async ({ page }) => {
  const lot = await aBiddingLot(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The heading the server drew, remembered before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h2');
    });
  });

  await page.goto(`/morebid/auction?id=${lot.id}`);
  await expect(page.getByText('实时更新中')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sameHeading = await page.evaluate(
    () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h2'),
  );
  expect(sameHeading).toBe(true);

  // The page works as one drawn in the browser: its links navigate without a reload.
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '更多竞价' }).click();
  await expect(page).toHaveURL(/\/morebid$/);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(errors).toEqual([]);
});

test('a signed-in user’s pages are not drawn as a visitor’s', async ({ page }) => {
  const pageHtml = async () => (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(await pageHtml()).toContain('id="lyp-ssr"');

  await signIn(page, 'buyer', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter/);
  expect(await pageHtml()).not.toContain('id="lyp-ssr"');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '公开透明的在线竞价平台' })).toBeVisible();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toHaveCount(0);
});
