import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * The public pages' chunk (their shell and the home page), fetched with index.html rather
 * than after the entry has run and the router has asked for it: nearly every first visit is
 * to a public page (home, a lot, a bulletin), and otherwise the chunk's download waits for
 * the entry's parsing and running (about half a second on a slow machine).
 */
function preloadPublicChunk(): Plugin {
  return {
    name: 'lyp-preload-public-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'public',
        );
        if (chunk?.type !== 'chunk') throw new Error('构建产物中缺少 public 分组');
        const base = process.env.VITE_BASE_PATH ?? '/';
        return [
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${css}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * Two of antd's imports that cost every first visit code it never runs:
 * - its tooltip UniqueProvider, which ConfigProvider wraps the page in only when
 *   `tooltip.unique` is set (never here): with @rc-component/trigger's popup code, some 7 KB;
 * - the colour presets' module, whose one helper (`isBright`) the button and tag styles use,
 *   and whose Collapse (4 KB) came with it: src/app/antd/color-is-bright.ts stands in.
 */
function withoutUnusedAntdCode(): Plugin {
  const unusedProvider = '\0lyp-unused-tooltip-unique-provider';
  const antdFile = (importer: string | undefined, file: RegExp) =>
    importer !== undefined && file.test(importer.replaceAll('\\', '/'));
  return {
    name: 'lyp-without-unused-antd-code',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip/UniqueProvider' &&
        antdFile(importer, /\/antd\/es\/config-provider\/index\.js$/)
      )
        return unusedProvider;
      if (
        source === '../../color-picker/components/ColorPresets' &&
        antdFile(importer, /\/antd\/es\/(button|tag)\/style\/[^/]+\.js$/)
      )
        return fileURLToPath(new URL('./src/app/antd/color-is-bright.ts', import.meta.url));
      return null;
    },
    load(id) {
      if (id !== unusedProvider) return null;
      return "export default function UniqueProvider() { throw new Error('未启用 antd 的 tooltip.unique'); }";
    },
  };
}

/**
 * `vite build --ssr src/ssr/render-page.tsx`: the server's drawing of the public pages, one
 * module tree for Node with every package bundled in (antd's deep imports are not all valid
 * Node ESM, and the server must use the same React as the page code).
 */
const SSR_BUILD = {
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [react()],
  ssr: { noExternal: true },
  // Bundled packages read NODE_ENV at run time in Node: React and antd must run as in production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
} satisfies UserConfig;

const BROWSER_BUILD = {
  // Served somewhere other than the root? Build with VITE_BASE_PATH=/path/ (router and links follow).
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [react(), preloadPublicChunk(), withoutUnusedAntdCode()],
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
            // antd's providers and core (its theme, style engine and config), which the home page
            // and the public header do without (light buttons): loaded with the first page that
            // uses antd, whichever it is.
            { name: 'antd', test: /\/apps\/web\/src\/app\/antd\/antd-scope/ },
            {
              name: 'public',
              // The home page's own files by name: a prefix would pull in any later "home-…" helper
              // (a breadcrumb once added 36 KB of antd to every first visit).
              test: /\/apps\/web\/src\/(app\/routes\/public-shell|components\/layout\/(public-|brand)|features\/marketplace\/components\/(home-(page|sections|banners)|lot-card|lot-countdown))/,
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
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? SSR_BUILD : BROWSER_BUILD));
