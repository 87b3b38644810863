import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
        // Components and hooks, rendered in jsdom with antd's missing browser parts stubbed.
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // Still a fresh module graph and jsdom per file, in a worker thread rather than a new
          // process: measured 12 % less CPU for this project (579 → 512 s), every file passing.
          // (isolate: false saves far more, but files then see each other's stores and settings.)
          pool: 'threads',
          // A page test types, clicks and waits through antd's portals: seconds of CPU, which a
          // busy two-core machine can stretch past the 5 s default without anything being wrong.
          testTimeout: 20_000,
        },
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
