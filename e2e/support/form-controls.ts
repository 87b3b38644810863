import { randomInt } from 'node:crypto';
import { creditCodeCheckCharacter } from '@lyp/shared/company/credit-code';
import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

/** antd's controls, operated as a person does: open, pick, confirm. */

type Files = Parameters<FileChooser['setFiles']>[0];

/** Chooses files through an upload button, as a person does with the file dialog. */
export async function uploadThrough(page: Page, button: Locator, files: Files): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** Picks an option of an antd Select by its text. */
export async function pickOption(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text });
  await option.first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Picks a path of an antd Cascader, level by level (省 → 市 → 区县): each level's item is
 * waited for (the area tree loads after the field shows), clicked once, and the next column
 * is waited for, holding the next level's item, before going on.
 */
export async function pickCascader(page: Page, cascader: Locator, path: string[]): Promise<void> {
  await cascader.click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  const itemOf = (level: number, name: string) =>
    menus.nth(level).locator('.ant-cascader-menu-item').filter({ hasText: name }).first();
  for (const [level, name] of path.entries()) {
    const item = itemOf(level, name);
    await expect(item).toBeVisible();
    await item.click();
    const next = path[level + 1];
    if (next !== undefined) {
      await expect(item).toHaveClass(/ant-cascader-menu-item-active/);
      await expect(itemOf(level + 1, next)).toBeVisible();
    }
  }
  await expect(page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
}

/** Types a date and time into an antd DatePicker with showTime, and confirms it. */
export async function pickDateTime(page: Page, picker: Locator, text: string): Promise<void> {
  await picker.click();
  await picker.fill(text);
  await picker.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(picker).toHaveValue(text);
}

const CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid 统一社会信用代码 no earlier run has used (a company in 无锡, by its first eight). */
export function freshCreditCode(): string {
  let body = '91320200';
  while (body.length < 17) body += CODE_CHARACTERS[randomInt(CODE_CHARACTERS.length)];
  return `${body}${creditCodeCheckCharacter(body)}`;
}
