import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret kept beside the data when APP_SECRET is not set: generated on the first start and
 * reused afterwards. Fine for one instance; several instances must share APP_SECRET.
 */
export async function loadOrCreateLocalSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'app-secret');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
