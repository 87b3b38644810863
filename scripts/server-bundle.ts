/**
 * How the server's sources become plain JavaScript that `node` runs without TypeScript
 * tooling: shared by the production build (build-server.ts) and the benchmarks, which measure
 * that same build. Our own code (the server and @lyp/shared, which is published as
 * TypeScript) is bundled; every other package stays an import from node_modules, so native
 * modules (sharp, argon2, resvg) and the packages that read their own files keep working.
 *
 * The bundles sit two folders below apps/server, like the sources under src/config, so paths
 * the code works out from its own address (the web build, the migrations beside migrate.ts,
 * the worker threads beside the modules that start them) resolve the same way.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverSrc = path.join(repoRoot, 'apps/server/src');
export const serverBundleDir = path.join(repoRoot, 'apps/server/dist/bin');
/** The benchmarks' own bundles: beside the production build, so `npm run build` cannot wipe them mid-run. */
export const benchBundleDir = path.join(repoRoot, 'apps/server/dist/bench');

/** Packages from node_modules are imported at run time; only our workspaces are bundled. */
const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lyp/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Bundles `entryPoints` (output name → source file) into `outdir` (apps/server/dist/bin). */
export async function bundleServerEntries(
  entryPoints: Record<string, string>,
  outdir = serverBundleDir,
): Promise<void> {
  const options: BuildOptions = {
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces in the logs name our functions, not minified letters.
    minify: false,
    plugins: [installedPackagesStayExternal],
    logLevel: 'warning',
  };
  await build(options);
}

/** What the server starts beside itself: its worker threads' bundles and the migrations. */
export async function bundleServerSupport(outdir = serverBundleDir): Promise<void> {
  await bundleServerEntries(
    {
      'page-drawing-worker': path.join(serverSrc, 'plugins/page-drawing-worker.ts'),
      'workbook-worker': path.join(serverSrc, 'lib/workbook-worker.ts'),
    },
    outdir,
  );
  await cp(path.join(serverSrc, 'db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}
