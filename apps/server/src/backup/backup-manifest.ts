import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup holds, written last: a directory without it is an interrupted backup. The
 * backup mirrors the data directory (postgres/, files/, the secrets) so a restore puts each
 * entry back at the same relative path; a pg_dump backup adds database.dump instead of postgres/.
 */
export const MANIFEST_NAME = 'manifest.json';
export const MANIFEST_FORMAT = 'lyp-backup/1';
export const DUMP_NAME = 'database.dump';

export type BackupKind = 'embedded' | 'pg_dump';

export interface ManifestFile {
  /** Relative to the backup, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  kind: BackupKind;
  /** online: copied under pg_backup_start/stop (recovers on first start); offline: a stopped cluster. */
  method: 'online-copy' | 'offline-copy' | 'pg_dump';
  app: { migrations: number };
  database: { serverVersion: string };
  /** Empty directories PostgreSQL expects to find (pg_replslot, pg_wal/archive_status …). */
  directories: string[];
  files: ManifestFile[];
}

export async function writeManifest(backupDir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(backupDir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(backupDir, MANIFEST_NAME), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error(`${backupDir} 不是完整的备份：缺少 ${MANIFEST_NAME}（备份可能中途失败）`);
      throw error;
    },
  );
  const manifest = JSON.parse(text) as BackupManifest;
  const format: unknown = manifest.format;
  if (format !== MANIFEST_FORMAT)
    throw new Error(`无法识别的备份格式：${String(format)}（需要 ${MANIFEST_FORMAT}）`);
  for (const entry of [...manifest.files.map((file) => file.path), ...manifest.directories])
    assertInside(entry);
  return manifest;
}

/** A manifest is data from disk: no entry may point outside the directory it is restored into. */
function assertInside(relative: string): void {
  const normal = path.posix.normalize(relative);
  if (path.posix.isAbsolute(normal) || normal === '..' || normal.startsWith('../'))
    throw new Error(`备份清单含有不安全的路径：${relative}`);
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  // Small files whole (most of a cluster is 8 KB pages, where a stream costs more than the read).
  if ((await stat(file)).size <= 4 * 1024 * 1024) {
    const bytes = await readFile(file);
    return { bytes: bytes.length, sha256: hash.update(bytes).digest('hex') };
  }
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Every file the manifest lists is present with its size and SHA-256; checked in full before
 * a restore writes anything, so a damaged backup never leaves a half-restored directory.
 */
export async function verifyBackup(backupDir: string, manifest: BackupManifest): Promise<void> {
  for (const file of manifest.files) {
    const found = await hashFile(path.join(backupDir, file.path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error(`备份校验失败：缺少文件 ${file.path}`);
      throw error;
    });
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256)
      throw new Error(
        `备份校验失败：文件 ${file.path} 的 SHA-256 与清单不符（备份已损坏或被改动），已停止恢复`,
      );
  }
}
