import { test as base } from '@playwright/test';

// The rest as Playwright has it: specs import from here alone.
export {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * Playwright's `test`, which also closes every browser context a test opened itself
 * (`browser.newContext()`: a second bidder, an auditor beside the seller). The browser lives as
 * long as the worker, so without this each such context stays open, its live pages ticking
 * and re-rendering, and the CPU they take slows every later test on a two-core machine.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Torn down after Playwright's own fixtures, so traces and screenshots are already saved.
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
