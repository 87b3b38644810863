import { expect, type Page } from '@playwright/test';
import { TINY_PNG } from './auction-setup';

/** On /certify (personal): name, ID number and both sides of the card, sent for review. */
export async function applyForPersonalCertification(page: Page, name: string): Promise<void> {
  await page.getByLabel('真实姓名').fill(name);
  await page.getByLabel('身份证号码').fill('11010519491231002X');
  const card = page.locator('input[type=file]');
  await card.nth(0).setInputFiles({ name: '人像面.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByAltText('身份证人像面')).toBeVisible();
  await card.nth(1).setInputFiles({ name: '国徽面.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByAltText('身份证国徽面')).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证审核中')).toBeVisible();
}
