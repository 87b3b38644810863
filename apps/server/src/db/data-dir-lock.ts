import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, realpath, rename, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * One server per data directory.
 *
 * On Linux the lock is a Unix socket in the abstract namespace, named after the directory:
 * binding it is atomic, and the kernel releases it the moment its process ends, `kill -9`
 * included, so a restart after a crash never waits and a stale lock cannot exist. Elsewhere
 * a PID file stands in (see acquirePidFileLock).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid?: number,
  ) {
    super(
      `数据目录 ${dataDir} 正被另一个服务进程（PID ${ownerPid ?? '未知'}）使用。` +
        '请先停止该进程，或用 DATA_DIR 指定另一个目录。',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const canonical = await realpath(dataDir);
  return process.platform === 'linux' ? acquireSocketLock(dataDir, canonical) : acquirePidFileLock(dataDir);
}

async function acquireSocketLock(dataDir: string, canonical: string): Promise<DataDirLock> {
  const name = `\0lyp-data-dir:${createHash('sha256').update(canonical).digest('hex').slice(0, 40)}`;
  // Whoever asks gets our PID, for the message the second server shows.
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, () => resolve());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new DataDirLockedError(dataDir, await askOwner(name));
  }
  server.unref();
  return { release: () => new Promise((resolve) => server.close(() => resolve())) };
}

function askOwner(name: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(name);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(Number.parseInt(answer, 10) || undefined));
    socket.on('error', () => resolve(undefined));
  });
}

const LOCK_FILE = 'server.pid';
const MAX_ROUNDS = 20;

/**
 * The fallback for systems without abstract sockets: a PID file, written completely before
 * it is hard-linked into place (link fails if it exists); a dead owner's file is claimed by
 * renaming it. Three servers racing over a stale file can still, rarely, both win.
 */
export async function acquirePidFileLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const unique = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const draft = path.join(dataDir, `.${LOCK_FILE}.${unique}`);
  await writeFile(draft, String(process.pid));

  try {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      try {
        await link(draft, lockPath);
        return holdPidFile(lockPath);
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

function holdPidFile(lockPath: string): DataDirLock {
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
    return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // No /proc (macOS): trust the PID.
  }
}
