import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One server per data directory. A PID file rather than an mtime-refreshed lock
 * (proper-lockfile) because a restart right after `kill -9` must succeed at once: a dead
 * owner's PID frees the lock immediately, while a live owner's keeps it.
 *
 * Every step is atomic on POSIX file systems: the lock appears complete (written to a
 * temporary file, then hard-linked into place, which fails if it exists) and a stale lock
 * is claimed by renaming it, which only one contender can do.
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
const MAX_ROUNDS = 20;

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const unique = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const draft = path.join(dataDir, `.${LOCK_FILE}.${unique}`);
  await writeFile(draft, String(process.pid));

  try {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      try {
        await link(draft, lockPath);
        return holdLock(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      // An unreadable or empty lock (not one of ours) counts as stale like a dead owner's.
      const owner = await readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isLiveNodeProcess(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      await removeIfStillOwnedBy(lockPath, owner, path.join(dataDir, `.${LOCK_FILE}.stale.${unique}`));
    }
    throw new Error(`无法获取数据目录锁：${lockPath}`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}

/** Removes the lock only if it still names the dead owner we judged; puts back anything else. */
async function removeIfStillOwnedBy(
  lockPath: string,
  deadOwner: number | undefined,
  claimPath: string,
): Promise<void> {
  try {
    await rename(lockPath, claimPath);
  } catch {
    return; // another contender claimed it first
  }
  if ((await readOwner(claimPath)) !== deadOwner) {
    // We moved a live lock that replaced the stale one in the meantime: restore it.
    await link(claimPath, lockPath).catch(() => {});
  }
  await unlink(claimPath).catch(() => {});
}

function holdLock(lockPath: string): DataDirLock {
  const releaseOnExit = () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', releaseOnExit);
  return {
    release: async () => {
      process.removeListener('exit', releaseOnExit);
      if ((await readOwner(lockPath)) === process.pid) await unlink(lockPath).catch(() => {});
    },
  };
}

async function readOwner(lockPath: string): Promise<number | undefined> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
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
