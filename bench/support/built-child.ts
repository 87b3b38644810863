import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBundleDir, bundleServerEntries, bundleServerSupport } from '../../scripts/server-bundle';

const builds = new Map<string, Promise<unknown>>();

/**
 * The benchmarks measure the production build: the file whose server a benchmark starts is
 * bundled as the server is (plain JavaScript in apps/server/dist/bench, beside the worker
 * threads and migrations it starts, where `npm run build` does not wipe it) and run by plain `node`, with no TypeScript tooling.
 * BENCH_PROFILE=<dir> writes the child's CPU profile there.
 */
export async function forkBuilt(benchUrl: string, args: string[]): Promise<ChildProcess> {
  const source = fileURLToPath(benchUrl);
  const name = `bench-${path.basename(source, '.ts').replace(/\W+/g, '-')}`;
  // Built once per run, however many children start from it at once.
  let built = builds.get(name);
  if (!built) {
    built = Promise.all([
      bundleServerEntries({ [name]: source }, benchBundleDir),
      bundleServerSupport(benchBundleDir),
    ]);
    builds.set(name, built);
  }
  await built;
  return fork(path.join(benchBundleDir, `${name}.js`), args, {
    execArgv: [
      '--enable-source-maps',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    stdio: 'inherit',
  });
}
