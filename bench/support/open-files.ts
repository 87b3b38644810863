import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Soft and hard limits on open files, from /proc (Node has no getrlimit). */
function openFileLimits(): { soft: number; hard: number } | undefined {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const [soft, hard] = line?.split(/\s{2,}/).slice(1, 3) ?? [];
  if (soft === undefined || hard === undefined) return undefined;
  const value = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: value(soft), hard: value(hard) };
}

/** Starts this script again under a higher `ulimit -n` when 10,000 sockets would not fit. */
export function ensureOpenFiles(needed: number): boolean {
  const limits = openFileLimits();
  if (!limits || limits.soft >= needed || process.env.BENCH_ULIMIT_RAISED) return false;
  if (limits.hard < needed) {
    throw new Error(
      `最多可打开 ${limits.hard} 个文件，不够 ${needed} 个连接：请先以 root 提高上限（ulimit -Hn ${needed}）`,
    );
  }
  const raised = Math.min(limits.hard, needed * 2);
  const result = spawnSync(
    '/bin/sh',
    [
      '-c',
      `ulimit -n ${raised} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_ULIMIT_RAISED: '1' } },
  );
  process.exitCode = result.status ?? 1;
  return true;
}
