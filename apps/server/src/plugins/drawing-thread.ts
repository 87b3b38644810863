import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { startWorker } from '../lib/start-worker';
import type { DrawingAnswer, DrawingRequest, DrawingWorkerData } from './page-drawing-worker';

/** The drawing thread: page-drawing-worker.ts, or its built JavaScript (see lib/start-worker.ts). */
const startDrawingThread = (data: DrawingWorkerData): Worker =>
  startWorker('page-drawing-worker', import.meta.url, { workerData: data });

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
