import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const CONTENDER = fileURLToPath(new URL('../../test/lock-contender.ts', import.meta.url));
const run = promisify(execFile);

describe('the data-directory lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the same directory with a clear Chinese message naming the owner', async () => {
    // Another live Node process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dataDir, 'server.pid'), String(other.pid));
      const attempt = acquireDataDirLock(dataDir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(`正被另一个服务进程（PID ${other.pid}）使用`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dataDir, 'server.pid'), String(dead.pid));

    const lock = await acquireDataDirLock(dataDir);
    expect(await readFile(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('frees the directory on release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
    const again = await acquireDataDirLock(dataDir);
    await again.release();
  });

  it('goes to exactly one of several servers starting at once, with or without a stale lock left behind', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    for (const staleLockFirst of [true, false, true, false]) {
      if (staleLockFirst) await writeFile(path.join(dataDir, 'server.pid'), String(dead.pid));
      const startAt = String(Date.now() + 1500);
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () =>
          run(process.execPath, ['--import', 'tsx', CONTENDER, dataDir, startAt, '1000']).then(({ stdout }) =>
            stdout.trim(),
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['acquired', 'locked', 'locked', 'locked']);
    }
  }, 60_000);
});
