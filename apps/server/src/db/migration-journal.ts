import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// Beside migrate.ts, so the production bundle finds the copy the build puts beside it too.
const JOURNAL = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

/** How many migrations this build of the app knows: a backup records it, a restore compares. */
export async function countKnownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
