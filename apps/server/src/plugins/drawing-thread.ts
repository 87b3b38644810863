import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DrawingAnswer, DrawingRequest, DrawingWorkerData } from './page-drawing-worker';

/**
 * The drawing thread. The production build (npm run build:server) has the worker's
 * JavaScript beside this module's; from the sources (npm start, tests) it is started through
 * tsx as the server itself is, running the TypeScript of page-drawing-worker.ts.
 */
function startDrawingThread(data: DrawingWorkerData): Worker {
  const built = new URL(import.meta.url).pathname.endsWith('.js');
  const entry = new URL(built ? './page-drawing-worker.js' : './page-drawing-worker.ts', import.meta.url);
  const worker = built
    ? new Worker(entry, { workerData: data })
    : new Worker(typeScriptBootstrap(entry.href), { eval: true, workerData: data });
  // It must not keep a stopping server alive.
  worker.unref();
  return worker;
}

/**
 * What `node --import tsx` sets up in the main thread (it does not in a worker's):
 * TypeScript for both module systems, since the drawing's own modules are plain ESM.
 */
const typeScriptBootstrap = (entry: string) =>
  `Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')])
    .then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(entry)}); });`;

/**
 * Hands drawings to the drawing thread, starting another if it dies while drawing. One that
 * dies before it is ready (a broken build) is not started again: each start costs a second
 * or two of CPU, and the browser draws the pages itself meanwhile.
 */
export function createDrawingThreadClient(data: DrawingWorkerData, log: FastifyBaseLogger) {
  let worker: Worker | undefined;
  let unavailable: string | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: DrawingAnswer) => void>();
  const abandonAll = (reason: string) => {
    for (const [id, settle] of pending) settle({ id, error: reason });
    pending.clear();
  };
  const start = () => {
    const started = startDrawingThread(data);
    let ready = false;
    started.on('message', (answer: DrawingAnswer | 'ready') => {
      if (answer === 'ready') {
        ready = true;
        return;
      }
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
    });
    started.on('error', (error) => log.error({ err: error }, '页面绘制线程出错'));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      if (!ready) unavailable ??= '页面绘制线程未能启动，改由浏览器绘制页面';
      abandonAll('页面绘制线程已退出');
    });
    return started;
  };
  // Started now: loading the drawing takes a second or two, which no first visitor should wait for.
  worker = start();
  return {
    draw(url: string, apiOrigin: string): Promise<DrawingAnswer> {
      const id = (nextId += 1);
      if (unavailable) return Promise.resolve({ id, error: unavailable });
      worker ??= start();
      const thread = worker;
      const request: DrawingRequest = { id, url, apiOrigin };
      return new Promise((resolve) => {
        pending.set(id, resolve);
        thread.postMessage(request);
      });
    },
    async stop() {
      unavailable = '服务正在停止';
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
