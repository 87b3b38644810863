/**
 * Which parts of a PostgreSQL data directory a file-level backup leaves out, as the manual's
 * "Backing Up the Data Directory" lists them: state rebuilt at start, files of the running
 * server, and (for an online copy) the WAL, copied only after pg_backup_stop.
 */
const EMPTIED_AT_START = new Set([
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
]);

const RUNNING_SERVER_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  // Written by pg_backup_stop's answer into the copy, never taken from the live cluster.
  'backup_label',
  'tablespace_map',
  // The embedded server's log (pg_ctl -l): history, not data; the restored server starts a new one.
  'postgresql.log',
]);

export function skipInClusterCopy(relative: string, isDirectory: boolean, online: boolean): boolean {
  const [top = '', ...rest] = relative.split('/');
  const name = rest.at(-1) ?? top;
  if (rest.length === 0 && !isDirectory && RUNNING_SERVER_FILES.has(top)) return true;
  if (rest.length > 0 && EMPTIED_AT_START.has(top)) return true;
  // Relation caches and temporary files are rebuilt or useless after a restart.
  if (name === 'pg_internal.init' || name.startsWith('pgsql_tmp')) return true;
  if (top === 'pg_wal' && rest.length > 0) {
    // archive_status describes this server's archiving, not the restored one's.
    if (rest[0] === 'archive_status' && rest.length > 1) return true;
    return online && !isDirectory;
  }
  return false;
}
