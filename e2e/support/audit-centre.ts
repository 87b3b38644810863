import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auction-setup';
import { signIn } from './helpers';

/** The demo auditor, signed in in a browser of their own. */
export async function auditorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'auditor', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  return page;
}

/** antd puts a space between the two characters of a two-character button: 通过 reads 通 过. */
export const twoCharacters = (label: string) => new RegExp(`^${label[0]}\\s*${label[1]}$`);

/** Opens a waiting bulletin from 待审核公告 and returns its review drawer. */
export async function openWaitingBulletin(auditor: Page, title: string) {
  await auditor.goto('/personalcenter/noticetodo');
  await expect(auditor).toHaveTitle('待审核公告 - 乐易拍');
  const row = auditor.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: twoCharacters('审核') }).click();
  const drawer = auditor.locator('.ant-drawer').filter({ hasText: `公告详情：${title}` });
  await expect(drawer.getByText('审核记录')).toBeVisible();
  return drawer;
}

/** The auditor approves a waiting bulletin in the browser: it is published at once. */
export async function approveBulletin(auditor: Page, title: string) {
  const drawer = await openWaitingBulletin(auditor, title);
  await drawer.getByRole('button', { name: twoCharacters('通过') }).click();
  const confirm = auditor.locator('.ant-modal').filter({ hasText: `确定通过公告“${title}”吗？` });
  await confirm.getByRole('button', { name: twoCharacters('通过') }).click();
  await expect(auditor.getByText('审核通过，公告已发布')).toBeVisible();
}
