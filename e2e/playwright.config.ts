import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { E2E_BASE_URL, E2E_SLOWDOWN } from './support/settings';

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000 * E2E_SLOWDOWN,
  expect: { timeout: 10_000 * E2E_SLOWDOWN },
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The app then turns antd's motion off: clicks never land on a dialog still zooming in.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH,
    // Recording a trace made the journeys about 45 % slower on two cores (DOM snapshots and a
    // screencast of every step), and CI's traces are never opened: E2E_TRACE=1 turns it on.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // The phone's own journeys (phone-*.spec.ts) run in the phone project alone.
      testIgnore: ['phone-*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      name: 'phone',
      // Every screen photographed and checked at phone size, and the phone's own journeys; the
      // other journeys and the guard do not depend on the viewport, so they run once, at desktop size.
      testMatch: ['screens-*.spec.ts', 'phone-*.spec.ts'],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx support/serve.ts',
    url: `${E2E_BASE_URL}/lyp/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Let the server stop its PostgreSQL; the default is an immediate SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
