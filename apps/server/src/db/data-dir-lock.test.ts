import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, acquirePidFileLock, DataDirLockedError } from './data-dir-lock';

const CONTENDER = fileURLToPath(new URL('../../test/lock-contender.ts', import.meta.url));

interface Contender {
  child: ChildProcess;
  lines: string[];
  exited: Promise<void>;
}

function startContender(dataDir: string, goFile: string, doneFile: string): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, dataDir, goFile, doneFile]);
  const lines: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { child, lines, exited: new Promise((resolve) => child.once('exit', () => resolve())) };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the data-directory lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** Contenders that all try at the same moment; resolves with what each got. */
  async function race(
    count: number,
  ): Promise<{ outcomes: string[]; finish(): Promise<void>; contenders: Contender[] }> {
    const goFile = path.join(dataDir, `go-${Date.now()}`);
    const doneFile = `${goFile}-done`;
    const contenders = Array.from({ length: count }, () => startContender(dataDir, goFile, doneFile));
    await until(
      () => contenders.every((contender) => contender.lines.includes('ready')),
      'contenders to start',
    );
    await writeFile(goFile, '');
    await until(() => contenders.every((contender) => contender.lines.length >= 2), 'contenders to decide');
    return {
      contenders,
      outcomes: contenders.map((contender) => contender.lines[1]!.split(' ')[0]!),
      finish: async () => {
        await writeFile(doneFile, '');
        await Promise.all(contenders.map((contender) => contender.exited));
      },
    };
  }

  it('goes to exactly one of several servers starting at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { outcomes, finish } = await race(4);
      expect(outcomes.sort()).toEqual(['acquired', 'locked', 'locked', 'locked']);
      await finish();
    }
  }, 60_000);

  it('refuses a second server with a clear Chinese message naming the holder', async () => {
    const { contenders, finish } = await race(1);
    try {
      const attempt = acquireDataDirLock(dataDir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(`正被另一个服务进程（PID ${contenders[0]!.child.pid}）使用`);
    } finally {
      await finish();
    }
  }, 30_000);

  it('is free again the moment its holder is killed with -9', async () => {
    const { contenders } = await race(1);
    contenders[0]!.child.kill('SIGKILL');
    await contenders[0]!.exited;
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  }, 30_000);

  it('is free again after release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    await (await acquireDataDirLock(dataDir)).release();
  });
});

describe('the PID-file lock used where abstract sockets do not exist', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-pidlock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses while a live Node process holds it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dataDir, 'server.pid'), String(other.pid));
      await expect(acquirePidFileLock(dataDir)).rejects.toThrow(`PID ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the file of a server that died without releasing it', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dataDir, 'server.pid'), String(dead.pid));
    const lock = await acquirePidFileLock(dataDir);
    expect(await readFile(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});
