import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Served somewhere other than the root? Build with VITE_BASE_PATH=/path/ (router and links follow).
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [react()],
  server: {
    // `npm run dev -w @lyp/web` talks to the API of a running `npm start`.
    proxy: { '/lyp/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest lets scripts/route-sizes.ts measure each route's initial JS.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The session, the API client and the stores are what every page needs first. Left to
        // itself, the bundler cuts them (and the antd parts they pull in) into a dozen small
        // chunks shared by the entry and the lazy pages, each compressed on its own: one chunk
        // for them makes every route's first load smaller (the home page 251.9 → 244.7 KB gzip).
        codeSplitting: {
          groups: [
            {
              name: 'session',
              test: /\/apps\/web\/src\/(stores\/|lib\/(api-c|cipher|storage|navigation|query-client|feedback|side-menu|progress|http-status))|\/features\/account\/(api\/profile|session)|\/node_modules\/(zustand|@noble)\//,
            },
          ],
        },
      },
    },
  },
});
