import type { Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';
import type { WorkbookColumn } from './workbook-writer';

/** What the main thread sends the workbook thread, per export (`id`). */
export type WorkbookOrder =
  | { id: number; kind: 'start'; sheetName: string; columns: WorkbookColumn[] }
  | { id: number; kind: 'rows'; rows: unknown[][] }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'abandon' };

/** What it answers: each order but the last is acknowledged (`ready`), bytes come as made. */
export type WorkbookAnswer =
  | { id: number; kind: 'ready' }
  | { id: number; kind: 'bytes'; bytes: Uint8Array }
  | { id: number; kind: 'done' }
  | { id: number; kind: 'failed'; message: string };

/** Rows are handed over a page at a time; the next page is read once the thread has taken this one. */
const ROWS_PER_ORDER = 500;
/** An idle thread is stopped: exports are rare, and exceljs holds tens of megabytes. */
const IDLE_STOP_MS = 10_000;

interface Thread {
  worker: Worker;
  exports: Map<number, (answer: WorkbookAnswer) => void>;
}

let thread: Thread | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let lastId = 0;

function startThread(): Thread {
  const started: Thread = { worker: startWorker('workbook-worker', import.meta.url), exports: new Map() };
  started.worker.on('message', (answer: WorkbookAnswer) => started.exports.get(answer.id)?.(answer));
  const failAll = (message: string) => {
    if (thread === started) thread = undefined;
    for (const [id, handle] of started.exports) handle({ id, kind: 'failed', message });
  };
  started.worker.on('error', (error) => failAll(`导出线程出错：${error.message}`));
  started.worker.on('exit', () => failAll('导出线程已退出'));
  return started;
}

function threadForExport(): Thread {
  clearTimeout(idleTimer);
  return (thread ??= startThread());
}

function releaseIfIdle(used: Thread) {
  if (used !== thread || used.exports.size > 0) return;
  idleTimer = setTimeout(() => {
    if (thread === used && used.exports.size === 0) {
      thread = undefined;
      void used.worker.terminate();
    }
  }, IDLE_STOP_MS);
  idleTimer.unref();
}

/**
 * Writes a sheet in the workbook thread from rows read here (the database stays with the main
 * thread), into `output` as its bytes are made; ends `output` when the file is complete.
 * Rejects, leaving `output` open, if reading the rows or writing the file fails.
 */
export async function writeWorkbookInThread(
  spec: {
    sheetName: string;
    columns: WorkbookColumn[];
    rows: Iterable<unknown[]> | AsyncIterable<unknown[]>;
  },
  output: Writable,
): Promise<void> {
  const used = threadForExport();
  const id = (lastId += 1);
  let failure: Error | undefined;
  let waiting: { resolve(): void; reject(error: Error): void } | undefined;
  used.exports.set(id, (answer) => {
    if (answer.kind === 'bytes') {
      output.write(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    } else if (answer.kind === 'failed') {
      failure = new Error(answer.message);
      waiting?.reject(failure);
    } else {
      waiting?.resolve();
    }
  });
  const send = (order: WorkbookOrder) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting = { resolve, reject };
      used.worker.postMessage(order);
    });

  try {
    await send({ id, kind: 'start', sheetName: spec.sheetName, columns: spec.columns });
    let page: unknown[][] = [];
    for await (const row of spec.rows) {
      page.push(row);
      if (page.length < ROWS_PER_ORDER) continue;
      await send({ id, kind: 'rows', rows: page });
      page = [];
    }
    if (page.length > 0) await send({ id, kind: 'rows', rows: page });
    await send({ id, kind: 'end' });
    output.end();
  } catch (error) {
    if (!failure) used.worker.postMessage({ id, kind: 'abandon' } satisfies WorkbookOrder);
    throw error;
  } finally {
    used.exports.delete(id);
    releaseIfIdle(used);
  }
}
