import { execFile } from 'node:child_process';
import { chmod, chown, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Run as root, the server runs the embedded PostgreSQL as the `postgres` system user (see
 * db/embedded-postgres.ts), which must own the restored cluster and pass through every folder
 * above it. As anyone else the cluster stays ours, as initdb would have left it.
 */
export async function handClusterToPostgresUser(clusterDir: string): Promise<void> {
  await chmod(clusterDir, 0o700);
  if (process.getuid?.() !== 0) return;
  let ids = await postgresUserIds();
  if (!ids) {
    // As the server would at its first start on a new machine.
    await execFileAsync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    ids = await postgresUserIds();
  }
  if (!ids) throw new Error('以 root 运行时需要系统用户 postgres 来拥有恢复的数据库目录，创建失败');
  await chownTree(clusterDir, ids.uid, ids.gid);
  for (let current = path.dirname(path.resolve(clusterDir)); ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) return;
  }
}

async function chownTree(directory: string, uid: number, gid: number): Promise<void> {
  await chown(directory, uid, gid);
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const child = path.join(directory, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await chown(child, uid, gid);
  }
}

async function postgresUserIds(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map((flag) =>
        execFileAsync('id', [flag, 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
      ),
    );
    return uid !== undefined && gid !== undefined ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}
