import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running `<name>.js` or `<name>.ts` beside the module at `besideUrl`. The
 * production build (npm run build:server) puts each worker's JavaScript beside the server's;
 * from the sources (npm start, tests) the TypeScript is started through tsx as the server is.
 * Unreferenced: a worker must not keep a stopping server alive.
 */
export function startWorker(name: string, besideUrl: string, options: WorkerOptions = {}): Worker {
  const built = new URL(besideUrl).pathname.endsWith('.js');
  const entry = new URL(`./${name}.${built ? 'js' : 'ts'}`, besideUrl);
  const worker = built
    ? new Worker(entry, options)
    : new Worker(typeScriptBootstrap(entry.href), { ...options, eval: true });
  worker.unref();
  return worker;
}

/**
 * What `node --import tsx` sets up in the main thread (it does not in a worker's):
 * TypeScript for both module systems, since some of a worker's modules are plain ESM.
 */
const typeScriptBootstrap = (entry: string) =>
  `Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')])
    .then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(entry)}); });`;
