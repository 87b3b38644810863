/**
 * The production build of the server: plain JavaScript that `node` runs without TypeScript
 * tooling (npm run start:prod), in apps/server/dist/bin (see server-bundle.ts).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  bundleServerEntries,
  bundleServerSupport,
  repoRoot,
  serverBundleDir,
  serverSrc,
} from './server-bundle';

async function buildServer(): Promise<void> {
  const started = performance.now();
  await rm(serverBundleDir, { recursive: true, force: true });
  await bundleServerEntries({
    server: path.join(serverSrc, 'server.ts'),
    // The operator's commands, runnable beside the server without TypeScript tooling too.
    backup: path.join(serverSrc, 'bin/backup.ts'),
    restore: path.join(serverSrc, 'bin/restore.ts'),
  });
  await bundleServerSupport();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`服务端已构建到 ${path.relative(repoRoot, serverBundleDir)}（${seconds} 秒）`);
}

await buildServer();
