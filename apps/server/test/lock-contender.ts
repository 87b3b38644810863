/**
 * One contender for the data-directory lock, run as its own process by data-dir-lock.test.ts.
 * Says "ready", waits for the go file (so all contenders try at the same moment however long
 * their start-up took), says "acquired" or "locked <pid>", and holds the lock until the done
 * file appears.
 */
import { existsSync } from 'node:fs';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/data-dir-lock';

const [dataDir, goFile, doneFile] = process.argv.slice(2);
if (!dataDir || !goFile || !doneFile) throw new Error('usage: lock-contender <dataDir> <goFile> <doneFile>');

const waitFor = async (file: string) => {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 2));
};

process.stdout.write('ready\n');
await waitFor(goFile);
try {
  const lock = await acquireDataDirLock(dataDir);
  process.stdout.write('acquired\n');
  await waitFor(doneFile);
  await lock.release();
} catch (error) {
  process.stdout.write(
    error instanceof DataDirLockedError ? `locked ${error.ownerPid ?? '?'}\n` : `error ${String(error)}\n`,
  );
}
