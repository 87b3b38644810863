import { expect, type Browser, type Page, type WebSocket } from '@playwright/test';
import { DEMO_PASSWORD } from './auction-setup';
import { signIn } from './helpers';

/** The server's answer to the live channel's sign-in, for a signed-in user. */
const SIGNED_IN_FRAME = /"type":"auth","userId":\d+/;

/**
 * Opens a page of the product and waits until its live channel is signed in: from then on,
 * what happens to the user's deposits, orders and messages reaches the page by itself. Acting
 * before that (an auditor approving in the same second) tests a page still loading.
 */
export async function gotoSignedInLive(page: Page, path: string): Promise<void> {
  let signedIn = false;
  const listen = (socket: WebSocket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && SIGNED_IN_FRAME.test(payload)) signedIn = true;
    });
  page.on('websocket', listen);
  try {
    await page.goto(path);
    await expect.poll(() => signedIn, { message: '实时通道未登录' }).toBe(true);
  } finally {
    page.off('websocket', listen);
  }
}

/** A bidder signed in in a browser of their own, on the lot's page, hearing it live. */
export async function bidderPage(browser: Browser, phone: string, lotId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await gotoSignedInLive(page, `/morebid/auction?id=${lotId}`);
  await expect(page.getByText('实时更新中')).toBeVisible();
  return page;
}
