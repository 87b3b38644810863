import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, runAdminStatement } from '../../test/admin-database';
import {
  readBusinessSnapshot,
  readSettledSnapshot,
  runBackupCommand,
  storedFileSha256,
} from '../../test/backup-fixtures';
import { freePort } from '../../test/free-port';
import { launchServer, waitForHealthy, type ServerProcess } from '../../test/server-process';
import { clientMajorVersion, readServerVersion } from './pg-dump-backup';

describe('backing up a server on an external database', () => {
  const suffix = randomBytes(4).toString('hex');
  const sourceDatabase = `lyp_backup_src_${suffix}`;
  const restoredDatabase = `lyp_backup_dst_${suffix}`;
  let workDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-pgdump-'));
    await runAdminStatement(inject('databaseAdminUrl'), `CREATE DATABASE ${sourceDatabase}`);
    await runAdminStatement(inject('databaseAdminUrl'), `CREATE DATABASE ${restoredDatabase}`);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    for (const database of [sourceDatabase, restoredDatabase])
      await runAdminStatement(inject('databaseAdminUrl'), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await rm(workDir, { recursive: true, force: true });
  });

  it('dumps it with pg_dump and restores it into an empty database, or names the client to install when pg_dump is too old', async () => {
    const sourceUrl = databaseUrl(inject('databaseAdminUrl'), sourceDatabase);
    const dataDir = path.join(workDir, 'data');
    server = launchServer(
      { dataDir, port: await freePort(), pgPort: await freePort() },
      { DATABASE_URL: sourceUrl, LOG_LEVEL: 'warn' },
    );
    await waitForHealthy(server, 90_000);
    const before = await readSettledSnapshot(sourceUrl);
    expect(before.orders.length).toBeGreaterThan(0);

    const backupDir = path.join(workDir, 'backup');
    const backup = await runBackupCommand('backup', ['--out', backupDir], {
      DATA_DIR: dataDir,
      DATABASE_URL: sourceUrl,
    });
    const serverMajor = Number.parseInt(await readServerVersion(sourceUrl), 10);
    if ((await clientMajorVersion('pg_dump')) < serverMajor) {
      // The embedded PostgreSQL of the plain test run is newer than the machine's pg_dump.
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`postgresql-client-${serverMajor}`);
      return;
    }
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    server.child.kill('SIGTERM');
    await server.exited;

    const restoredUrl = databaseUrl(inject('databaseAdminUrl'), restoredDatabase);
    const restoredDir = path.join(workDir, 'restored');
    const restore = await runBackupCommand('restore', ['--from', backupDir], {
      DATA_DIR: restoredDir,
      DATABASE_URL: restoredUrl,
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    console.info(
      `pg_dump backup in ${backup.seconds.toFixed(1)} s, restore in ${restore.seconds.toFixed(1)} s`,
    );

    expect(await readBusinessSnapshot(restoredUrl)).toEqual(before);
    for (const document of before.documents)
      expect(await storedFileSha256(restoredDir, document.storage_key)).toBe(document.sha256);

    // A second restore into the now filled database is refused before anything is written.
    const again = await runBackupCommand('restore', ['--from', backupDir], {
      DATA_DIR: path.join(workDir, 'again'),
      DATABASE_URL: restoredUrl,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('不是空库');
  }, 240_000);
});
