import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { withPasswordFile } from './password-file';
import { DUMP_NAME, hashFile, type ManifestFile } from './backup-manifest';

const execFileAsync = promisify(execFile);

/**
 * The external database as `pg_dump --format=custom`: one snapshot, consistent by itself.
 * pg_dump refuses servers newer than itself, so that is checked first with a clearer message.
 */
export async function dumpExternalDatabase(
  databaseUrl: string,
  backupDir: string,
): Promise<{ file: ManifestFile; serverVersion: string }> {
  const serverVersion = await readServerVersion(databaseUrl);
  const toolMajor = await clientMajorVersion('pg_dump');
  const serverMajor = Number.parseInt(serverVersion, 10);
  if (toolMajor < serverMajor)
    throw new Error(
      `pg_dump 版本（${toolMajor}）低于数据库服务器版本（${serverVersion}），无法备份：` +
        `请安装 PostgreSQL ${serverMajor} 或更新版本的客户端（Debian/Ubuntu：postgresql-client-${serverMajor}）`,
    );
  const target = path.join(backupDir, DUMP_NAME);
  await withPasswordFile(databaseUrl, (url) =>
    execFileAsync('pg_dump', ['--format=custom', '--file', target, '--dbname', url], {
      maxBuffer: 10 * 1024 * 1024,
    }),
  );
  return { file: { path: DUMP_NAME, ...(await hashFile(target)) }, serverVersion };
}

export async function readServerVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? '';
  } finally {
    await client.end();
  }
}

/** The major version of pg_dump or pg_restore on PATH, with a clear message when it is missing. */
export async function clientMajorVersion(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const { stdout } = await execFileAsync(tool, ['--version']).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error(
        `找不到 ${tool}：外部数据库的备份与恢复需要 PostgreSQL 客户端工具（Debian/Ubuntu：apt-get install postgresql-client）`,
      );
    throw error;
  });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match?.[1]) throw new Error(`无法识别 ${tool} 的版本：${stdout.trim()}`);
  return Number.parseInt(match[1], 10);
}
