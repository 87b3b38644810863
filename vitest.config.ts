import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Component test files that need module state of their own: they mock modules (vi.mock), or what
 * they render keeps state at module level (antd's static feedback API, upload and menu caches)
 * that another file's tests would have changed.
 */
const ISOLATED_COMPONENT_TESTS = [
  'src/lib/feedback.test.tsx',
  'src/components/back-office/image-upload.test.tsx',
  'src/components/back-office/rich-text-editor.test.tsx',
  'src/features/account/components/company-info-card.test.tsx',
  'src/features/account/components/company/company-auth-form.test.tsx',
  'src/features/system/menus/components/*.test.tsx',
  'src/features/system/roles/components/*.test.tsx',
];

const componentTests = {
  root: './apps/web',
  include: ['src/**/*.test.tsx'],
  environment: 'jsdom' as const,
  setupFiles: ['./test/setup.ts'],
  // A page test types, clicks and waits through antd's portals: seconds of CPU, which a busy
  // two-core machine can stretch past the 5 s default without anything being wrong.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on these two-core
    // machines. The API files mostly wait on PostgreSQL, timers and child servers, so a third
    // worker overlaps those waits with the CPU-bound web files.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Pure logic (money, dates, stores, the API client, build scripts): Node, no set-up, so a
        // file pays nothing for React, antd or jsdom. A file that needs a document says
        // `// @vitest-environment jsdom` at its top.
        test: {
          name: 'web-logic',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components and hooks, rendered in jsdom with antd's missing browser parts stubbed. The
        // files of a worker share one module graph, so React and antd load once per worker, not
        // once per file (the web suite in 137 s instead of 290 s).
        plugins: [react()],
        test: { ...componentTests, name: 'web', exclude: ISOLATED_COMPONENT_TESTS, isolate: false },
      },
      {
        // The component files that mock modules or keep module state, each in a fresh graph.
        plugins: [react()],
        test: { ...componentTests, name: 'web-isolated', include: ISOLATED_COMPONENT_TESTS },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // Each file builds its own app on its own database, and none mocks modules or leaves
          // globals changed; sharing a worker's module graph across files spares re-importing
          // the server for every file (315 s of a 14-minute run, down to 16 s).
          isolate: false,
          // Real PostgreSQL and argon2 hashing: generous, but a hang still fails.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
