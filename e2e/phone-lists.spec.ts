import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/helpers';
import { DEMO_LOT, photograph } from './support/screens';

/**
 * The buyer on a phone (this file runs in the phone project, 390 × 844): each of their lists
 * shows a row as a card whose amount, status and deadline are on the screen without scrolling
 * sideways, and the lot page keeps its price and the way to bid at the foot of the screen.
 * One sign-in for the whole walk.
 */

/** What a card shows against a label (components/back-office/card-list.tsx). */
const valueOf = (card: Locator, label: string) =>
  card
    .locator('.lyp-card-list__field')
    .filter({ has: card.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens a list and checks its first card: the lot on top, then each value wholly on the screen. */
async function firstCardShows(page: Page, path: string, title: string, labels: string[]): Promise<Locator> {
  await page.goto(path);
  await expect(page).toHaveTitle(`${title} - 乐易拍`);
  const card = page.locator('.lyp-card-list__card').first();
  await expect(card.locator('.lyp-card-list__heading')).toBeInViewport({ ratio: 1 });
  for (const label of labels) {
    await expect(valueOf(card, label)).toBeInViewport({ ratio: 1 });
    await expect(valueOf(card, label)).not.toBeEmpty();
  }
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  return card;
}

test('the buyer’s lists are cards on a phone, their amount, status and deadline in view', async ({
  page,
}) => {
  await signIn(page, 'buyer', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);

  // A lot on sale: its bar stays at the foot of the screen, and the buyer follows it for 我的关注.
  // The demo's steel lot, which no journey sells (the first lot on sale may be one another
  // journey is selling at the same moment); any lot on sale once the steel lot's time is over.
  const onSale = async (keyword?: string) => {
    const search = await page.request.post('/lyp/api/market/lots/search', {
      data: { current: 1, size: 1, status: 'bidding', ...(keyword ? { keyword } : {}) },
    });
    return ((await search.json()) as { data: { records: Array<{ id: number }> } }).data.records[0]?.id;
  };
  const lotId = (await onSale(DEMO_LOT)) ?? (await onSale())!;
  await page.goto(`/morebid/auction?id=${lotId}`);
  const follow = page.locator('.lyp-lot-detail__follow .ant-btn').first();
  await expect(follow).not.toHaveClass(/ant-btn-loading/);
  if ((await follow.textContent())?.trim() === '关注') await follow.click();
  await expect(follow).toHaveText('已关注');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.getByRole('region', { name: '价格与出价' });
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText(/(当前价|起拍价)¥[\d,]+\.\d\d/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await photograph(page, 'lists-lot-bar', 'phone');
  await bar.getByRole('button', { name: /^[出应报]\s*价$/ }).click();
  await expect(page.locator('#lot-bid')).toBeInViewport();

  await firstCardShows(page, '/personalcenter/myOrder', '我的订单', ['应付货款', '状态', '付款期限']);
  await photograph(page, 'lists-my-order', 'phone');

  // On 我的竞价 and 我的关注 the deadline is the countdown beside the lot's phase.
  const bid = await firstCardShows(page, '/personalcenter/mybid', '我的竞价', ['当前价', '状态']);
  await expect(valueOf(bid, '状态').locator('.lyp-countdown')).toBeInViewport({ ratio: 1 });
  await expect(bid.getByRole('button').first()).toBeInViewport();
  await photograph(page, 'lists-my-bid', 'phone');

  await firstCardShows(page, '/personalcenter/myMargin', '我的保证金', ['金额', '状态', '说明', '缴纳时间']);
  await photograph(page, 'lists-my-margin', 'phone');

  const followed = await firstCardShows(page, '/personalcenter/myAttention', '我的关注', ['当前价', '状态']);
  await expect(valueOf(followed, '状态').locator('.lyp-countdown')).toBeInViewport({ ratio: 1 });
  await expect(followed.getByRole('button', { name: /取消关注/ })).toBeVisible();
  await photograph(page, 'lists-my-attention', 'phone');
});
