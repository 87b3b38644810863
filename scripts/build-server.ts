/**
 * The production build of the server: plain JavaScript that `node` runs without TypeScript
 * tooling (npm run start:prod). Our own code (the server and @lyp/shared, which is published
 * as TypeScript) is bundled into apps/server/dist/bin; every other package stays an import
 * from node_modules, so native modules (sharp, argon2, resvg) and the packages that read their
 * own files keep working unchanged.
 *
 * The bundle sits two folders below apps/server, like the sources under src/config, so paths
 * the code works out from its own address (the web build, the migrations beside migrate.ts,
 * the drawing thread beside drawing-thread.ts) resolve the same way.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const outDir = path.join(repoRoot, 'apps/server/dist/bin');

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

async function buildServer(): Promise<void> {
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: path.join(serverSrc, 'server.ts'),
      'page-drawing-worker': path.join(serverSrc, 'plugins/page-drawing-worker.ts'),
      'workbook-worker': path.join(serverSrc, 'lib/workbook-worker.ts'),
      // The operator's commands, runnable beside the server without TypeScript tooling too.
      backup: path.join(serverSrc, 'bin/backup.ts'),
      restore: path.join(serverSrc, 'bin/restore.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces in the logs name our functions, not minified letters.
    minify: false,
    plugins: [installedPackagesStayExternal],
    logLevel: 'warning',
  });
  await cp(path.join(serverSrc, 'db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`服务端已构建到 ${path.relative(repoRoot, outDir)}（${seconds} 秒）`);
}

await buildServer();
