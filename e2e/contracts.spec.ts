import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, soldLot } from './support/auction-setup';
import { signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/** 三方合同: after a sale both parties confirm it in the browser, and the public page verifies it. */

async function confirmTripartite(page: Page, lotTitle: string, version: number) {
  await page.goto('/personalcenter/tripartiteContract');
  await expect(page).toHaveTitle('三方合同 - 乐易拍');
  const row = page.getByRole('row').filter({ hasText: lotTitle });
  await row.getByRole('button', { name: '签署确认' }).click();
  // The dialog zooms in; on a loaded machine Playwright has found its button "stable" while still
  // a few pixels wide, and the click missed. Wait until it has its full size.
  const sign = page.getByRole('dialog').getByRole('button', { name: '确认签署' });
  await expect.poll(async () => (await sign.boundingBox())?.width ?? 0).toBeGreaterThan(60);
  await sign.click();
  await expect(row).toContainText(`第 ${version} 版`);
  return row;
}

test('the buyer and the seller confirm the tripartite contract, and the verification page confirms it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const lotTitle = `合同测试废钢 ${Date.now().toString(36).slice(-5)}`;
  const { phone } = await soldLot(request, lotTitle);

  const buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, phone, DEMO_PASSWORD);
  await expect(buyer).toHaveURL(/\/personalcenter/);
  const buyersRow = await confirmTripartite(buyer, lotTitle, 2);
  await expect(buyersRow).toContainText('买受人已确认');
  await expect(buyersRow).toContainText('待委托方确认');

  await signIn(page, 'seller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  const sellersRow = await confirmTripartite(page, lotTitle, 3);
  await expect(sellersRow).toContainText('委托方已确认');
  await expect(sellersRow).toContainText('买受人已确认');

  // The contract opens in the browser, with its verification code.
  await sellersRow.getByRole('button', { name: '预览' }).click();
  const drawer = page.getByRole('dialog', { name: /^三方合同 SF\d+$/ });
  await expect(drawer.locator('iframe[title="三方合同"]')).toHaveAttribute('src', /^blob:/);
  const code = (await drawer.getByRole('link', { name: /^[0-9A-Z]{10}$/ }).textContent())!;
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-contract-preview.png` });

  // Anyone holding the printed copy checks it on the public page, on a phone as well.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`/verify/${code}`);
  await expect(visitor).toHaveTitle('单据核验 - 乐易拍');
  await expect(visitor.getByText('核验通过：这是平台出具的三方合同')).toBeVisible();
  await expect(visitor.getByText(lotTitle)).toBeVisible();
  await expect(visitor.getByText(/买受人：.*委托方：/)).toBeVisible();
  // Nothing runs past the phone's width: the page never scrolls sideways.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({
    path: `test-results/screens/${testInfo.project.name}-verify.png`,
    fullPage: true,
  });
});
