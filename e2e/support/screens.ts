import { expect, type Page } from '@playwright/test';

/** What the screens specs share: the demo's own records, and how a screen is checked and photographed. */

/** A demo lot and the demo company that sells it (apps/server/src/modules/demo). */
export const DEMO_LOT = '重型废钢 HMS1 约 120 吨';
export const DEMO_COMPANY = '江苏华东再生资源有限公司';
/** Every demo bulletin's title carries this, and nothing else's does. */
export const DEMO_BULLETIN = /竞价公告（第\d+期）/;

export const columns = (page: Page, ...names: string[]) =>
  Promise.all(
    names.map((name) => expect(page.getByRole('columnheader', { name, exact: true }).first()).toBeVisible()),
  );

/**
 * A buyer's list: on a desktop its columns; on a phone, where each row is a card headed by its
 * lot (components/back-office/card-list.tsx), the other columns as the first card's labels.
 */
export const cardsOrColumns = (page: Page, project: string, ...names: string[]) =>
  project === 'phone'
    ? Promise.all(
        names
          .filter((name) => name !== '标的')
          .map((name) =>
            expect(
              page.locator('.lyp-card-list__card').first().locator('dt').getByText(name, { exact: true }),
            ).toBeVisible(),
          ),
      )
    : columns(page, ...names);

/** A list's record by its text: its table row or, on a phone, its card. */
export const recordOf = (page: Page, text: string) =>
  page.getByRole('row').or(page.locator('.lyp-card-list__card')).filter({ hasText: text }).first();

/** Fills a list's search field, by its label, and runs the search. */
export async function search(page: Page, label: string, text: string): Promise<void> {
  // By its label, not a column header of the same name (a sortable one carries it as aria-label).
  await page
    .locator('input')
    .and(page.getByLabel(label, { exact: true }))
    .fill(text);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
}

export async function photograph(page: Page, name: string, project: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `test-results/screens/${project}-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
