import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What an outage test needs to freeze a PostgreSQL it started itself (Linux only). */

function postmasterPid(dataDir: string): number {
  const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
}

function childrenOf(parentPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === parentPid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/**
 * Stops the postmaster and every backend with SIGSTOP: the server keeps its sockets open and
 * accepts TCP connections into the backlog, but answers nothing, as a stalled host would.
 * Answers a function that wakes them all again.
 */
export function freezePostgres(dataDir: string): () => void {
  const postmaster = postmasterPid(dataDir);
  process.kill(postmaster, 'SIGSTOP');
  const processes = [postmaster, ...childrenOf(postmaster)];
  for (const pid of processes.slice(1)) process.kill(pid, 'SIGSTOP');
  let thawed = false;
  return () => {
    if (thawed) return;
    thawed = true;
    for (const pid of processes) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
    }
  };
}
