import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { createSheetWriter } from './workbook-writer';
import type { WorkbookAnswer, WorkbookOrder } from './workbook-thread';

/**
 * The workbook thread: writes the sheets of exports the main thread feeds it rows for, and
 * hands the file's bytes back as they are made. Several exports may be under way at once.
 */
const port = parentPort!;

/** How much lower than the server's this thread runs: given the choice, a core goes to bids. */
const BACKGROUND_NICENESS = 10;

/**
 * On Linux a thread has a niceness of its own, set through its thread id: the export then
 * takes only the CPU that bids and pages leave. Elsewhere it keeps the process's priority.
 */
function runInBackground() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, BACKGROUND_NICENESS);
  } catch {
    // No /proc/thread-self, or not allowed: the thread still keeps bids off the main thread.
  }
}
runInBackground();
const writers = new Map<number, ReturnType<typeof createSheetWriter>>();
const answer = (message: WorkbookAnswer) => port.postMessage(message);

function outputOf(id: number): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      answer({ id, kind: 'bytes', bytes: chunk });
      done();
    },
  });
}

async function handle(order: WorkbookOrder): Promise<void> {
  const { id } = order;
  try {
    if (order.kind === 'start') {
      writers.set(id, createSheetWriter(order.sheetName, order.columns, outputOf(id)));
    } else if (order.kind === 'rows') {
      writers.get(id)?.addRows(order.rows);
    } else if (order.kind === 'end') {
      const writer = writers.get(id);
      writers.delete(id);
      await writer?.finish();
      answer({ id, kind: 'done' });
      return;
    } else {
      writers.delete(id);
      return;
    }
    answer({ id, kind: 'ready' });
  } catch (error) {
    writers.delete(id);
    answer({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

// One order at a time, in arrival order: a sheet's rows must be written in the order sent.
let queue = Promise.resolve();
port.on('message', (order: WorkbookOrder) => {
  queue = queue.then(() => handle(order));
});
