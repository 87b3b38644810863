import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { countKnownMigrations } from '../db/migration-journal';
import { DUMP_NAME, readManifest, verifyBackup, type BackupManifest } from './backup-manifest';
import { withPasswordFile } from './password-file';
import { clientMajorVersion } from './pg-dump-backup';
import { handClusterToPostgresUser } from './postgres-owner';

const execFileAsync = promisify(execFile);
/** Where a restore assembles the data directory; left behind only by a restore that was killed. */
const STAGING = '.restoring';

/**
 * Puts a backup back into an empty data directory (and, for a pg_dump backup, into the empty
 * database DATABASE_URL names). Nothing is written before every file has passed its SHA-256
 * check; the data directory is assembled in a hidden folder inside it (the same file system even
 * when DATA_DIR is a mount point) and moved into place at the end.
 */
export async function restoreBackup(
  config: AppConfig,
  backupDir: string,
  report: (line: string) => void,
): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  await checkFits(config, manifest);
  report(`正在校验备份中 ${manifest.files.length} 个文件的 SHA-256…`);
  await verifyBackup(backupDir, manifest);
  report('校验通过');

  await assertEmptyDirectory(config.dataDir);
  const lock = await acquireDataDirLock(config.dataDir);
  const staging = path.join(config.dataDir, STAGING);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
    if (manifest.kind === 'pg_dump' && config.databaseUrl) {
      report('正在用 pg_restore 导入数据库…');
      await restoreDump(config.databaseUrl, path.join(backupDir, DUMP_NAME));
    }
    report('正在放回数据库目录、文件与密钥…');
    await placeFiles(backupDir, staging, manifest);
    if (manifest.kind === 'embedded') await handClusterToPostgresUser(path.join(staging, 'postgres'));
    for (const entry of await readdir(staging))
      await rename(path.join(staging, entry), path.join(config.dataDir, entry));
    await rm(staging, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await lock.release();
  }
  return manifest;
}

async function checkFits(config: AppConfig, manifest: BackupManifest): Promise<void> {
  if (manifest.kind === 'embedded' && config.databaseUrl)
    throw new Error(
      '这是嵌入式数据库的备份：恢复时请不要设置 DATABASE_URL，它会恢复到 DATA_DIR 下的嵌入式数据库',
    );
  if (manifest.kind === 'pg_dump' && !config.databaseUrl)
    throw new Error('这是外部数据库（pg_dump）的备份：请用 DATABASE_URL 指定一个空数据库来恢复');
  const known = await countKnownMigrations();
  if (manifest.app.migrations > known)
    throw new Error(
      `备份来自更新的版本（${manifest.app.migrations} 个数据库迁移，本程序只认识 ${known} 个）：请先升级程序再恢复`,
    );
}

async function assertEmptyDirectory(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // Only the remains of a killed restore: nothing of them was in place yet.
  if (entries.length === 1 && entries[0] === STAGING) return;
  if (entries.length > 0)
    throw new Error(`数据目录 ${dataDir} 不是空目录：恢复只写入空目录，请指定新的 DATA_DIR 或先移走原有数据`);
}

/** Every entry but the dump goes back to its own path under the data directory. */
async function placeFiles(backupDir: string, target: string, manifest: BackupManifest): Promise<void> {
  for (const directory of manifest.directories)
    await mkdir(path.join(target, directory), { recursive: true, mode: 0o700 });
  for (const file of manifest.files) {
    if (file.path === DUMP_NAME) continue;
    const destination = path.join(target, file.path);
    await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
    await copyFile(path.join(backupDir, file.path), destination);
  }
}

async function restoreDump(databaseUrl: string, dumpFile: string): Promise<void> {
  await clientMajorVersion('pg_restore');
  await assertEmptyDatabase(databaseUrl);
  // One transaction: a failure leaves the database as empty as it was.
  await withPasswordFile(databaseUrl, (url) =>
    execFileAsync(
      'pg_restore',
      ['--dbname', url, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dumpFile],
      { maxBuffer: 10 * 1024 * 1024 },
    ),
  ).catch((error: Error & { stderr?: string }) => {
    throw new Error(`pg_restore 导入失败：${error.stderr?.trim() || error.message}`);
  });
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if (Number(result.rows[0]?.count ?? 0) > 0)
      throw new Error('DATABASE_URL 指向的数据库不是空库：恢复只导入空数据库，请新建一个数据库');
  } finally {
    await client.end();
  }
}
