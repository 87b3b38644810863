/**
 * One contender for the data-directory lock, run as its own process by data-dir-lock.test.ts:
 * prints "acquired" (and holds the lock a moment) or "locked".
 */
import { acquireDataDirLock, DataDirLockedError } from '../src/db/data-dir-lock';

const [dataDir, startAt = '0', holdMs = '1000'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: lock-contender <dataDir> [startAtEpochMs] [holdMs]');

// All contenders start at the same moment, whatever their process start-up took.
while (Date.now() < Number(startAt)) await new Promise((resolve) => setImmediate(resolve));

try {
  const lock = await acquireDataDirLock(dataDir);
  process.stdout.write('acquired\n');
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
  await lock.release();
} catch (error) {
  process.stdout.write(error instanceof DataDirLockedError ? 'locked\n' : `error ${String(error)}\n`);
}
