import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../db/data-dir-lock';
import { countKnownMigrations } from '../db/migration-journal';
import { writeManifest, type BackupManifest, type ManifestFile } from './backup-manifest';
import { copyEmbeddedCluster } from './embedded-backup';
import { copyFileHashed, copyTree } from './hashed-copy';
import { dumpExternalDatabase } from './pg-dump-backup';

/** Kept beside the data: app-secret keys stored hashes; postgres-password opens the embedded cluster. */
const SECRET_FILES = ['app-secret', 'postgres-password'];

export interface BackupSummary {
  manifest: BackupManifest;
  totalBytes: number;
}

/**
 * The database first, the stored files after it: every file a row in the database snapshot
 * names was written before that row committed, so it is in the copy too (files uploaded later
 * are extra, never missing). The manifest is written last.
 */
export async function createBackup(
  config: AppConfig,
  outDir: string,
  report: (line: string) => void,
): Promise<BackupSummary> {
  // Held when no server runs, so none starts on this directory halfway through the copy.
  const lock = await tryLockDataDir(config);
  await prepareEmptyDirectory(outDir).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  try {
    const manifest = await writeBackup(config, outDir, { holdsDataDirLock: Boolean(lock), report });
    await writeManifest(outDir, manifest);
    return { manifest, totalBytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0) };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await lock?.release();
  }
}

async function writeBackup(
  config: AppConfig,
  outDir: string,
  options: { holdsDataDirLock: boolean; report: (line: string) => void },
): Promise<BackupManifest> {
  const { report } = options;
  const files: ManifestFile[] = [];
  const directories: string[] = [];
  let head: Pick<BackupManifest, 'kind' | 'method' | 'database'>;

  if (config.databaseUrl) {
    report('正在用 pg_dump 导出外部数据库…');
    const dump = await dumpExternalDatabase(config.databaseUrl, outDir);
    files.push(dump.file);
    head = { kind: 'pg_dump', method: 'pg_dump', database: { serverVersion: dump.serverVersion } };
  } else {
    report('正在复制嵌入式数据库…');
    const cluster = await copyEmbeddedCluster(config.dataDir, outDir, options);
    files.push(...cluster.files);
    directories.push(...cluster.directories);
    head = { kind: 'embedded', method: cluster.method, database: { serverVersion: cluster.serverVersion } };
  }
  report(`数据库已备份：${files.length} 个文件`);

  if (existsSync(config.uploads.dir)) {
    report('正在复制上传文件与已出具的文书…');
    const stored = await copyTree(config.uploads.dir, outDir, {
      into: 'files',
      live: true,
      // Uploads still arriving: the finished file is renamed into place later.
      skip: (relative, isDirectory) => !isDirectory && relative.endsWith('.part'),
    });
    files.push(...stored.files);
    directories.push(...stored.directories);
    report(`文件已备份：${stored.files.length} 个`);
  }
  for (const name of SECRET_FILES) {
    const secret = await copyFileHashed(path.join(config.dataDir, name), outDir, name, true);
    if (secret) files.push(secret);
  }
  return {
    format: 'lyp-backup/1',
    createdAt: new Date().toISOString(),
    ...head,
    app: { migrations: await countKnownMigrations() },
    directories,
    files,
  };
}

async function prepareEmptyDirectory(outDir: string): Promise<void> {
  const entries = await readdir(outDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0)
    throw new Error(`备份目录 ${outDir} 不是空目录：请指定一个新目录，以免覆盖已有备份`);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
}

async function tryLockDataDir(config: AppConfig): Promise<DataDirLock | undefined> {
  if (!existsSync(config.dataDir)) {
    // With an external database the directory only holds files, and there may be none yet.
    if (config.databaseUrl) return undefined;
    throw new Error(`数据目录 ${config.dataDir} 不存在：请用 DATA_DIR 指定服务使用的数据目录`);
  }
  try {
    return await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return undefined;
    throw error;
  }
}
