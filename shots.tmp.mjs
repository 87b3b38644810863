import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:3600';
const out = '/tmp/probe';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function ctx(size) {
  const c = await browser.newContext({ viewport: size, timezoneId: 'America/New_York', locale: 'zh-CN' });
  const p = await c.newPage();
  p.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  return p;
}
async function signIn(p, user) {
  await p.goto(BASE + '/login');
  await p.getByPlaceholder('用户名或手机号').fill(user);
  await p.getByPlaceholder('请输入密码').fill('Demo@2026');
  await p.getByRole('button', { name: /登\s*录/ }).click();
  await p.waitForURL(/personalcenter/);
}
const desk = { width: 1440, height: 900 }, phone = { width: 390, height: 844 };
const step = process.argv[2];
if (step === 'buyer') {
  for (const [name, size] of [['desk', desk], ['phone', phone]]) {
    const p = await ctx(size);
    await signIn(p, 'buyer');
    await p.goto(BASE + '/morebid/auction?id=2');
    await p.getByText('本标的要求竞买人具备以下资质').waitFor();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `${out}/lot-${name}.png`, fullPage: size === phone });
    await p.goto(BASE + '/certify?tab=qualification');
    await p.getByText('危险废物经营许可证').first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/certify-${name}.png`, fullPage: true });
    if (name === 'desk') {
      await p.locator('.ant-list-item', { hasText: '危险废物经营许可证' }).getByRole('button', { name: '上传资质' }).click();
      const d = p.getByRole('dialog');
      await d.getByLabel('证书编号').fill('苏危废 3205000123 号');
      await d.getByLabel('有效期至').click();
      await p.locator('.ant-picker-header-super-next-btn').click();
      await p.locator('.ant-picker-cell-in-view').nth(14).click();
      await d.locator('input[type=file]').setInputFiles({ name: '危险废物经营许可证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
      await d.getByText('危险废物经营许可证.pdf').waitFor();
      await p.screenshot({ path: `${out}/upload-modal.png` });
      await d.getByRole('button', { name: '提交审核' }).click();
      await p.getByText('审核中').first().waitFor();
      await p.waitForTimeout(500);
      await p.screenshot({ path: `${out}/certify-after.png` });
    }
  }
}
if (step === 'auditor') {
  for (const [name, size] of [['desk', desk], ['phone', phone]]) {
    const p = await ctx(size);
    await signIn(p, 'auditor');
    await p.goto(BASE + '/personalcenter/registerReview?tab=qualification');
    await p.getByText('苏危废').first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/review-${name}.png`, fullPage: true });
    if (name === 'desk') {
      await p.getByRole('button', { name: '详情' }).first().click();
      await p.getByText('资质扫描件').waitFor();
      await p.waitForTimeout(1500);
      await p.screenshot({ path: `${out}/review-drawer.png` });
    }
  }
}
if (step === 'seller') {
  const p = await ctx(desk);
  await signIn(p, 'seller');
  await p.goto(BASE + '/personalcenter/components');
  await p.getByText('竞买人须具备的资质').first().waitFor();
  const field = p.getByLabel('竞买人须具备的资质');
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await p.getByTitle('危险废物经营许可证').click();
  await p.keyboard.press('Escape');
  await p.evaluate(() => window.scrollBy(0, 200));
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${out}/editor.png` });
}

if (step === 'orders') {
  for (const [name, size] of [['desk', desk], ['phone', phone]]) {
    const p = await ctx(size);
    await signIn(p, 'seller');
    await p.goto(BASE + '/personalcenter/ordermanage');
    await p.getByText('逾期未提 2 天').first().waitFor();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${out}/seller-orders-${name}.png`, fullPage: true });
    if (name === 'desk') {
      await p.locator('tr', { hasText: '重型废钢' }).getByRole('button', { name: '详情' }).click();
      await p.getByText('买受人资质将在提货前到期').waitFor();
      await p.waitForTimeout(500);
      await p.screenshot({ path: `${out}/seller-drawer-warning.png` });
      await p.keyboard.press('Escape');
      await p.waitForTimeout(500);
      await p.locator('tr', { hasText: '数控车床' }).getByRole('button', { name: '逾期未提' }).click();
      await p.getByLabel('逾期说明').fill('已电话催告买受人，约定 12 月 3 日前提货，仓储费按日计收');
      await p.screenshot({ path: `${out}/overdue-modal.png` });
      await p.getByRole('button', { name: '保存记录' }).click();
      await p.getByText('已记录逾期未提').first().waitFor();
    }
    const b = await ctx(size);
    await signIn(b, 'buyer');
    await b.goto(BASE + '/personalcenter/myOrder');
    await b.getByText('逾期未提 2 天').first().waitFor();
    await b.waitForTimeout(500);
    await b.screenshot({ path: `${out}/buyer-orders-${name}.png`, fullPage: true });
    if (name === 'desk') {
      await b.getByRole('button', { name: '查看' }).first().click().catch(() => {});
      await b.waitForTimeout(1500);
      await b.getByText('提货截止日').first().scrollIntoViewIfNeeded().catch(() => {});
      await b.screenshot({ path: `${out}/buyer-drawer.png` });
    }
  }
}
await browser.close();
