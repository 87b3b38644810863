import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DrawingAnswer, DrawingRequest, DrawingWorkerData } from './page-drawing-worker';

/**
 * The drawing thread, started through tsx as the server itself is (npm start), so it runs
 * the TypeScript of page-drawing-worker.ts beside this file.
 */
function startDrawingThread(data: DrawingWorkerData): Worker {
  const entry = new URL('./page-drawing-worker.ts', import.meta.url).href;
  // What `node --import tsx` sets up in the main thread (it does not in a worker's):
  // TypeScript for both module systems, since the drawing's own modules are plain ESM.
  const bootstrap = `Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')])
    .then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  // It must not keep a stopping server alive.
  worker.unref();
  return worker;
}

/** Hands drawings to the drawing thread, starting it again if it dies. */
export function createDrawingThreadClient(data: DrawingWorkerData, log: FastifyBaseLogger) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: DrawingAnswer) => void>();
  const abandonAll = (reason: string) => {
    for (const [id, settle] of pending) settle({ id, error: reason });
    pending.clear();
  };
  const start = () => {
    const started = startDrawingThread(data);
    started.on('message', (answer: DrawingAnswer | 'ready') => {
      if (answer === 'ready') return;
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
    });
    started.on('error', (error) => log.error({ err: error }, '页面绘制线程出错'));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      abandonAll('页面绘制线程已退出');
    });
    return started;
  };
  // Started now: loading the drawing takes a second or two, which no first visitor should wait for.
  worker = start();
  return {
    draw(url: string, apiOrigin: string): Promise<DrawingAnswer> {
      worker ??= start();
      const id = (nextId += 1);
      const request: DrawingRequest = { id, url, apiOrigin };
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker!.postMessage(request);
      });
    },
    async stop() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
