import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const BIN = fileURLToPath(new URL('../src/bin/', import.meta.url));

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** `npm run backup` / `npm run restore` as an operator runs them, with only the given settings. */
export function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  settings: Record<string, string>,
): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(BIN, `${command}.ts`), ...args],
      { env, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 });
      },
    );
  });
}

/** The connection string of the embedded cluster a server runs under dataDir. */
export async function embeddedDatabaseUrl(dataDir: string, pgPort: number): Promise<string> {
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/lyp`;
}

export interface BusinessSnapshot {
  orders: string[];
  documents: Array<{ id: number; storage_key: string; size_bytes: number; sha256: string }>;
  deposits: string[];
  ledger: Array<{ deposit_id: number; kind: string; entries: string; total_fen: string }>;
  files: Array<{ storage_key: string; sha256: string }>;
}

/** What a restore must bring back unchanged: every order, document hash and ledger sum. */
export async function readBusinessSnapshot(databaseUrl: string): Promise<BusinessSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const texts = async (sql: string) =>
      (await client.query<{ row: string }>(sql)).rows.map((result) => result.row);
    return {
      orders: await texts('SELECT row_to_json(o)::text AS row FROM orders o ORDER BY id'),
      documents: (
        await client.query<BusinessSnapshot['documents'][number]>(
          'SELECT id, storage_key, size_bytes, sha256 FROM sale_documents ORDER BY id',
        )
      ).rows,
      deposits: await texts('SELECT row_to_json(d)::text AS row FROM deposits d ORDER BY id'),
      ledger: (
        await client.query<BusinessSnapshot['ledger'][number]>(
          `SELECT deposit_id, kind, count(*)::text AS entries, sum(amount_fen)::text AS total_fen
             FROM deposit_entries GROUP BY deposit_id, kind ORDER BY deposit_id, kind`,
        )
      ).rows,
      files: (
        await client.query<BusinessSnapshot['files'][number]>(
          'SELECT storage_key, sha256 FROM files WHERE deleted_at IS NULL ORDER BY storage_key',
        )
      ).rows,
    };
  } finally {
    await client.end();
  }
}

/** The snapshot once the sweepers have caught up (a server issues documents just after start). */
export async function readSettledSnapshot(databaseUrl: string): Promise<BusinessSnapshot> {
  let previous = await readBusinessSnapshot(databaseUrl);
  for (let round = 0; round < 60; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const current = await readBusinessSnapshot(databaseUrl);
    if (JSON.stringify(current) === JSON.stringify(previous) && current.documents.length > 0) return current;
    previous = current;
  }
  throw new Error('the demo data kept changing for 90 seconds');
}

/** The SHA-256 of a stored file, where the local file storage keeps it. */
export async function storedFileSha256(dataDir: string, storageKey: string): Promise<string> {
  const bytes = await readFile(path.join(dataDir, 'files', storageKey.slice(0, 2), storageKey));
  return createHash('sha256').update(bytes).digest('hex');
}
