import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * One server per data directory. A PID file rather than an mtime-refreshed lock
 * (proper-lockfile) because a restart right after `kill -9` must succeed at once: a dead
 * owner's PID frees the lock immediately, while a live owner's keeps it.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `数据目录 ${dataDir} 正被另一个服务进程（PID ${ownerPid}）使用。` +
        '请先停止该进程，或用 DATA_DIR 指定另一个目录。',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const LOCK_FILE = 'server.pid';

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx', 0o644);
      await handle.writeFile(String(process.pid));
      await handle.close();
      const releaseOnExit = () => releaseSync(lockPath);
      process.once('exit', releaseOnExit);
      return {
        release: async () => {
          process.removeListener('exit', releaseOnExit);
          if ((await readOwner(lockPath)) === process.pid) await unlink(lockPath).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isLiveNodeProcess(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // The owner is gone (crashed or killed): the lock is stale.
      await unlink(lockPath).catch(() => {});
    }
  }
  throw new Error(`无法获取数据目录锁：${lockPath}`);
}

async function readOwner(lockPath: string): Promise<number | undefined> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function releaseSync(lockPath: string): void {
  try {
    if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
  } catch {
    // Already gone.
  }
}

function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A recycled PID belonging to something else does not hold our lock.
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(commandLine);
  } catch {
    return true; // No /proc (macOS): trust the PID.
  }
}
