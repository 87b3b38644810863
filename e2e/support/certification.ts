import { randomInt } from 'node:crypto';
import { idNumberCheckCharacter } from '@lyp/shared/account/id-number';
import { expect, type Page } from '@playwright/test';
import { TINY_PNG } from './auction-setup';

/**
 * A valid ID number no other journey uses: one person, one bidder, and every journey shares the
 * browser tests' database. Born on a random day of 1970–2004, with a random serial.
 */
export function freshIdNumber(): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + randomInt(12_700) * 86_400_000);
  const first17 = `320106${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(1000)).padStart(3, '0')}`;
  return `${first17}${idNumberCheckCharacter(first17)}`;
}

/** On /certify (personal): name, ID number and both sides of the card, sent for review. */
export async function applyForPersonalCertification(page: Page, name: string): Promise<void> {
  await page.getByLabel('真实姓名').fill(name);
  await page.getByLabel('身份证号码').fill(freshIdNumber());
  const card = page.locator('input[type=file]');
  await card.nth(0).setInputFiles({ name: '人像面.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByAltText('身份证人像面')).toBeVisible();
  await card.nth(1).setInputFiles({ name: '国徽面.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByAltText('身份证国徽面')).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证审核中')).toBeVisible();
}
