import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ManifestFile } from './backup-manifest';
import { skipInClusterCopy } from './cluster-files';
import { copyTree, copyFileHashed, type CopiedTree } from './hashed-copy';
import { hashFile } from './backup-manifest';

export interface ClusterCopy extends CopiedTree {
  method: 'online-copy' | 'offline-copy';
  serverVersion: string;
}

/**
 * A consistent copy of the embedded cluster in `<dataDir>/postgres`. A stopped cluster is
 * copied as it is. A running one is copied between pg_backup_start and pg_backup_stop on one
 * session; its WAL is copied after the stop, and the backup_label the stop returns goes into
 * the copy, so the restored server replays the WAL up to the stop and is consistent.
 */
export async function copyEmbeddedCluster(
  dataDir: string,
  backupDir: string,
  options: { holdsDataDirLock: boolean; report: (line: string) => void },
): Promise<ClusterCopy> {
  const { report } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  const version = (await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8').catch(() => '')).trim();
  if (!version) throw new Error(`${clusterDir} 中没有 PostgreSQL 数据（缺少 PG_VERSION），无法备份`);
  const port = await runningPort(clusterDir);
  if (port === undefined) {
    // Without the lock a server holds the directory and may start PostgreSQL mid-copy.
    if (!options.holdsDataDirLock)
      throw new Error('服务正在启动，嵌入式数据库尚未运行：请待服务启动完成后再备份，或先停止服务');
    report('嵌入式数据库未运行：直接复制已停止的数据目录');
    const copied = await copyTree(clusterDir, backupDir, {
      into: 'postgres',
      skip: (relative, isDirectory) => skipInClusterCopy(relative, isDirectory, false),
    });
    return { ...copied, method: 'offline-copy', serverVersion: version };
  }
  report(`嵌入式数据库正在运行（端口 ${port}）：在 pg_backup_start / pg_backup_stop 之间复制`);
  return copyRunningCluster({ dataDir, clusterDir, backupDir, port });
}

async function copyRunningCluster(input: {
  dataDir: string;
  clusterDir: string;
  backupDir: string;
  port: number;
}): Promise<ClusterCopy> {
  const { dataDir, clusterDir, backupDir, port } = input;
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  // The backup is tied to this session: if it ends early, PostgreSQL aborts the backup itself.
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const serverVersion = await client
      .query<{ server_version: string }>('SHOW server_version')
      .then((result) => result.rows[0]?.server_version ?? '');
    // A temporary slot holds back the WAL from here on, so no checkpoint recycles a segment the
    // copy needs before we have copied pg_wal; it goes when the session ends.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [
      `lyp_backup_${randomBytes(6).toString('hex')}`,
    ]);
    await client.query('SELECT pg_backup_start($1, fast => true)', [
      `lyp backup ${new Date().toISOString()}`,
    ]);
    let copied: CopiedTree;
    try {
      copied = await copyTree(clusterDir, backupDir, {
        into: 'postgres',
        live: true,
        skip: (relative, isDirectory) => skipInClusterCopy(relative, isDirectory, true),
      });
    } catch (error) {
      await client.query('SELECT pg_backup_stop(false)').catch(() => {});
      throw error;
    }
    const stopped = await client.query<{ labelfile: string; spcmapfile: string | null; stop_file: string }>(
      `SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS stop_file
         FROM pg_backup_stop(wait_for_archive => false)`,
    );
    const { labelfile, spcmapfile, stop_file } = stopped.rows[0] ?? {
      labelfile: '',
      spcmapfile: null,
      stop_file: '',
    };
    copied.files.push(await writeIntoCopy(backupDir, 'postgres/backup_label', labelfile));
    if (spcmapfile) copied.files.push(await writeIntoCopy(backupDir, 'postgres/tablespace_map', spcmapfile));
    const startFile = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
    if (!startFile || !stop_file) throw new Error('pg_backup_stop 未返回有效的 WAL 位置，备份未完成');
    copied.files.push(...(await copyWal(clusterDir, backupDir, { from: startFile, to: stop_file })));
    return { ...copied, method: 'online-copy', serverVersion };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The WAL segments from the backup's start to its stop: what recovery replays. Older segments
 * and the ones PostgreSQL keeps recycled for later writes are not needed; timeline history is.
 */
async function copyWal(
  clusterDir: string,
  backupDir: string,
  range: { from: string; to: string },
): Promise<ManifestFile[]> {
  const walDir = path.join(clusterDir, 'pg_wal');
  const copied: ManifestFile[] = [];
  for (const entry of await readdir(walDir, { withFileTypes: true })) {
    const isSegment = /^[0-9A-F]{24}$/.test(entry.name);
    const needed = isSegment
      ? entry.name >= range.from && entry.name <= range.to
      : entry.name.endsWith('.history');
    if (!entry.isFile() || !needed) continue;
    const file = await copyFileHashed(
      path.join(walDir, entry.name),
      backupDir,
      `postgres/pg_wal/${entry.name}`,
      true,
    );
    if (file) copied.push(file);
  }
  if (!copied.some((file) => file.path.endsWith(range.to)))
    throw new Error(`备份所需的 WAL 段 ${range.to} 不在 pg_wal 中，备份未完成`);
  return copied;
}

async function writeIntoCopy(backupDir: string, relative: string, text: string): Promise<ManifestFile> {
  const file = path.join(backupDir, relative);
  await writeFile(file, text, { mode: 0o600 });
  return { path: relative, ...(await hashFile(file)) };
}

/** The port of the postmaster running this cluster, from postmaster.pid; undefined when none runs. */
async function runningPort(clusterDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const [pidLine, , , portLine] = text.split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const port = Number.parseInt(portLine ?? '', 10);
  if (!Number.isInteger(port)) throw new Error(`无法从 ${clusterDir}/postmaster.pid 读出数据库端口`);
  return port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
