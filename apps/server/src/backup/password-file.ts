import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a PostgreSQL client tool with the password in a private passfile named in the connection
 * string (libpq's `passfile`), not on its command line, which anyone on the machine can read.
 */
export async function withPasswordFile<T>(databaseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  if (!password) return run(databaseUrl);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'lyp-pgpass-'));
  try {
    const passfile = path.join(directory, 'pgpass');
    // Any host, port, database and user: the file exists for this one connection only.
    await writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (character) => `\\${character}`)}\n`, {
      mode: 0o600,
    });
    url.password = '';
    url.searchParams.set('passfile', passfile);
    return await run(url.toString());
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
