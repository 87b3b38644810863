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
        // Every script is a request, and on the wire each costs its headers (about 1 KB) as well
        // as its bytes; small chunks also compress worse. Left to itself, the bundler cuts the
        // code shared by the entry and the lazy pages into dozens of small chunks. These groups
        // keep the public pages to a few (issue 15, brotli on the wire, with the lighter feedback
        // layer and lot page: home 234.6 → 173.8 KB, a lot's page 441.3 → 263.6 KB):
        // - initial: all that the entry loads before any page (React, the router, the session,
        //   the API client, the stores, the antd core);
        // - public: the public pages' shell and the home page, with all they use beyond that;
        // - lot, listing: a lot's page and the lot list, with what they use beyond that. Back-
        //   office pages that share a component with them load that chunk (it has most of the
        //   parts they use anyway).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'public',
              test: /\/apps\/web\/src\/(app\/routes\/public-shell|components\/layout\/(public-|brand)|features\/marketplace\/components\/(home-|lot-card|lot-countdown))/,
            },
            {
              name: 'lot',
              test: /\/apps\/web\/src\/features\/marketplace\/components\/lot-detail-page/,
            },
            {
              name: 'listing',
              test: /\/apps\/web\/src\/features\/marketplace\/components\/more-bid-page/,
            },
          ],
        },
      },
    },
  },
});
