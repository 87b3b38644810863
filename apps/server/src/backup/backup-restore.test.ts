import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedDatabaseUrl,
  readBusinessSnapshot,
  readSettledSnapshot,
  runBackupCommand,
  storedFileSha256,
  type BusinessSnapshot,
} from '../../test/backup-fixtures';
import { freePort } from '../../test/free-port';
import { launchServer, waitForHealthy, type ServerProcess } from '../../test/server-process';
import type { BackupManifest } from './backup-manifest';

describe('backing up a running server with the embedded database and restoring it', () => {
  let workDir: string;
  let dataDir: string;
  let backupDir: string;
  let restoredDir: string;
  const servers: ServerProcess[] = [];
  let before: BusinessSnapshot;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-backup-'));
    dataDir = path.join(workDir, 'data');
    backupDir = path.join(workDir, 'backup');
    restoredDir = path.join(workDir, 'restored');
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await rm(workDir, { recursive: true, force: true });
  });

  it('restores into an empty directory a server that recovers and has every order, document hash, ledger sum and file', async () => {
    const pgPort = await freePort();
    const original = launchServer({ dataDir, port: await freePort(), pgPort }, { LOG_LEVEL: 'warn' });
    servers.push(original);
    await waitForHealthy(original, 90_000);
    const originalUrl = await embeddedDatabaseUrl(dataDir, pgPort);

    before = await readSettledSnapshot(originalUrl);
    // The demo marketplace has closed a lot into an order, issued its documents and kept deposits.
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.documents.length).toBeGreaterThan(0);
    expect(before.ledger.length).toBeGreaterThan(0);

    // Rows committed one by one while the copy runs: the restore must hold an unbroken prefix.
    const writer = await startCountingWriter(originalUrl);
    const backup = await runBackupCommand('backup', ['--out', backupDir], { DATA_DIR: dataDir });
    const writtenBeforeStop = await writer.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('备份完成');
    expect(await readBusinessSnapshot(originalUrl)).toEqual(before);

    original.child.kill('SIGTERM');
    await original.exited;
    await rm(dataDir, { recursive: true, force: true });

    const restore = await runBackupCommand('restore', ['--from', backupDir], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('恢复完成');
    const manifest = JSON.parse(
      await readFile(path.join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const backupBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    console.info(
      `backup ${(backupBytes / 1024 / 1024).toFixed(1)} MB in ${backup.seconds.toFixed(1)} s, ` +
        `restore in ${restore.seconds.toFixed(1)} s`,
    );
    expect(manifest).toMatchObject({ kind: 'embedded', method: 'online-copy' });

    const restoredPgPort = await freePort();
    const restored = launchServer(
      { dataDir: restoredDir, port: await freePort(), pgPort: restoredPgPort },
      // No demo top-up or settlement at start: the restored data must be exactly the backup's.
      { LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' },
    );
    servers.push(restored);
    await waitForHealthy(restored, 90_000);
    const postgresLog = await readFile(path.join(restoredDir, 'postgres/postgresql.log'), 'utf8');
    expect(postgresLog).toContain('completed backup recovery');

    const restoredUrl = await embeddedDatabaseUrl(restoredDir, restoredPgPort);
    expect(await readBusinessSnapshot(restoredUrl)).toEqual(before);
    const counted = await readCountingRows(restoredUrl);
    expect(counted.length).toBeGreaterThanOrEqual(writer.committedBeforeBackup);
    expect(counted).toEqual(Array.from({ length: counted.length }, (_, index) => index + 1));
    expect(counted.length).toBeLessThanOrEqual(writtenBeforeStop);

    for (const document of before.documents)
      expect(await storedFileSha256(restoredDir, document.storage_key)).toBe(document.sha256);
    for (const file of before.files)
      expect(await storedFileSha256(restoredDir, file.storage_key)).toBe(file.sha256);
    const secret = await readFile(path.join(restoredDir, 'app-secret'), 'utf8');
    expect(secret).toBe(await readFile(path.join(backupDir, 'app-secret'), 'utf8'));
  }, 240_000);

  it('refuses to restore into a data directory that already holds data', async () => {
    const restore = await runBackupCommand('restore', ['--from', backupDir], { DATA_DIR: restoredDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('不是空目录');
  }, 60_000);

  it('refuses a backup whose file was changed, naming the file, and writes nothing', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const victim = manifest.files.find((file) => file.path.startsWith('files/'));
    if (!victim) throw new Error('the backup holds no stored files');
    await appendFile(path.join(backupDir, victim.path), 'x');

    const target = path.join(workDir, 'tampered');
    const restore = await runBackupCommand('restore', ['--from', backupDir], { DATA_DIR: target });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(victim.path);
    expect(restore.stderr).toContain('SHA-256');
    expect(await readdir(target).catch(() => [])).toEqual([]);
  }, 60_000);

  it('backs up a stopped server by copying its cluster as it is, and that copy starts with the same data', async () => {
    const restored = servers.at(-1);
    restored?.child.kill('SIGTERM');
    await restored?.exited;

    const offlineBackupDir = path.join(workDir, 'offline-backup');
    const backup = await runBackupCommand('backup', ['--out', offlineBackupDir], { DATA_DIR: restoredDir });
    expect(backup.stderr).toBe('');
    const manifest = JSON.parse(
      await readFile(path.join(offlineBackupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest.method).toBe('offline-copy');

    const secondDir = path.join(workDir, 'second');
    const restore = await runBackupCommand('restore', ['--from', offlineBackupDir], { DATA_DIR: secondDir });
    expect(restore.stderr).toBe('');
    const pgPort = await freePort();
    const second = launchServer(
      { dataDir: secondDir, port: await freePort(), pgPort },
      { LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' },
    );
    servers.push(second);
    await waitForHealthy(second, 90_000);
    expect(await readBusinessSnapshot(await embeddedDatabaseUrl(secondDir, pgPort))).toEqual(before);
  }, 180_000);
});

/** A table the test owns, filled with 1, 2, 3 … one committed insert at a time. */
async function startCountingWriter(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('CREATE TABLE backup_probe (n integer PRIMARY KEY)');
  let next = 1;
  const insertOne = async () => {
    await client.query('INSERT INTO backup_probe VALUES ($1)', [next]);
    next += 1;
  };
  for (let index = 0; index < 20; index += 1) await insertOne();
  const committedBeforeBackup = next - 1;
  let running = true;
  const loop = (async () => {
    while (running) await insertOne();
  })();
  return {
    committedBeforeBackup,
    /** How many rows were committed when the writer stopped: the restore cannot hold more. */
    stop: async () => {
      running = false;
      await loop;
      await client.end();
      return next - 1;
    },
  };
}

async function readCountingRows(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('SELECT n FROM backup_probe ORDER BY n')).rows.map(
      (row) => row.n,
    );
  } finally {
    await client.end();
  }
}
